import { data } from 'react-router';
import {
  allProducts,
  type Category,
  hotProducts,
  loadCategories,
  type ProductCard,
  recommendedProducts,
} from '#lib/contracts/catalog.ts';
import { type Banner, loadBanners } from '#lib/contracts/content.ts';
import { AuthForm } from '../../components/account/auth-form.tsx';
import { BottomNav } from '../../components/layout/bottom-nav.tsx';
import { Header } from '../../components/layout/header.tsx';
import { SearchBox } from '../../components/layout/search-box.tsx';
import { Link } from '../../components/link.tsx';
import { BannerCarousel, SideBanners } from '../../components/store/banner-carousel.tsx';
import { CategoryList } from '../../components/store/category-list.tsx';
import { HOT_ROW_SIZE, HomeProductRows } from '../../components/store/home-rows.tsx';
import { ProductGrid, ProductRow } from '../../components/store/product-card.tsx';
import { visitedTagsFromCookie } from '../../components/store/visited-tags.ts';
import { BANNER_DISPLAY_TYPES } from '../../lib/contract-refs.ts';
import { useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/frontend';
import { optional, storeRequest } from './store-request.server.ts';

/** Spec §2's component pages, in the spec's order and spelling. */
export const FRONTEND_COMPONENTS = [
  'authForm',
  'body',
  'navigation',
  'navigationBarFloat',
  'AllProducts',
  'BannerList',
  'HotProducts',
  'RecommendedProducts',
  'NavList',
  'search-input-block',
  'TopSection',
] as const;
type FrontendComponent = (typeof FRONTEND_COMPONENTS)[number];

/** Spec §9's default theme, whose components these pages show. */
const THEME = 'multi-vendor-v1';

function isComponent(name: string | undefined): name is FrontendComponent {
  return (FRONTEND_COMPONENTS as readonly string[]).includes(name ?? '');
}

/**
 * /frontend/{component}: one storefront component alone with live data, a living style guide of
 * the default theme in the visitor's language. Not for search engines (noindex, and a header).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const component = params.component;
  if (!isComponent(component)) throw data('Not Found', { status: 404, statusText: 'Not Found' });
  const { api } = storeRequest(request, context);
  const needs = (...names: FrontendComponent[]) => names.includes(component);
  const none = Promise.resolve({ value: [] as never[], failed: false });
  const [categories, banners, hot, all, recommended] = await Promise.all([
    needs('NavList', 'TopSection')
      ? optional(
          api.call(loadCategories, { query: {} }).then((answer) => answer.data),
          [] as Category[],
        )
      : none,
    needs('BannerList', 'TopSection')
      ? optional(
          api.call(loadBanners).then((answer) => answer.data),
          [] as Banner[],
        )
      : none,
    needs('HotProducts', 'body')
      ? optional(
          api.call(hotProducts, { query: { limit: HOT_ROW_SIZE } }).then((answer) => answer.data),
          [] as ProductCard[],
        )
      : none,
    needs('AllProducts')
      ? optional(
          api.call(allProducts, { query: { limit: 12 } }).then((answer) => answer.data),
          [] as ProductCard[],
        )
      : none,
    needs('RecommendedProducts')
      ? optional(
          api
            .call(recommendedProducts, {
              body: {
                tag_ids: visitedTagsFromCookie(request.headers.get('cookie')),
                exclude_ids: [],
                limit: HOT_ROW_SIZE,
              },
            })
            .then((answer) => answer.data),
          [] as ProductCard[],
        )
      : none,
  ]);
  return {
    component,
    categories: categories.value as Category[],
    banners: banners.value as Banner[],
    hot: hot.value as ProductCard[],
    all: all.value as ProductCard[],
    recommended: recommended.value as ProductCard[],
  };
}

export const headers: Route.HeadersFunction = () => ({ 'X-Robots-Tag': 'noindex, nofollow' });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.component ?? 'frontend'} · ${THEME}` },
  { name: 'robots', content: 'noindex, nofollow' },
];

function Showcase({ loaderData }: { loaderData: Route.ComponentProps['loaderData'] }) {
  const { t } = useI18n();
  const { component, categories, banners, hot, all, recommended } = loaderData;
  const body = banners.filter((banner) => banner.display_type === BANNER_DISPLAY_TYPES.body);
  const side = banners.filter((banner) => banner.display_type === BANNER_DISPLAY_TYPES.side);
  switch (component) {
    case 'authForm':
      return (
        <div className="mx-auto max-w-md">
          <AuthForm mode="signIn" action="/login" redirectTo="/" />
        </div>
      );
    case 'body':
      return <HomeProductRows hot={hot} />;
    case 'navigation':
      return <Header />;
    case 'navigationBarFloat':
      return <BottomNav />;
    case 'AllProducts':
      return <ProductGrid products={all} />;
    case 'BannerList':
      return (
        <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_17rem]">
          <BannerCarousel banners={body} />
          <SideBanners banners={side} />
        </div>
      );
    case 'HotProducts':
      return <ProductRow id="hot-products" title={t('home.hotProducts')} products={hot} />;
    case 'RecommendedProducts':
      return <ProductRow id="recommended-products" title={t('home.recommended')} products={recommended} />;
    case 'NavList':
      return (
        <div className="max-w-xs">
          <CategoryList categories={categories} />
        </div>
      );
    case 'search-input-block':
      return <SearchBox />;
    case 'TopSection':
      return (
        <div className="grid gap-3 md:grid-cols-[13rem_minmax(0,1fr)] lg:grid-cols-[14rem_minmax(0,1fr)_17rem]">
          <div className="upto-426:hidden">
            <CategoryList categories={categories} />
          </div>
          <BannerCarousel banners={body} />
          <div className="md:col-span-2 lg:col-span-1">
            <SideBanners banners={side} />
          </div>
        </div>
      );
  }
}

export default function FrontendComponentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <main id="main" className="mx-auto max-w-7xl px-3 py-6 md:px-6">
      <h1 className="text-xl font-bold text-gray-900">
        {t('frontend.title', { name: loaderData.component })}
      </h1>
      <p className="mt-1 text-sm text-gray-600">{t('frontend.intro', { theme: THEME })}</p>
      <div className="mt-6 rounded-lg border border-dashed border-gray-300 bg-white p-3">
        <Showcase loaderData={loaderData} />
      </div>
      <nav aria-label={t('frontend.others')} className="mt-8">
        <h2 className="text-sm font-semibold text-gray-700">{t('frontend.others')}</h2>
        <ul className="mt-2 flex flex-wrap gap-2 text-sm">
          {FRONTEND_COMPONENTS.map((name) => (
            <li key={name}>
              <Link
                to={`/frontend/${name}`}
                aria-current={name === loaderData.component ? 'page' : undefined}
                className="rounded-md border border-gray-200 px-2 py-1 text-brand-700 hover:bg-brand-50 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
              >
                {name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
