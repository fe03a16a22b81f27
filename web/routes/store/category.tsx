import { redirect } from 'react-router';
import { categoryDetail, listProducts, type ProductSort } from '#lib/contracts/catalog.ts';
import { translate } from '#lib/i18n/translate.ts';
import { mediaUrl } from '#lib/media.ts';
import { Link } from '../../components/link.tsx';
import { Breadcrumbs } from '../../components/store/breadcrumbs.tsx';
import { useCurrentUrl } from '../../components/store/listing-controls.tsx';
import { ListingResults } from '../../components/store/listing-results.tsx';
import { canonicalUrl, seoMeta } from '../../components/store/seo.ts';
import { categoryPageHref } from '../../components/store/store-links.ts';
import { publicPageHeaders } from '../../lib/cache-headers.ts';
import { PRODUCT_SORTS } from '../../lib/contract-refs.ts';
import { validate } from '../../lib/guards.ts';
import { useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/category';
import { loadListing, orNotFound, storeRequest } from './store-request.server.ts';

const LISTING_SORTS = PRODUCT_SORTS.filter((sort) => sort !== 'relevance');

/** Spec §2: a page declares its validate check; /{slug}/{page} with a page that is not a number is a 404. */
export const middleware: Route.MiddlewareFunction[] = [
  validate(({ params }) => params.page === undefined || /^\d{1,6}$/.test(params.page)),
];

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const { api, locale, publicUrl } = storeRequest(request, context);
  const slug = params.slug;
  const search = url.search;
  const page = params.page === undefined ? 1 : Number(params.page);
  if (params.page !== undefined && (page <= 1 || String(page) !== params.page)) {
    throw redirect(categoryPageHref(slug, page, search));
  }
  const sort = LISTING_SORTS.find((item) => item === url.searchParams.get('sort'));
  const [detail, listing] = await Promise.allSettled([
    orNotFound(api.call(categoryDetail, { params: { slug } })),
    loadListing(api, listProducts, { category: [slug], sort, page }, (target) =>
      categoryPageHref(slug, target, search),
    ),
  ]);
  if (detail.status === 'rejected') throw detail.reason;
  if (listing.status === 'rejected') throw listing.reason;
  const category = detail.value.data;
  const name =
    locale === 'bn' && category.category_name_bn ? category.category_name_bn : category.category_name;
  return {
    category,
    result: listing.value.result,
    sort: sort ?? null,
    seo: {
      title: name,
      description: translate(locale, 'category.description', { name }),
      canonical: canonicalUrl(publicUrl, new URL(categoryPageHref(slug, page), url)),
      locale,
    },
  };
}

/** The same for every visitor: kept by the page cache and shared caches when anonymous. */
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** A category's page: its sub-categories and its products, a page at a time. */
export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, result } = loaderData;
  const { t, pick } = useI18n();
  const url = useCurrentUrl();
  const name = pick(category, 'category_name');
  return (
    <div className="py-4">
      <Breadcrumbs
        crumbs={[
          { label: t('category.allCategories'), to: '/categories' },
          ...(category.parent
            ? [
                {
                  label: pick(category.parent, 'category_name'),
                  to: `/${encodeURIComponent(category.parent.slug)}`,
                },
              ]
            : []),
          { label: name },
        ]}
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        {category.icon ? (
          <img src={mediaUrl(category.icon)} alt="" width={40} height={40} className="h-10 w-10" />
        ) : null}
        <h1 className="text-xl font-bold text-gray-900 sm:text-2xl">{name}</h1>
        <Link
          to={`/search?category=${encodeURIComponent(category.slug)}`}
          className="ml-auto text-sm font-medium text-brand-700 hover:underline"
        >
          {t('category.filter')}
        </Link>
      </div>
      {category.children.length > 0 ? (
        <nav aria-label={t('category.subcategories')} className="mb-4">
          <ul className="flex flex-wrap gap-2">
            {category.children.map((child) => (
              <li key={child.id}>
                <Link
                  to={`/${encodeURIComponent(child.slug)}`}
                  className="inline-flex items-center gap-2 rounded-full border border-gray-300 bg-white px-3 py-1.5 text-sm text-gray-800 hover:border-brand-600 hover:text-brand-700"
                >
                  {child.icon ? (
                    <img src={mediaUrl(child.icon)} alt="" width={18} height={18} className="h-4.5 w-4.5" />
                  ) : null}
                  {pick(child, 'category_name')}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ListingResults
        products={result.data}
        meta={result.meta}
        url={url}
        action={categoryPageHref(category.slug, 1)}
        sort={LISTING_SORTS.find((item) => item === loaderData.sort) ?? ('newest' satisfies ProductSort)}
        sorts={LISTING_SORTS}
        hrefFor={(page) => categoryPageHref(category.slug, page, url.search)}
      />
    </div>
  );
}
