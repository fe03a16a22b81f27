import { type ReactNode, useId } from 'react';
import type { ProductCard as Product } from '#lib/contracts/catalog.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { Link } from '../link.tsx';
import { MediaPicture } from '../media-picture.tsx';
import { AddToCartButton } from './add-to-cart-button.tsx';
import { PriceTag, StockBadge } from './price-tag.tsx';
import { defaultPriceInfo, stockState } from './pricing.ts';
import { StarRating } from './star-rating.tsx';

export type ProductLayout = 'grid' | 'list';

/** A product's main photo at card size; lazy unless it is near the top of the page. */
function CardPhoto({ product, eager, layout }: { product: Product; eager: boolean; layout: ProductLayout }) {
  const { pick } = useI18n();
  const photo = product.product_photo_infos[0];
  const title = pick(product, 'product_title');
  if (!photo) return <div className="aspect-square w-full rounded-md bg-gray-100" />;
  const { content, width, height } = photo.product_photo_data;
  return (
    <MediaPicture
      imageKey={content}
      widths={[320, 480]}
      fallbackWidth={320}
      sizes={
        layout === 'list'
          ? '(max-width: 640px) 35vw, 160px'
          : '(max-width: 640px) 50vw, (max-width: 1024px) 33vw, 220px'
      }
      width={width}
      height={height}
      alt={photo.alt || title}
      loading={eager ? 'eager' : 'lazy'}
      // The first cards of a listing are its largest paint on a phone: fetched first.
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className="aspect-square w-full rounded-md bg-gray-100 object-cover"
    />
  );
}

/**
 * A product in a grid or list: photo, title in the page's language, seller, the default price
 * type's price and saving, stock, and 'Add to cart'.
 */
export function ProductCard({
  product,
  layout = 'grid',
  eager = false,
}: {
  product: Product;
  layout?: ProductLayout;
  eager?: boolean;
}) {
  const { t, pick } = useI18n();
  const titleId = useId();
  const info = defaultPriceInfo(product);
  const title = pick(product, 'product_title');
  const href = `/products/${encodeURIComponent(product.slug)}`;
  const isList = layout === 'list';
  return (
    <article
      aria-labelledby={titleId}
      className={`flex h-full gap-3 rounded-lg border border-gray-200 bg-white p-2.5 transition-shadow hover:shadow-md ${
        isList ? 'flex-row' : 'flex-col'
      }`}
    >
      {/* The title's link is the one that speaks; the photo repeats it for pointers only. */}
      <Link to={href} tabIndex={-1} aria-hidden="true" className={isList ? 'w-28 shrink-0 sm:w-40' : 'block'}>
        <CardPhoto product={product} eager={eager} layout={layout} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 id={titleId} className="line-clamp-2 text-sm font-medium leading-snug text-gray-900">
          <Link to={href} className="hover:text-brand-700 hover:underline">
            {title}
          </Link>
        </h3>
        <p className="truncate text-xs text-gray-500">
          {t('product.soldBy', { name: pick(product.company_info, 'company_name') })}
        </p>
        {product.rating_count > 0 ? (
          <StarRating rating={product.rating} count={product.rating_count} />
        ) : null}
        {info ? (
          <>
            <p className="text-xs text-gray-500">{pick(info.product_price_type_data, 'type_title')}</p>
            <PriceTag info={info} />
            <StockBadge state={stockState(info)} />
          </>
        ) : null}
        <div className={`mt-auto pt-2 ${isList ? 'sm:max-w-56' : ''}`}>
          <AddToCartButton product={product} info={info} describedBy={titleId} />
        </div>
      </div>
    </article>
  );
}

/** Products as a responsive grid (2 columns on phones up to 6 on wide screens) or a list. */
export function ProductGrid({
  products,
  layout = 'grid',
  eagerCount = 0,
  beside = false,
}: {
  products: Product[];
  layout?: ProductLayout;
  eagerCount?: number;
  /** The grid shares the width with a filter column from 1024 px, so it has one column fewer there. */
  beside?: boolean;
}) {
  const columns = beside
    ? 'grid grid-cols-2 gap-2.5 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4 xl:grid-cols-5'
    : 'grid grid-cols-2 gap-2.5 sm:grid-cols-3 sm:gap-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6';
  return (
    <ul className={layout === 'list' ? 'flex flex-col gap-3' : columns}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} layout={layout} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}

/** A titled row of products on the home or product page, with an optional "see all" link. */
export function ProductRow({
  title,
  products,
  seeAll,
  id,
  belowFold = false,
}: {
  title: string;
  products: Product[];
  seeAll?: { to: string; label: string };
  id: string;
  /** Far below the first screen: drawn only when scrolled near (`below-fold`). */
  belowFold?: boolean;
}): ReactNode {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id} className={belowFold ? 'below-fold mt-8' : 'mt-8'}>
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id={id} className="text-lg font-bold text-gray-900 sm:text-xl">
          {title}
        </h2>
        {seeAll ? (
          <Link to={seeAll.to} className="shrink-0 text-sm font-medium text-brand-700 hover:underline">
            {seeAll.label}
          </Link>
        ) : null}
      </div>
      <ProductGrid products={products} />
    </section>
  );
}
