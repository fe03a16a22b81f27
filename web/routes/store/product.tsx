import { useEffect } from 'react';
import { type ProductCard, productDetail, relatedProducts } from '#lib/contracts/catalog.ts';
import { productReviews } from '#lib/contracts/reviews.ts';
import { Link } from '../../components/link.tsx';
import { Breadcrumbs } from '../../components/store/breadcrumbs.tsx';
import { PlainText } from '../../components/store/plain-text.tsx';
import { ProductRow } from '../../components/store/product-card.tsx';
import { ProductGallery } from '../../components/store/product-gallery.tsx';
import { ProductPurchase } from '../../components/store/product-purchase.tsx';
import {
  ProductReviews,
  type ProductReviewsData,
  reviewQueryOf,
  withReviewsJsonLd,
} from '../../components/store/product-reviews.tsx';
import {
  absoluteMediaUrl,
  canonicalUrl,
  productJsonLd,
  seoMeta,
  summarise,
} from '../../components/store/seo.ts';
import { StarRating } from '../../components/store/star-rating.tsx';
import { recordVisitedTags } from '../../components/store/visited-tags.ts';
import { warrantyLabel } from '../../components/store/warranty.ts';
import { Thumbnail } from '../../components/thumbnail.tsx';
import { publicPageHeaders } from '../../lib/cache-headers.ts';
import { useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/product';
import { optional, orNotFound, storeRequest } from './store-request.server.ts';

const RELATED_COUNT = 12;

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const { api, locale, publicUrl } = storeRequest(request, context);
  const [{ data: product }, related] = await Promise.all([
    orNotFound(api.call(productDetail, { params: { slug: params.slug } })),
    optional(
      api
        .call(relatedProducts, { params: { slug: params.slug }, query: { limit: RELATED_COUNT } })
        .then((answer) => answer.data),
      [] as ProductCard[],
    ),
  ]);
  const reviewQuery = reviewQueryOf(url);
  const reviews = await optional(
    api.call(productReviews, { params: { id: product.id }, query: { ...reviewQuery, limit: 10 } }),
    null as ProductReviewsData | null,
  );
  const bn = locale === 'bn';
  const canonical = canonicalUrl(publicUrl, new URL(`/products/${encodeURIComponent(product.slug)}`, url));
  const photo = product.product_photo_infos[0];
  return {
    product,
    related: related.value,
    reviews: reviews.value,
    reviewQuery,
    seo: {
      title: bn && product.product_title_bn ? product.product_title_bn : product.product_title,
      description: summarise(bn && product.description_bn ? product.description_bn : product.description),
      canonical,
      ...(photo ? { image: absoluteMediaUrl(publicUrl, photo.product_photo_data.content) } : {}),
      type: 'product' as const,
      locale,
      jsonLd: withReviewsJsonLd(productJsonLd(product, { canonical, publicUrl, locale }), reviews.value),
    },
  };
}

/** The same for every visitor: kept by the page cache and shared caches when anonymous. */
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

function Facts({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 className="mb-2 text-base font-semibold text-gray-900">{title}</h2>
      {children}
    </div>
  );
}

