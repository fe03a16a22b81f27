import { readSheet, type SheetData } from 'read-excel-file/node';
import { AppError } from '#server/errors.ts';

/*
 * The product import's XLSX files (issue 12): the first sheet's rows as text cells, so they go
 * through the same rules as a CSV file's (manage.ts importRows). read-excel-file is plain
 * JavaScript (no native code); rows keep their sheet numbers (leading empty rows and columns are
 * kept), so a bad row's line is the row number the seller sees in the spreadsheet.
 */

/** The most a file may unpack to (its parts' sizes as its zip directory declares them). */
export const XLSX_MAX_UNPACKED_BYTES = 32 * 1024 * 1024;

const unreadable = () => new AppError('bad_request', 'xlsx_unreadable', 'products.xlsxUnreadable');

/** Rows of the workbook's first sheet, each cell as the text a CSV cell would hold. */
export async function xlsxRows(bytes: Buffer): Promise<string[][]> {
  checkUnpackedSize(bytes);
  let rows: SheetData;
  try {
    rows = await readSheet(bytes, 1, { trim: false });
  } catch {
    throw unreadable();
  }
  return rows.map((row) => row.map(cellText));
}

function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number')
    return Number.isInteger(cell) ? String(cell) : String(Number(cell.toFixed(6)));
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell);
}

/**
 * Refuses a zip that is no zip or declares more than XLSX_MAX_UNPACKED_BYTES unpacked (a small
 * upload that would unpack to gigabytes), before anything is unpacked.
 */
function checkUnpackedSize(bytes: Buffer) {
  // The end-of-central-directory record: the last 22 bytes, or up to 64 KiB more of comment.
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= from; at--)
    if (bytes.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  if (end < 0) throw unreadable();
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  let total = 0;
  for (let entry = 0; entry < entries; entry++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) throw unreadable();
    total += bytes.readUInt32LE(at + 24);
    if (total > XLSX_MAX_UNPACKED_BYTES)
      throw new AppError('payload_too_large', 'xlsx_too_large', 'products.xlsxTooLarge', {
        params: { size: XLSX_MAX_UNPACKED_BYTES / 1024 / 1024 },
      });
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
}
