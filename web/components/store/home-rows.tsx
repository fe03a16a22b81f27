import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { Category, ProductCard } from '#lib/contracts/catalog.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useOnline } from '../../lib/online.ts';
import { ProductRow } from './product-card.tsx';

/** The hot row's size, of which the first screen's HTML carries the first HOT_FIRST_SCREEN. */
export const HOT_ROW_SIZE = 12;
export const HOT_FIRST_SCREEN = 6;
export const BODY_CATEGORY_PRODUCTS = 6;
export const ALL_PRODUCTS = 12;

/** What /home-rows answers. */
export interface HomeRows {
  /** The hot row's products after the first HOT_FIRST_SCREEN. */
  moreHot: ProductCard[];
  recommended: ProductCard[];
  bodyCategories: Array<Category & { products: ProductCard[] }>;
  all: ProductCard[];
}

/** How far ahead of the viewport the rows start loading: about a screen on a phone. */
const LOAD_AHEAD = '800px 0px';

/**
 * Spec §2's product rows: the hot products, then the rows under them. The page's HTML carries
 * only the first screen (HOT_FIRST_SCREEN hot products); the rest of the hot row and the rows
 * under it load when the visitor scrolls near them. Until then a block of the rows' height keeps
 * the footer where it will be.
 */
export function HomeProductRows({ hot }: { hot: ProductCard[] }) {
  const { t, pick } = useI18n();
  const fetcher = useFetcher<HomeRows>();
  const marker = useRef<HTMLDivElement>(null);
  const { load, state } = fetcher;
  const rows = fetcher.data;
  // Offline, the rows wait for the connection: a failed fetch would replace the whole page, drawn
  // from the kept copy, with the error page.
  const online = useOnline();
  useEffect(() => {
    const element = marker.current;
    if (!element || rows || state !== 'idle' || !online) return;
    if (typeof IntersectionObserver === 'undefined') {
      load('/home-rows');
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load('/home-rows');
        }
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [load, rows, state, online]);

  const hotRow = (
    <ProductRow
      id="hot-products"
      title={t('home.hotProducts')}
      products={[...hot, ...(rows?.moreHot ?? [])]}
    />
  );
  if (!rows)
    return (
      <>
        {hotRow}
        <div ref={marker} className="min-h-[60rem]" aria-busy={state !== 'idle'} />
      </>
    );
  return (
    <>
      {hotRow}
      <ProductRow id="recommended-products" title={t('home.recommended')} products={rows.recommended} />
      {rows.bodyCategories.map((category) => (
        <ProductRow
          key={category.id}
          id={`category-${category.slug}`}
          title={pick(category, 'category_name')}
          products={category.products}
          seeAll={{
            to: `/${encodeURIComponent(category.slug)}`,
            label: t('home.seeAllIn', { name: pick(category, 'category_name') }),
          }}
        />
      ))}
      <ProductRow
        id="all-products"
        title={t('home.allProducts')}
        products={rows.all}
        seeAll={{ to: '/products', label: t('home.seeAll') }}
      />
    </>
  );
}
