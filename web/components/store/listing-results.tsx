import type { ProductCard, ProductSort } from '#lib/contracts/catalog.ts';
import type { PageMeta } from '#lib/pagination.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { Pagination } from '../pagination.tsx';
import { layoutFromUrl, ResultSummary, SortForm, ViewToggle } from './listing-controls.tsx';
import { ProductGrid } from './product-card.tsx';

/** A page of products: count, sort, grid or list, the products, and the pagination control. */
export function ListingResults({
  products,
  meta,
  ignored = [],
  url,
  action,
  sort,
  sorts,
  hrefFor,
  beside = false,
  heading,
}: {
  products: ProductCard[];
  meta: PageMeta;
  ignored?: string[];
  url: URL;
  /** Where the sort form goes (the listing's first page). */
  action: string;
  sort: ProductSort;
  sorts?: readonly ProductSort[];
  hrefFor: (page: number) => string;
  beside?: boolean;
  /** A visible heading for the results; screen readers get "Products" when there is none. */
  heading?: string;
}) {
  const { t } = useI18n();
  const layout = layoutFromUrl(url);
  return (
    <section aria-labelledby="results-title" className="flex min-w-0 flex-col gap-3">
      <h2 id="results-title" className={heading ? 'text-lg font-bold text-gray-900' : 'sr-only'}>
        {heading ?? t('listing.products')}
      </h2>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ResultSummary total={meta.total} ignored={ignored} />
        <div className="flex flex-wrap items-center gap-2">
          <SortForm url={url} action={action} current={sort} {...(sorts ? { sorts } : {})} />
          <ViewToggle url={url} layout={layout} />
        </div>
      </div>
      {products.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center text-gray-600">
          {t('listing.noResults')}
        </p>
      ) : (
        <ProductGrid products={products} layout={layout} eagerCount={4} beside={beside} />
      )}
      <Pagination current={meta.current_page} last={meta.last_page} hrefFor={hrefFor} />
    </section>
  );
}
