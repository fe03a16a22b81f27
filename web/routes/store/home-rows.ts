import {
  allProducts,
  type Category,
  hotProducts,
  loadBodyCategories,
  type ProductCard,
  recommendedProducts,
} from '#lib/contracts/catalog.ts';
import {
  ALL_PRODUCTS,
  BODY_CATEGORY_PRODUCTS,
  HOT_FIRST_SCREEN,
  HOT_ROW_SIZE,
  type HomeRows,
} from '../../components/store/home-rows.tsx';
import { visitedTagsFromCookie } from '../../components/store/visited-tags.ts';
import type { Route } from './+types/home-rows';
import { optional, storeRequest } from './store-request.server.ts';

/**
 * The home page's rows below the fold (spec §2: recommended, a row per body category, all
 * products), fetched by the home page when the visitor scrolls near them. Recommendations follow
 * the visitor's visited tags and leave out what the hot row already shows.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<HomeRows> {
  const { api } = storeRequest(request, context);
  const tagIds = visitedTagsFromCookie(request.headers.get('cookie'));
  const hotRow = optional(
    api.call(hotProducts, { query: { limit: HOT_ROW_SIZE } }).then((answer) => answer.data),
    [] as ProductCard[],
  );
  const [recommended, bodyCategories, all] = await Promise.all([
    hotRow.then(({ value }) =>
      optional(
        api
          .call(recommendedProducts, {
            body: { tag_ids: tagIds, exclude_ids: value.map((product) => product.id), limit: HOT_ROW_SIZE },
          })
          .then((answer) => answer.data),
        [] as ProductCard[],
      ),
    ),
    optional(
      api
        .call(loadBodyCategories, { query: { products: BODY_CATEGORY_PRODUCTS } })
        .then((answer) => answer.data),
      [] as Array<Category & { products: ProductCard[] }>,
    ),
    optional(
      api.call(allProducts, { query: { limit: ALL_PRODUCTS } }).then((answer) => answer.data),
      [] as ProductCard[],
    ),
  ]);
  const { value: hot } = await hotRow;
  return {
    moreHot: hot.slice(HOT_FIRST_SCREEN),
    recommended: recommended.value,
    bodyCategories: bodyCategories.value,
    all: all.value,
  };
}
