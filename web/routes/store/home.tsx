import { useEffect, useState } from 'react';
import { type Category, hotProducts, loadCategories, type ProductCard } from '#lib/contracts/catalog.ts';
import { type Banner, loadBanners } from '#lib/contracts/content.ts';
import { translate } from '#lib/i18n/translate.ts';
import { BannerCarousel, SideBanners } from '../../components/store/banner-carousel.tsx';
import { CategoryList } from '../../components/store/category-list.tsx';
import { HOT_FIRST_SCREEN, HOT_ROW_SIZE, HomeProductRows } from '../../components/store/home-rows.tsx';
import { keepBanners, keptBanners } from '../../components/store/offline-banners.ts';
import { canonicalUrl, seoMeta } from '../../components/store/seo.ts';
import { publicPageHeaders } from '../../lib/cache-headers.ts';
import { BANNER_DISPLAY_TYPES } from '../../lib/contract-refs.ts';
import { useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/home';
import { optional, storeRequest } from './store-request.server.ts';

/**
 * The first screen only: categories, banners and the first hot products. The rest of the rows come
 * from /home-rows when the visitor scrolls near them (<HomeProductRows />), so the page stays
 * small and the same for every visitor (recommendations follow each visitor's tags).
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { api, locale, publicUrl } = storeRequest(request, context);
  const [categories, banners, hot] = await Promise.all([
    optional(
      api.call(loadCategories, { query: {} }).then((answer) => answer.data),
      [] as Category[],
    ),
    optional(
      api.call(loadBanners).then((answer) => answer.data),
      [] as Banner[],
    ),
    optional(
      api.call(hotProducts, { query: { limit: HOT_ROW_SIZE } }).then((answer) => answer.data),
      [] as ProductCard[],
    ),
  ]);
  return {
    categories: categories.value,
    banners: banners.value,
    bannersFailed: banners.failed,
    hot: hot.value.slice(0, HOT_FIRST_SCREEN),
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
  const { t } = useI18n();
  const { categories, hot } = loaderData;
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
      <HomeProductRows hot={hot} />
    </div>
  );
}
