import { loadCategories } from '#lib/contracts/catalog.ts';
import { BANNER_DISPLAY_TYPES, loadBanners } from '#lib/contracts/content.ts';
import { BannerCarousel, SideBanners } from '../../components/store/banner-carousel.tsx';
import { CategoryList } from '../../components/store/category-list.tsx';
import { apiOf } from '../../lib/context.ts';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const api = apiOf(context);
  const [categories, banners] = await Promise.all([
    api.call(loadCategories, { query: {} }),
    api.call(loadBanners),
  ]);
  return { categories: categories.data, banners: banners.data };
}

/** Spec §2: the home page's top section (category list, banners); more rows come below. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { categories, banners } = loaderData;
  const body = banners.filter((banner) => banner.display_type === BANNER_DISPLAY_TYPES.body);
  const side = banners.filter((banner) => banner.display_type === BANNER_DISPLAY_TYPES.side);
  return (
    <div className="py-4">
      <section className="grid gap-4 lg:grid-cols-[16rem_1fr_18rem]">
        <div className="upto-426:hidden">
          <CategoryList categories={categories} />
        </div>
        <BannerCarousel banners={body} />
        <SideBanners banners={side} />
      </section>
    </div>
  );
}
