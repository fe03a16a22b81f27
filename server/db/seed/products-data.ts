import type { Glyph } from './artwork.ts';
import type { ColorName, TagSlug } from './catalog-data.ts';
import { readSeedData } from './read-seed-data.ts';

/** The data lives in data/products.json; this file names its shapes. */
const data = readSeedData('products.json');

/** One price of a product. Amounts here are in whole Taka; the seed stores poisha. */
export interface PriceSeed {
  type: string;
  tk: number;
  discountTk?: number;
  stock?: number;
  minQty?: number;
  maxQty?: number;
}

/** Spec §9: type 1 No, 2 Brand, 3 Seller, 4 International Manufacturer; calendar 1 Life Time, 2 Days, 3 Months, 4 Years. */
export interface WarrantySeed {
  type: 1 | 2 | 3 | 4;
  time: number;
  calendar: 1 | 2 | 3 | 4;
}

export interface ProductSeed {
  title: string;
  titleBn: string;
  category: string;
  /** Company slug; the category's usual seller when absent. */
  seller?: string;
  brand?: string;
  type: string;
  about: string;
  aboutBn: string;
  prices: PriceSeed[];
  tags: TagSlug[];
  /** Spec §9: 1 Male, 2 Female, 3 Common, 4 Not Mentioned (the default). */
  gender?: 1 | 2 | 3 | 4;
  colors?: ColorName[];
  /** `SizeType:Name`, e.g. `Int:M`. */
  sizes?: string[];
  /** Attribute name of the product's type → [English value, Bengali value]. */
  infos?: Record<string, [string, string]>;
  warranty?: WarrantySeed;
  /** Picture; the category's glyph when absent. */
  glyph?: Glyph;
  tint?: string;
  /** Sells a lot: high sold and view counts. */
  popular?: boolean;
  /** Only a handful left of the first price. */
  lowStock?: boolean;
  /** Not yet visible: awaiting the admin's approval, or still a seller's draft. */
  state?: 'pending' | 'draft';
}

/** What a product without a `warranty` gets. */
export const NO_WARRANTY = data.noWarranty as WarrantySeed;

export const PRODUCTS = data.products as ProductSeed[];
