import {
  type Brand,
  type Category,
  type CompanyInfo,
  listProducts,
  loadBrands,
  loadCategories,
  loadCompanies,
  type ProductSort,
} from '#lib/contracts/catalog.ts';
import { translate } from '#lib/i18n/translate.ts';
import { pageHref } from '#lib/pagination.ts';
import { type FacetGroup, FilterPanel, useCurrentUrl } from '../../components/store/listing-controls.tsx';
import { ListingResults } from '../../components/store/listing-results.tsx';
import { canonicalUrl, seoMeta } from '../../components/store/seo.ts';
import { publicPageHeaders } from '../../lib/cache-headers.ts';
import { PRODUCT_SORTS } from '../../lib/contract-refs.ts';
import { useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/products';
import { listingQuery, loadListing, optional, pageFromQuery, storeRequest } from './store-request.server.ts';

/** Without a search query there is nothing to be relevant to. */
const LISTING_SORTS = PRODUCT_SORTS.filter((sort) => sort !== 'relevance');

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { api, locale, publicUrl } = storeRequest(request, context);
  const page = pageFromQuery(url);
  const query = { ...listingQuery(url), q: undefined };
  const [{ result, ignored }, categories, brands, sellers] = await Promise.all([
    loadListing(api, listProducts, { ...query, page }, (target) => pageHref(url, target)),
    optional(
      api.call(loadCategories, { query: { limit: 100 } }).then((answer) => answer.data),
      [] as Category[],
    ),
    optional(
      api.call(loadBrands).then((answer) => answer.data),
      [] as Brand[],
    ),
    optional(
      api.call(loadCompanies).then((answer) => answer.data),
      [] as CompanyInfo[],
    ),
  ]);
  return {
    result,
    ignored,
    sort: query.sort,
    options: { categories: categories.value, brands: brands.value, sellers: sellers.value },
    seo: {
      title: translate(locale, 'listing.allProductsTitle'),
      description: translate(locale, 'site.description'),
      canonical: canonicalUrl(publicUrl, url, ['category', 'brand', 'seller', 'tag', 'page']),
      locale,
    },
  };
}

/** The same for every visitor: kept by the page cache and shared caches when anonymous. */
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** Every product shoppers can see, a page at a time, with filters and sort. */
export default function Products({ loaderData }: Route.ComponentProps) {
  const { result, ignored, options } = loaderData;
  const { t, pick } = useI18n();
  const url = useCurrentUrl();
  const sort: ProductSort = LISTING_SORTS.find((item) => item === loaderData.sort) ?? 'newest';
  const groups: FacetGroup[] = [
    {
      name: 'category',
      title: t('listing.category'),
      options: options.categories.map((item) => ({ slug: item.slug, label: pick(item, 'category_name') })),
    },
    {
      name: 'brand',
      title: t('listing.brand'),
      options: options.brands.map((item) => ({ slug: item.slug, label: pick(item, 'brand_name') })),
    },
    {
      name: 'seller',
      title: t('listing.seller'),
      options: options.sellers.map((item) => ({ slug: item.slug, label: pick(item, 'company_name') })),
    },
  ];
  return (
    <div className="py-4">
      <h1 className="mb-4 text-xl font-bold text-gray-900 sm:text-2xl">{t('listing.allProductsTitle')}</h1>
      <div className="grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside aria-label={t('listing.filters')}>
          <FilterPanel url={url} action="/products" groups={groups} />
        </aside>
        <ListingResults
          products={result.data}
          meta={result.meta}
          ignored={ignored}
          url={url}
          action="/products"
          sort={sort}
          sorts={LISTING_SORTS}
          hrefFor={(page) => pageHref(url, page)}
          beside
        />
      </div>
    </div>
  );
}
