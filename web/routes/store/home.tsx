import { useEffect, useState } from 'react';
import {
  allProducts,
  type Category,
  hotProducts,
  loadBodyCategories,
  loadCategories,
  type ProductCard,
  recommendedProducts,
} from '#lib/contracts/catalog.ts';
import { BANNER_DISPLAY_TYPES, type Banner, loadBanners } from '#lib/contracts/content.ts';
import { translate } from '#lib/i18n/translate.ts';
import { BannerCarousel, SideBanners } from '../../components/store/banner-carousel.tsx';
import { CategoryList } from '../../components/store/category-list.tsx';
import { keepBanners, keptBanners } from '../../components/store/offline-banners.ts';
import { ProductRow } from '../../components/store/product-card.tsx';
import { canonicalUrl, seoMeta } from '../../components/store/seo.ts';
import { visitedTagsFromCookie } from '../../components/store/visited-tags.ts';
import { publicPageHeaders } from '../../lib/cache-headers.ts';
import { useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/home';
import { optional, storeRequest } from './store-request.server.ts';

const ROW_SIZE = 12;
const BODY_CATEGORY_PRODUCTS = 6;
const ALL_PRODUCTS = 12;

type BodyCategory = Category & { products: ProductCard[] };

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { api, locale, publicUrl } = storeRequest(request, context);
  const tagIds = visitedTagsFromCookie(request.headers.get('cookie'));
  const hotRow = optional(
    api.call(hotProducts, { query: { limit: ROW_SIZE } }).then((answer) => answer.data),
    [] as ProductCard[],
  );
  const [categories, banners, hot, recommended, bodyCategories, all] = await Promise.all([
    optional(
      api.call(loadCategories, { query: {} }).then((answer) => answer.data),
      [] as Category[],
    ),
    optional(
      api.call(loadBanners).then((answer) => answer.data),
      [] as Banner[],
    ),
    hotRow,
    // Recommendations from the visitor's visited tags, leaving out what the hot row already shows.
    hotRow.then(({ value }) =>
      optional(
        api
          .call(recommendedProducts, {
            body: { tag_ids: tagIds, exclude_ids: value.map((product) => product.id), limit: ROW_SIZE },
          })
          .then((answer) => answer.data),
        [] as ProductCard[],
      ),
    ),
    optional(
      api
        .call(loadBodyCategories, { query: { products: BODY_CATEGORY_PRODUCTS } })
        .then((answer) => answer.data),
      [] as BodyCategory[],
    ),
    optional(
      api.call(allProducts, { query: { limit: ALL_PRODUCTS } }).then((answer) => answer.data),
      [] as ProductCard[],
    ),
  ]);
  return {
    categories: categories.value,
    banners: banners.value,
    bannersFailed: banners.failed,
    hot: hot.value,
    recommended: recommended.value,
    bodyCategories: bodyCategories.value,
    all: all.value,
    seo: {
      title: null,
      description: translate(locale, 'site.description'),
      canonical: canonicalUrl(publicUrl, url),
      locale,
    },
  };
}

/**
 * Spec §1, §4: when the page's data cannot be loaded (offline), the home page still shows the
 * banners kept from the last visit.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch {
    return {
      categories: [] as Category[],
      banners: keptBanners(),
      bannersFailed: true,
      hot: [] as ProductCard[],
      recommended: [] as ProductCard[],
      bodyCategories: [] as BodyCategory[],
      all: [] as ProductCard[],
      seo: undefined,
    };
  }
}

/** The same for every visitor: kept by the page cache and shared caches when anonymous. */
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** The banners to show: the loaded ones (kept for next time), or the kept ones when loading failed. */
function useBannersWithOfflineCopy(loaded: Banner[], failed: boolean): Banner[] {
  const [banners, setBanners] = useState(loaded);
  useEffect(() => {
    if (failed) setBanners(keptBanners());
    else {
      keepBanners(loaded);
      setBanners(loaded);
    }
  }, [loaded, failed]);
  return banners;
}

/** Spec §2: the top section (category list, banner carousel, side banners), then rows of products. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, pick } = useI18n();
  const { categories, hot, recommended, bodyCategories, all } = loaderData;
  const banners = useBannersWithOfflineCopy(loaderData.banners, loaderData.bannersFailed);
  const body = banners.filter((banner) => banner.display_type === BANNER_DISPLAY_TYPES.body);
  const side = banners.filter((banner) => banner.display_type === BANNER_DISPLAY_TYPES.side);
  // Without a category list (say, offline), the carousel takes its column.
  const hasCategories = categories.length > 0;
  return (
    <div className="py-4">
      <h1 className="sr-only">{t('home.title')}</h1>
      <div
        className={`grid gap-3 ${
          hasCategories
            ? 'md:grid-cols-[13rem_minmax(0,1fr)] lg:grid-cols-[14rem_minmax(0,1fr)_17rem]'
            : 'lg:grid-cols-[minmax(0,1fr)_17rem]'
        }`}
      >
        {hasCategories ? (
          <div className="upto-426:hidden">
            <CategoryList categories={categories} />
          </div>
        ) : null}
        <BannerCarousel banners={body} />
        <div className={hasCategories ? 'md:col-span-2 lg:col-span-1' : ''}>
          <SideBanners banners={side} />
        </div>
      </div>
      <ProductRow id="hot-products" title={t('home.hotProducts')} products={hot} />
      <ProductRow id="recommended-products" title={t('home.recommended')} products={recommended} />
      {bodyCategories.map((category) => (
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
        products={all}
        seeAll={{ to: '/products', label: t('home.seeAll') }}
      />
    </div>
  );
}
