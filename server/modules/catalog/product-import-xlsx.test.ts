import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_CSV_COLUMNS } from '#lib/contracts/product-editor.ts';
import { as, signIn } from '#server/modules/auth/sessions.test-helper.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import { xlsxOf, zip } from './xlsx.test-helper.ts';

/*
 * The product import from an Excel workbook (issue 12): the CSV import's columns and row rules,
 * bad rows reported by their row number in the sheet, the same file twice duplicating nothing,
 * and files that are no workbook (or would unpack to too much) refused before any row is read.
 */

type Call = ReturnType<typeof as>;
let t: TestApp;
let seller: Call;
let otherSeller: Call;
let customer: Call;
const WORD = 'xylvarin';

beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
  seller = as(t, await signIn(t, 'seller@haat.test', 'haat-seller-2026'));
  otherSeller = as(t, await signIn(t, 'sharmin.akter@haat.test', 'haat-demo-2026'));
  customer = as(t, await signIn(t, 'customer@haat.test', 'haat-customer-2026'));
});
afterAll(() => t.close());

const header = [...PRODUCT_CSV_COLUMNS];
const workbook = xlsxOf([
  header,
  // Numbers typed as numbers, as a spreadsheet keeps them.
  ['XL-1', `${WORD} rice`, 'চাল', 'groceries', 'piece', 420, 399, 1, 10, 50, 'Rice, polished', 'চাল', null],
  ['XL-2', null, 'চাল', 'groceries', 'piece', 420, null, 1, 10, 50, null, null, null],
  // An empty row in the middle: skipped, and the rows after it keep their numbers.
  [],
  ['XL-3', 'Oil', 'তেল', 'no-such-category', 'piece', 200, null, 1, 10, 5, null, null, null],
  ['XL-4', 'Oil', 'তেল', 'groceries', 'piece', 200, 250, 1, 10, 5, null, null, null],
  ['XL-5', 'Oil', 'তেল', 'groceries', 'piece', 200, null, 9, 2, 5, null, null, null],
  ['XL-6', `${WORD} oil`, 'তেল', 'groceries', 'dozen', 200.5, null, 1, 10, 5.5, null, null, null],
  ['XL-7', `${WORD} ghee`, 'ঘি', 'groceries', 'piece', '350', null, '1', '10', '7', null, null, 'pran'],
  ['XL-1', `${WORD} rice again`, 'চাল', 'groceries', 'piece', 420, null, 1, 10, 50, null, null, null],
]);

function send(call: Call, bytes: Buffer | string) {
  const xlsx = typeof bytes === 'string' ? bytes : bytes.toString('base64');
  return call({ method: 'POST', url: '/api/products/import-xlsx', payload: { xlsx } });
}

async function mine(call: Call) {
  return (await call({ method: 'GET', url: `/api/products/manage?q=${WORD}&limit=100` })).json()
    .data as Array<{
    product_title: string;
    review_state: string;
    prices: Array<{ price: number; stock: number }>;
  }>;
}

describe('XLSX import', () => {
  it('creates good rows as pending products and reports bad rows by their row in the sheet', async () => {
    const response = await send(seller, workbook);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.created).toBe(2);
    expect(data.errors.map((e: { line: number; column: string }) => [e.line, e.column])).toEqual([
      [3, 'product_title'],
      [5, 'category_slug'],
      [6, 'discount_price_taka'],
      [7, 'min_qty'],
      [8, 'stock'],
      [10, 'sku'],
    ]);
    expect(data.errors[0].reason_bn).toBeTruthy();
    const products = await mine(seller);
    expect(products.map((p) => p.product_title).sort()).toEqual([`${WORD} ghee`, `${WORD} rice`]);
    expect(products.every((p) => p.review_state === 'pending')).toBe(true);
    expect(products.find((p) => p.product_title.endsWith('rice'))!.prices[0]).toMatchObject({
      price: 42_000,
      stock: 50,
    });
  });

  it('updates rather than duplicates when the same workbook comes again, per shop', async () => {
    const again = (await send(seller, workbook)).json().data;
    expect(again).toMatchObject({ created: 0, updated: 2 });
    expect(await mine(seller)).toHaveLength(2);
    // A second seller's same SKUs are its own products, and leave the first seller's alone.
    const theirs = (await send(otherSeller, workbook)).json().data;
    expect(theirs).toMatchObject({ created: 2, updated: 0 });
    expect(await mine(seller)).toHaveLength(2);
    expect(await mine(otherSeller)).toHaveLength(2);
  });

  it('refuses a sheet without the template header, a file that is no workbook, and a zip bomb', async () => {
    const noHeader = await send(
      seller,
      xlsxOf([
        ['name', 'price'],
        ['x', 1],
      ]),
    );
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().fields[0].path).toBe('xlsx');

    const csvText = await send(seller, Buffer.from(`${header.join(',')}\nA,b,c\n`));
    expect(csvText.statusCode).toBe(400);
    expect(csvText.json().code).toBe('xlsx_unreadable');
    expect(csvText.json().message.bn).toBeTruthy();

    const notASheet = await send(seller, zip({ 'hello.txt': 'not a workbook' }));
    expect(notASheet.statusCode).toBe(400);
    expect(notASheet.json().code).toBe('xlsx_unreadable');

    // 40 MB of zeros deflate to a few kilobytes: refused from the zip's directory, unread.
    const bomb = await send(seller, zip({ 'xl/worksheets/sheet1.xml': Buffer.alloc(40 * 1024 * 1024) }));
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json().code).toBe('xlsx_too_large');

    expect((await send(seller, 'not base64!')).statusCode).toBe(400);
  });

  it('is refused to customers', async () => {
    expect((await send(customer, workbook)).statusCode).toBe(403);
    expect(
      (await t.inject({ method: 'POST', url: '/api/products/import-xlsx', payload: {} })).statusCode,
    ).toBe(401);
  });
});
