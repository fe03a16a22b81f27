import { useEffect, useId, useState } from 'react';
import { toLatinDigits } from '#lib/digits.ts';
import { useI18n } from '../../lib/i18n.tsx';

/**
 * − [quantity] + for a cart line. Typed quantities (in either language's digits) are committed on
 * Enter or when leaving the box; the cart keeps them within the line's limits and says so.
 */
export function QuantityStepper({
  quantity,
  min,
  max,
  name,
  onChange,
}: {
  quantity: number;
  min: number;
  max: number;
  /** What the quantity is of, e.g. "Miniket rice (5 kg)". */
  name: string;
  onChange: (quantity: number) => void;
}) {
  const { t, digits } = useI18n();
  const id = useId();
  const [typed, setTyped] = useState(String(quantity));
  useEffect(() => setTyped(String(quantity)), [quantity]);
  const commit = () => {
    const value = Number(typed);
    if (typed === '' || !Number.isFinite(value)) setTyped(String(quantity));
    else if (value !== quantity) onChange(value);
  };
  const button =
    'h-9 w-9 shrink-0 rounded-md border border-gray-300 bg-white text-lg font-semibold text-gray-700 hover:border-brand-600 disabled:cursor-not-allowed disabled:text-gray-300';
  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        className={button}
        disabled={quantity <= min}
        onClick={() => onChange(quantity - 1)}
        aria-label={t('cart.decrease', { name })}
      >
        −
      </button>
      <label htmlFor={id} className="sr-only">
        {t('cart.quantityOf', { name })}
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={digits(typed)}
        onChange={(event) => setTyped(toLatinDigits(event.target.value).replace(/\D/g, '').slice(0, 5))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        className="h-9 w-14 rounded-md border border-gray-300 text-center text-base focus:border-brand-600"
      />
      <button
        type="button"
        className={button}
        disabled={quantity >= max}
        onClick={() => onChange(quantity + 1)}
        aria-label={t('cart.increase', { name })}
      >
        +
      </button>
    </div>
  );
}
