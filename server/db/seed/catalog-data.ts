import type { SIZE_TYPES } from '#server/modules/catalog/schema.ts';
import type { Glyph } from './artwork.ts';
import { readSeedData } from './read-seed-data.ts';

/** The data lives in data/catalog.json; this file names its shapes. */
const data = readSeedData('catalog.json');

/** A demo category. `glyph` draws its icon and is the default picture of its products. */
export interface CategorySeed {
  slug: string;
  name: string;
  nameBn: string;
  parent?: string;
  showOnBody?: boolean;
  glyph: Glyph;
  hue: number;
  /** The seller who sells most of it (a company slug). */
  seller: string;
  returnDays: number;
  returnPolicy: string;
  returnPolicyBn: string;
  /** A closing paragraph every product description in the category shares. */
  note: string;
  noteBn: string;
}

/** Ten top-level categories and two sub-categories (Sarees under Fashion, Mobile Phones under Electronics). */
export const CATEGORIES = data.categories as CategorySeed[];

export interface BrandSeed {
  slug: string;
  name: string;
  nameBn: string;
  glyph: Glyph;
  hue: number;
}

/** Local Bangladeshi brands, a few international ones, and two house brands. */
export const BRANDS = data.brands as BrandSeed[];

export interface ProductTypeSeed {
  slug: string;
  title: string;
  titleBn: string;
  requiresPrescription?: boolean;
}

export const PRODUCT_TYPES = data.productTypes as ProductTypeSeed[];

export const PRODUCT_INFO_TYPES = data.productInfoTypes as Array<{
  key: string;
  title: string;
  titleBn: string;
}>;

type InfoTypeKey = (typeof PRODUCT_INFO_TYPES)[number]['key'];

/** The attribute names each product type carries, with the group they are shown in. */
export const PRODUCT_TYPE_INFO_NAMES = data.productTypeInfoNames as Record<
  string,
  Array<{ infoType: InfoTypeKey; name: string; nameBn: string }>
>;

export interface PriceTypeSeed {
  slug: string;
  title: string;
  titleBn: string;
  /** Order limits a product priced in this unit gets unless it says otherwise. */
  minQty: number;
  maxQty: number;
}

export const PRICE_TYPES = data.priceTypes as PriceTypeSeed[];

export const COLORS = data.colors as Array<{ name: string; nameBn: string; code: string }>;

export type ColorName = (typeof COLORS)[number]['name'];

type SizeType = (typeof SIZE_TYPES)[number];

/** Sizes by spec §9's size types; a product names one as `Type:Name`, e.g. `Int:M` or `EU:42`. */
export const SIZES = data.sizes as Array<{ type: SizeType; names: string[] }>;

export const TAGS = data.tags as Array<{ slug: string; name: string; nameBn: string }>;

export type TagSlug = (typeof TAGS)[number]['slug'];
