import type { PriceInfo } from '#lib/contracts/catalog.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { priceView, type StockState, stockState } from './pricing.ts';

/** The price of one price type: what is charged, the regular price struck through, and the saving. */
export function PriceTag({ info, size = 'md' }: { info: PriceInfo; size?: 'md' | 'lg' }) {
  const { t, money, number } = useI18n();
  const view = priceView(info);
  return (
    <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span className={`font-bold text-gray-900 ${size === 'lg' ? 'text-3xl' : 'text-lg'}`}>
        {money(view.price)}
      </span>
      {view.original !== null ? (
        <>
          <s className={`text-gray-500 ${size === 'lg' ? 'text-base' : 'text-sm'}`}>
            <span className="sr-only">{t('product.originalPrice')} </span>
            {money(view.original)}
          </s>
          <span className="rounded bg-accent-500/10 px-1.5 py-0.5 text-xs font-semibold text-accent-700">
            {t('product.savePercent', { amount: money(view.saving), percent: number(view.savingPercent) })}
          </span>
        </>
      ) : null}
    </div>
  );
}

/** In stock, only a few left, or out of stock, in words and colour. */
export function StockBadge({ state }: { state: StockState }) {
  const { t, number } = useI18n();
  if (state.kind === 'out_of_stock') {
    return <span className="text-sm font-medium text-red-700">{t('product.outOfStock')}</span>;
  }
  if (state.kind === 'low_stock') {
    return (
      <span className="text-sm font-medium text-amber-700">
        {t('product.lowStock', { count: number(state.left) })}
      </span>
    );
  }
  return <span className="text-sm font-medium text-brand-700">{t('product.inStock')}</span>;
}

/** The stock badge of one price type. */
export function PriceTypeStock({ info }: { info: PriceInfo }) {
  return <StockBadge state={stockState(info)} />;
}
