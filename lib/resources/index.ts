import type { Resource } from './define.ts';
import { areasResource } from './definitions/areas.ts';
import { brandsResource } from './definitions/brands.ts';
import { categoriesResource } from './definitions/categories.ts';
import { citiesResource } from './definitions/cities.ts';
import { customerInfosResource } from './definitions/customer-infos.ts';
import { deliveryPersonsResource } from './definitions/delivery-persons.ts';
import { productColorsResource } from './definitions/product-colors.ts';
import { productInfoTypesResource } from './definitions/product-info-types.ts';
import { productPriceTypesResource } from './definitions/product-price-types.ts';
import { productSizesResource } from './definitions/product-sizes.ts';
import { productTypeInfoNamesResource } from './definitions/product-type-info-names.ts';
import { productTypesResource } from './definitions/product-types.ts';
import { promotionalBannersResource } from './definitions/promotional-banners.ts';
import { regionsResource } from './definitions/regions.ts';
import { staticPagesResource } from './definitions/static-pages.ts';
import { tagsResource } from './definitions/tags.ts';

export * from './define.ts';

/**
 * Every managed list built on the resource layer. Adding one: a file in definitions/, a line
 * here; the API, its OpenAPI entries, the admin list page and form follow.
 */
export const RESOURCES: readonly Resource[] = [
  categoriesResource,
  brandsResource,
  tagsResource,
  productTypesResource,
  productInfoTypesResource,
  productTypeInfoNamesResource,
  productPriceTypesResource,
  productColorsResource,
  productSizesResource,
  regionsResource,
  citiesResource,
  areasResource,
  // Issue 11's people sections; their own calls (block, unblock, approve) are in server/modules/admin-panel.
  customerInfosResource,
  deliveryPersonsResource,
  // Frontend settings (spec §6 group): banners and static pages, with hooks in server/modules/resources/hooks.ts.
  promotionalBannersResource,
  staticPagesResource,
];

/** A resource by its API name. */
export function resourceNamed(name: string): Resource | undefined {
  return RESOURCES.find((resource) => resource.name === name);
}

/** A resource by its admin page path. */
export function resourceAt(path: string): Resource | undefined {
  return RESOURCES.find((resource) => resource.path === path);
}
