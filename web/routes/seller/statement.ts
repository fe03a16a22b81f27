import { data } from 'react-router';
import { ApiError } from '#lib/api-client.ts';
import { sellerLedger } from '#lib/contracts/seller-desk.ts';
import { dhakaTimestamp } from '#lib/dhaka-days.ts';
import { USER_TYPES } from '#lib/reference-data.ts';
import { apiOf } from '../../lib/context.ts';
import { onlyUserTypes, withReturn } from '../../lib/guards.ts';
import type { Route } from './+types/statement';

export const middleware: Route.MiddlewareFunction[] = [
  onlyUserTypes([USER_TYPES.seller], ({ url }) => withReturn('/seller-dashboard/login-form', url)),
];

/**
 * A CSV field: quoted when it holds a comma, quote or line break (and never read as a formula).
 * A plain amount such as "-19.00" stays a number: only other text that starts like a formula is
 * prefixed.
 */
export function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@]/.test(text) && typeof value === 'string' && !/^-\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A month's statement of the seller's ledger as CSV (amounts in taka with two decimals). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const month = url.searchParams.get('month') ?? '';
  if (!/^\d{4}-\d{2}$/.test(month)) throw data('Bad Request', { status: 400 });
  try {
    const ledger = await apiOf(context).call(sellerLedger, { query: { month, page: 1, limit: 5000 } });
    const taka = (poisha: number) => (poisha / 100).toFixed(2);
    const rows = [
      ['date', 'kind', 'order', 'amount_tk', 'commission_bp', 'note'],
      ...[...ledger.data].reverse().map((line) => [
        // Dhaka's time: a sale just after midnight belongs to the day the seller lived it.
        dhakaTimestamp(line.created_at),
        line.kind,
        line.sub_number,
        taka(line.amount),
        line.commission_bp,
        line.note,
      ]),
      [],
      ...Object.entries(ledger.totals).map(([kind, total]) => ['total', kind, '', taka(total), '', '']),
      ['balance_now', '', '', taka(ledger.balance), '', ''],
    ];
    const body = `${rows.map((row) => row.map((cell) => csvField(cell ?? null)).join(',')).join('\r\n')}\r\n`;
    return new Response(body, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="haat-statement-${month}.csv"`,
        'cache-control': 'no-store',
      },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) throw data('Forbidden', { status: error.status });
    throw error;
  }
}
