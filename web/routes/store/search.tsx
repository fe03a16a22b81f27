import { type ProductSort, searchProducts } from '#lib/contracts/catalog.ts';
import { translate } from '#lib/i18n/translate.ts';
import { pageHref } from '#lib/pagination.ts';
import { type FacetGroup, FilterPanel, useCurrentUrl } from '../../components/store/listing-controls.tsx';
import { ListingResults } from '../../components/store/listing-results.tsx';
import { canonicalUrl, seoMeta } from '../../components/store/seo.ts';
import { publicPageHeaders } from '../../lib/cache-headers.ts';
import { PRODUCT_SORTS } from '../../lib/contract-refs.ts';
import { useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/search';
import { listingQuery, loadListing, pageFromQuery, storeRequest } from './store-request.server.ts';

/** The query parameters that make a different search (the rest only change its presentation). */
const CANONICAL_PARAMS = ['q', 'category', 'brand', 'seller', 'tag', 'page'] as const;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { api, locale, publicUrl } = storeRequest(request, context);
  const page = pageFromQuery(url);
  const query = listingQuery(url);
  const { result, ignored } = await loadListing(api, searchProducts, { ...query, page }, (target) =>
    pageHref(url, target),
  );
  const categoryName = (() => {
    if (query.category.length !== 1) return null;
    const facet = result.facets.categories.find((item) => item.slug === query.category[0]);
    return facet ? (locale === 'bn' && facet.name_bn ? facet.name_bn : facet.name) : null;
  })();
  const heading = query.q
    ? translate(locale, 'search.resultsFor', { query: query.q })
    : (categoryName ?? translate(locale, 'search.title'));
  return {
    result,
    ignored,
    query,
    heading,
    seo: {
      title: heading,
      description: translate(locale, 'site.description'),
      canonical: canonicalUrl(publicUrl, url, CANONICAL_PARAMS),
      locale,
    },
  };
}

/** The same for every visitor: kept by the page cache and shared caches when anonymous. */
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** Spec §2's /search: the query, filters with counts, sort, grid or list, and the pagination control. */
export default function Search({ loaderData }: Route.ComponentProps) {
  const { result, ignored, query, heading } = loaderData;
  const { t, pick } = useI18n();
  const url = useCurrentUrl();
  const sort: ProductSort =
    PRODUCT_SORTS.find((item) => item === query.sort) ?? (query.q ? 'relevance' : 'newest');
  const groups: FacetGroup[] = [
    { name: 'category', title: t('listing.category'), facets: result.facets.categories },
    { name: 'brand', title: t('listing.brand'), facets: result.facets.brands },
    { name: 'seller', title: t('listing.seller'), facets: result.facets.sellers },
  ].map(({ name, title, facets }) => ({
    name: name as FacetGroup['name'],
    title,
    options: facets.map((facet) => ({ slug: facet.slug, label: pick(facet, 'name'), count: facet.count })),
  }));

  return (
    <div className="py-4">
      <div className="mb-4 flex flex-col gap-1">
        <h1 className="text-xl font-bold text-gray-900 sm:text-2xl">{heading}</h1>
        {result.corrected && query.q ? (
          <p className="text-sm text-gray-600">{t('search.correctedFor', { query: query.q })}</p>
        ) : null}
      </div>
      <div className="grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside aria-label={t('listing.filters')}>
          <FilterPanel url={url} action="/search" groups={groups} inStockCount={result.facets.in_stock} />
        </aside>
        <ListingResults
          products={result.data}
          meta={result.meta}
          ignored={ignored}
          url={url}
          action="/search"
          sort={sort}
          hrefFor={(page) => pageHref(url, page)}
          beside
        />
      </div>
    </div>
  );
}
