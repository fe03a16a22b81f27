import { useI18n } from '../../lib/i18n.tsx';

/** Spec §9: ratings are out of 5. Shown as stars with the number, and said in words to screen readers. */
export function StarRating({ rating, count }: { rating: number | null; count: number }) {
  const { t, number } = useI18n();
  if (rating === null || count === 0)
    return <span className="text-sm text-gray-500">{t('product.noRating')}</span>;
  const rounded = Math.round(rating * 10) / 10;
  const filled = Math.round(rating);
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5 text-sm">
      <span aria-hidden="true" className="tracking-tight text-amber-500">
        {'★'.repeat(filled)}
        <span className="text-gray-300">{'★'.repeat(5 - filled)}</span>
      </span>
      <span className="sr-only">{t('product.rating', { rating: number(rounded) })}</span>
      <span aria-hidden="true" className="font-medium text-gray-800">
        {number(rounded)}
      </span>
      <span className="text-gray-500">({t('product.ratingCount', { count: number(count) })})</span>
    </span>
  );
}
