import { useId, useState } from 'react';
import type { PriceInfo, ProductCard } from '#lib/contracts/catalog.ts';
import { toLatinDigits } from '#lib/digits.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { clampMessage } from '../cart/cart-companion.tsx';
import { toast } from '../toast.tsx';
import { AddToCartButton } from './add-to-cart-button.tsx';
import { PriceTag, StockBadge } from './price-tag.tsx';
import { clampQuantity, quantityBounds, stockState } from './pricing.ts';

/** The first price type that can be bought, else the default (first) one. */
function initialPriceInfo(infos: PriceInfo[]): PriceInfo | null {
  return infos.find((info) => stockState(info).kind !== 'out_of_stock') ?? infos[0] ?? null;
}

/**
 * Choosing a price type and a quantity, then 'Add to cart'. The quantity stays within the chosen
 * price type's min and max quantity (and the stock), whether typed or stepped.
 */
export function ProductPurchase({ product }: { product: ProductCard }) {
  const i18n = useI18n();
  const { t, pick, number, digits } = i18n;
  const quantityId = useId();
  const rangeId = useId();
  const [selectedId, setSelectedId] = useState(
    () => initialPriceInfo(product.product_price_infos)?.id ?? null,
  );
  const info = product.product_price_infos.find((item) => item.id === selectedId) ?? null;
  const bounds = info ? quantityBounds(info) : { min: 1, max: 1 };
  const [typed, setTyped] = useState(String(bounds.min));
  const quantity = clampQuantity(Number(typed), bounds);

  const choose = (next: PriceInfo) => {
    setSelectedId(next.id);
    setTyped(String(clampQuantity(Number(typed), quantityBounds(next))));
  };
  const step = (by: number) => setTyped(String(clampQuantity(quantity + by, bounds)));
  const available = info !== null && stockState(info).kind !== 'out_of_stock';
  // A typed quantity outside the limits becomes the nearest allowed one, and the shopper is told.
  const commitTyped = () => {
    const asked = Number(typed);
    if (typed !== '' && info && asked !== quantity) {
      const reason =
        asked < bounds.min ? 'min' : Math.floor(info.stock) < Math.floor(info.max_qty) ? 'stock' : 'max';
      toast(
        clampMessage(
          {
            product_id: product.id,
            price_type_id: info.id,
            product_title: product.product_title,
            ...(product.product_title_bn ? { product_title_bn: product.product_title_bn } : {}),
            requested: asked,
            quantity,
            reason,
          },
          i18n,
        ),
        'warning',
      );
    }
    setTyped(String(quantity));
  };

  return (
    <div className="flex flex-col gap-4">
      {product.product_price_infos.length > 1 ? (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-gray-700">{t('product.priceType')}</legend>
          <div className="flex flex-wrap gap-2">
            {product.product_price_infos.map((item) => (
              <label
                key={item.id}
                className={`cursor-pointer rounded-md border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${
                  item.id === selectedId
                    ? 'border-brand-600 bg-brand-50 font-semibold text-brand-800'
                    : 'border-gray-300 bg-white text-gray-800 hover:border-gray-400'
                }`}
              >
                <input
                  type="radio"
                  name="price_type"
                  value={item.id}
                  checked={item.id === selectedId}
                  onChange={() => choose(item)}
                  className="sr-only"
                />
                {pick(item.product_price_type_data, 'type_title')}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      {info ? (
        <div className="flex flex-col gap-1">
          <PriceTag info={info} size="lg" />
          <p className="text-sm text-gray-600">
            {pick(info.product_price_type_data, 'type_title')} · <StockBadge state={stockState(info)} />
          </p>
        </div>
      ) : null}

      {available ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={quantityId} className="text-sm font-semibold text-gray-700">
            {t('product.quantity')}
          </label>
          <div className="flex items-center gap-2">
            <button
              type="button"
              onClick={() => step(-1)}
              disabled={quantity <= bounds.min}
              aria-label={t('product.decrease')}
              className="h-11 w-11 rounded-md border border-gray-300 bg-white text-xl font-semibold text-gray-700 hover:border-brand-600 disabled:cursor-not-allowed disabled:text-gray-300"
            >
              −
            </button>
            <input
              id={quantityId}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={digits(typed)}
              onChange={(event) => setTyped(toLatinDigits(event.target.value).replace(/\D/g, '').slice(0, 6))}
              onBlur={commitTyped}
              aria-describedby={rangeId}
              className="h-11 w-20 rounded-md border border-gray-300 text-center text-base focus:border-brand-600"
            />
            <button
              type="button"
              onClick={() => step(1)}
              disabled={quantity >= bounds.max}
              aria-label={t('product.increase')}
              className="h-11 w-11 rounded-md border border-gray-300 bg-white text-xl font-semibold text-gray-700 hover:border-brand-600 disabled:cursor-not-allowed disabled:text-gray-300"
            >
              +
            </button>
          </div>
          <p id={rangeId} className="text-sm text-gray-600">
            {t('product.quantityRange', { min: number(bounds.min), max: number(bounds.max) })}
          </p>
        </div>
      ) : null}

      <div className="max-w-sm">
        <AddToCartButton product={product} info={info} quantity={quantity} size="lg" />
      </div>
    </div>
  );
}
