import { companyDetail, listProducts, type ProductSort } from '#lib/contracts/catalog.ts';
import { pageHref } from '#lib/pagination.ts';
import { MediaPicture } from '../../components/media-picture.tsx';
import { useCurrentUrl } from '../../components/store/listing-controls.tsx';
import { ListingResults } from '../../components/store/listing-results.tsx';
import { PlainText } from '../../components/store/plain-text.tsx';
import { absoluteMediaUrl, canonicalUrl, seoMeta, summarise } from '../../components/store/seo.ts';
import { StarRating } from '../../components/store/star-rating.tsx';
import { shopHref } from '../../components/store/store-links.ts';
import { publicPageHeaders } from '../../lib/cache-headers.ts';
import { PRODUCT_SORTS } from '../../lib/contract-refs.ts';
import { useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/shop';
import { loadListing, orNotFound, pageFromQuery, storeRequest } from './store-request.server.ts';

const LISTING_SORTS = PRODUCT_SORTS.filter((sort) => sort !== 'relevance');

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const { api, locale, publicUrl } = storeRequest(request, context);
  const page = pageFromQuery(url);
  const sort = LISTING_SORTS.find((item) => item === url.searchParams.get('sort'));
  const [detail, listing] = await Promise.allSettled([
    orNotFound(api.call(companyDetail, { params: { slug: params.slug } })),
    loadListing(api, listProducts, { seller: [params.slug], sort, page }, (target) => pageHref(url, target)),
  ]);
  if (detail.status === 'rejected') throw detail.reason;
  if (listing.status === 'rejected') throw listing.reason;
  const shop = detail.value.data;
  const bn = locale === 'bn';
  return {
    shop,
    result: listing.value.result,
    sort: sort ?? null,
    seo: {
      title: bn && shop.company_name_bn ? shop.company_name_bn : shop.company_name,
      description: summarise(bn && shop.description_bn ? shop.description_bn : shop.description),
      canonical: canonicalUrl(publicUrl, new URL(shopHref(shop.slug), url), ['page']),
      ...(shop.logo ? { image: absoluteMediaUrl(publicUrl, shop.logo) } : {}),
      locale,
    },
  };
}

/** The same for every visitor: kept by the page cache and shared caches when anonymous. */
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** A seller's shop: banner, logo, name, rating, about, and its products a page at a time. */
export default function Shop({ loaderData }: Route.ComponentProps) {
  const { shop, result } = loaderData;
  const { t, pick, number, date } = useI18n();
  const url = useCurrentUrl();
  const name = pick(shop, 'company_name');
  return (
    <div className="py-4">
      <header className="overflow-hidden rounded-lg border border-gray-200 bg-white">
        {shop.banner ? (
          <MediaPicture
            imageKey={shop.banner}
            widths={[640, 800, 1200, 1600]}
            fallbackWidth={1200}
            sizes="(max-width: 1279px) 100vw, 1232px"
            width={1600}
            height={400}
            alt=""
            fetchPriority="high"
            className="aspect-[4/1] w-full bg-gray-100 object-cover"
          />
        ) : (
          <div className="aspect-[6/1] w-full bg-brand-50" />
        )}
        <div className="flex flex-wrap items-end gap-4 px-4 pb-4">
          {shop.logo ? (
            <MediaPicture
              imageKey={shop.logo}
              widths={[160, 320]}
              fallbackWidth={160}
              sizes="96px"
              width={96}
              height={96}
              alt={t('shop.logo', { name })}
              className="-mt-10 h-20 w-20 rounded-full border-4 border-white bg-white object-cover shadow sm:-mt-12 sm:h-24 sm:w-24"
            />
          ) : null}
          <div className="min-w-0 flex-1 pt-3">
            <h1 className="text-xl font-bold text-gray-900 sm:text-2xl">{name}</h1>
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-600">
              <StarRating rating={shop.rating} count={shop.rating_count} />
              <span>{t('shop.productCount', { count: number(shop.product_count) })}</span>
              <span>{t('shop.since', { date: date(shop.created_at) })}</span>
            </p>
          </div>
        </div>
        {pick(shop, 'description') ? (
          <section aria-label={t('shop.about')} className="border-t border-gray-100 px-4 py-3">
            <PlainText text={pick(shop, 'description')} className="text-sm text-gray-700" />
          </section>
        ) : null}
      </header>
      <div className="mt-6" />
      <ListingResults
        heading={t('shop.products', { name })}
        products={result.data}
        meta={result.meta}
        url={url}
        action={shopHref(shop.slug)}
        sort={LISTING_SORTS.find((item) => item === loaderData.sort) ?? ('newest' satisfies ProductSort)}
        sorts={LISTING_SORTS}
        hrefFor={(page) => pageHref(url, page)}
      />
    </div>
  );
}