/** A product page: photos, prices per price type, seller, warranty and returns, details, related products. */
export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, related, reviews, reviewQuery } = loaderData;
  const { t, pick, locale, number } = useI18n();
  const title = pick(product, 'product_title');
  const seller = product.company_info;

  // Visiting a product feeds the visitor's recommendations (spec §7: the visited-tag history).
  useEffect(() => {
    recordVisitedTags(product.tags.map((tag) => tag.id));
  }, [product]);

  const groups = [...new Set(product.infos.map((info) => pick(info, 'group')))];
  return (
    <article className="py-4">
      <Breadcrumbs
        crumbs={[
          {
            label: pick(product.category, 'category_name'),
            to: `/${encodeURIComponent(product.category.slug)}`,
          },
          { label: title },
        ]}
      />

      <div className="grid gap-6 md:grid-cols-2 lg:gap-10">
        <ProductGallery photos={product.product_photo_infos} title={title} />
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <h1 className="text-2xl font-bold leading-tight text-gray-900 sm:text-3xl">{title}</h1>
            <p className="flex flex-wrap gap-x-3 text-sm text-gray-600">
              {product.brand ? (
                <span>
                  {t('product.brand')}:{' '}
                  <Link
                    to={`/search?brand=${encodeURIComponent(product.brand.slug)}`}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {pick(product.brand, 'brand_name')}
                  </Link>
                </span>
              ) : null}
              {product.sold_count > 0 ? (
                <span>{t('product.sold', { count: number(product.sold_count) })}</span>
              ) : null}
            </p>
          </div>
          {product.product_type?.requires_prescription ? (
            <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t('product.prescription')}</p>
          ) : null}
          <ProductPurchase product={product} />

          <section aria-labelledby="seller-title" className="rounded-lg border border-gray-200 bg-white p-4">
            <h2 id="seller-title" className="sr-only">
              {t('product.seller')}
            </h2>
            <div className="flex flex-wrap items-center gap-3">
              <Thumbnail
                image={seller.logo}
                size={48}
                className="h-12 w-12 rounded-full border border-gray-200"
              />
              <div className="min-w-0 flex-1 basis-40">
                <p className="text-sm text-gray-500">{t('product.seller')}</p>
                <p className="font-semibold text-gray-900">{pick(seller, 'company_name')}</p>
                <StarRating rating={seller.rating} count={seller.rating_count} />
              </div>
              <Link
                to={`/shop/${encodeURIComponent(seller.slug)}`}
                className="w-full shrink-0 rounded-md border border-brand-600 px-3 py-2 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50 sm:w-auto"
              >
                {t('product.visitShop')}
              </Link>
            </div>
          </section>

          <div className="grid gap-3 sm:grid-cols-2">
            <Facts title={t('product.warranty')}>
              <p className="text-sm text-gray-700">{warrantyLabel(product.warranty, locale)}</p>
            </Facts>
            <Facts title={t('product.returns')}>
              <p className="text-sm text-gray-700">
                {product.return_days > 0
                  ? t('product.returnDays', { days: number(product.return_days) })
                  : t('product.noReturns')}
              </p>
              {pick(product, 'return_policy') ? (
                <PlainText text={pick(product, 'return_policy')} className="mt-1 text-sm text-gray-600" />
              ) : null}
            </Facts>
          </div>
        </div>
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section
          aria-labelledby="description-title"
          className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6"
        >
          <h2 id="description-title" className="mb-3 text-lg font-semibold">
            {t('product.description')}
          </h2>
          <PlainText text={pick(product, 'description')} className="text-gray-800" />
          {groups.length > 0 ? (
            <>
              <h2 className="mb-2 mt-6 text-lg font-semibold">{t('product.attributes')}</h2>
              {groups.map((group) => (
                <section key={group} className="mb-4">
                  <h3 className="mb-1 text-sm font-semibold text-gray-600">{group}</h3>
                  <dl className="divide-y divide-gray-100 rounded-md border border-gray-200 text-sm">
                    {product.infos
                      .filter((info) => pick(info, 'group') === group)
                      .map((info) => (
                        <div
                          key={`${info.name}-${info.value}`}
                          className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 px-3 py-2"
                        >
                          <dt className="text-gray-600">{pick(info, 'name')}</dt>
                          <dd className="text-gray-900">{pick(info, 'value')}</dd>
                        </div>
                      ))}
                  </dl>
                </section>
              ))}
            </>
          ) : null}
        </section>

        <aside aria-label={t('product.details')} className="flex flex-col gap-3">
          {product.colors.length > 0 ? (
            <Facts title={t('product.colors')}>
              <ul className="flex flex-wrap gap-2">
                {product.colors.map((color) => (
                  <li key={color.id} className="flex items-center gap-1.5 text-sm text-gray-700">
                    <span
                      aria-hidden="true"
                      className="h-5 w-5 rounded-full border border-gray-300"
                      style={{ backgroundColor: color.color_code }}
                    />
                    {pick(color, 'color_name')}
                  </li>
                ))}
              </ul>
            </Facts>
          ) : null}
          {product.sizes.length > 0 ? (
            <Facts title={t('product.sizes')}>
              <ul className="flex flex-wrap gap-2">
                {product.sizes.map((size) => (
                  <li
                    key={size.id}
                    className="rounded border border-gray-300 px-2 py-1 text-sm text-gray-800"
                  >
                    {size.size_name}
                    <span className="text-xs text-gray-500"> ({size.size_type})</span>
                  </li>
                ))}
              </ul>
            </Facts>
          ) : null}
          {product.tags.length > 0 ? (
            <Facts title={t('product.tags')}>
              <ul className="flex flex-wrap gap-2">
                {product.tags.map((tag) => (
                  <li key={tag.id}>
                    <Link
                      to={`/search?tag=${encodeURIComponent(tag.slug)}`}
                      className="inline-block rounded-full bg-gray-100 px-3 py-1 text-sm text-gray-700 hover:bg-brand-50 hover:text-brand-700"
                    >
                      {pick(tag, 'tag_name')}
                    </Link>
                  </li>
                ))}
              </ul>
            </Facts>
          ) : null}
        </aside>
      </div>

      {reviews ? (
        <ProductReviews
          reviews={reviews}
          path={`/products/${encodeURIComponent(product.slug)}`}
          query={reviewQuery}
        />
      ) : null}
      <ProductRow id="related-products" title={t('product.related')} products={related} belowFold />
    </article>
  );
}
