import { useI18n } from '../../lib/i18n.tsx';

/** Messages with a `.one` and an `.other` form (Bengali writes both alike). */
type Counted =
  | 'cart.lineCount'
  | 'orders.count'
  | 'orders.itemCount'
  | 'orders.sellerCount'
  | 'orders.againSkipped';

/** "1 item" or "3 items", in the page's language and digits. */
export function useCount() {
  const { t, number } = useI18n();
  return (key: Counted, count: number) =>
    count === 1 ? t(`${key}.one`, { count: number(count) }) : t(`${key}.other`, { count: number(count) });
}
