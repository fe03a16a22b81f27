import { productSearchText } from '#server/modules/catalog/api.ts';
import { type Artwork, bannerSvg, categoryIconSvg, type Glyph, logoSvg, productPhotoSvg } from './artwork.ts';
import {
  BRANDS,
  CATEGORIES,
  COLORS,
  PRICE_TYPES,
  PRODUCT_TYPE_INFO_NAMES,
  PRODUCT_TYPES,
  SIZES,
  TAGS,
} from './catalog-data.ts';
import { BANNERS } from './content-data.ts';
import { SeededRandom } from './deterministic-random.ts';
import { PRODUCTS, type ProductSeed } from './products-data.ts';
import { COMPANIES } from './sellers-data.ts';

/*
 * Turns the hand-written demo data into rows and files, without touching the database: ids
 * are resolved later from the natural keys (slugs) these rows carry. Everything "random" is
 * seeded from a slug, so two runs plan the same rows, except for dates, which are relative to
 * `now`.
 */

export const PRODUCT_PHOTO_SIZE = 800;
export const LOGO_SIZE = 400;
export const BRAND_LOGO_SIZE = 240;
export const SHOP_BANNER = { width: 1600, height: 400 } as const;
export const DESKTOP_BANNER = { width: 1600, height: 500 } as const;
export const MOBILE_BANNER = { width: 800, height: 400 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Lower case, ASCII letters and digits joined by single hyphens ("Men’s Polo (4/64 GB)" → "mens-polo-4-64-gb"). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘"]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const categoryIconKey = (slug: string) => `categories/${slug}.svg`;
export const companyLogoKey = (slug: string) => `companies/${slug}-logo.webp`;
export const companyBannerKey = (slug: string) => `companies/${slug}-banner.webp`;
export const brandLogoKey = (slug: string) => `brands/${slug}.webp`;
export const productPhotoKey = (slug: string, number: number) => `products/${slug}-${number}.webp`;
export const desktopBannerKey = (key: string) => `banners/${key}-desktop.webp`;
export const mobileBannerKey = (key: string) => `banners/${key}-mobile.webp`;

export interface PlannedPrice {
  priceType: string;
  price: number;
  discountPrice: number | null;
  minQty: number;
  maxQty: number;
  stock: number;
}

export interface PlannedPhoto {
  path: string;
  width: number;
  height: number;
  alt: string;
}

export interface PlannedProduct {
  slug: string;
  seed: ProductSeed;
  company: string;
  status: 'draft' | 'active';
  approval: 'pending' | 'approved';
  description: string;
  descriptionBn: string;
  returnDays: number;
  returnPolicy: string;
  returnPolicyBn: string;
  soldCount: number;
  viewCount: number;
  createdAt: Date;
  searchText: string;
  prices: PlannedPrice[];
  photos: PlannedPhoto[];
}

export interface PlannedBanner {
  key: string;
  desktop: string;
  mobile: string;
  startsAt: Date | null;
  endsAt: Date | null;
}

export interface DemoPlan {
  products: PlannedProduct[];
  banners: PlannedBanner[];
  artwork: Artwork[];
}

function fail(message: string): never {
  throw new Error(`Demo data: ${message}`);
}

/** Checks the hand-written data for dangling references, so a typo fails the seed loudly. */
function checkReferences(): void {
  const categorySlugs = new Set(CATEGORIES.map((category) => category.slug));
  const companySlugs = new Set(COMPANIES.map((company) => company.slug));
  const brandSlugs = new Set(BRANDS.map((brand) => brand.slug));
  const typeSlugs = new Set(PRODUCT_TYPES.map((type) => type.slug));
  const priceTypeSlugs = new Set(PRICE_TYPES.map((type) => type.slug));
  const tagSlugs = new Set<string>(TAGS.map((tag) => tag.slug));
  const colorNames = new Set<string>(COLORS.map((color) => color.name));
  const sizeKeys = new Set(SIZES.flatMap((group) => group.names.map((name) => `${group.type}:${name}`)));
  for (const category of CATEGORIES) {
    if (category.parent && !categorySlugs.has(category.parent)) fail(`unknown parent ${category.parent}`);
    if (!companySlugs.has(category.seller)) fail(`unknown seller ${category.seller}`);
  }
  for (const product of PRODUCTS) {
    const where = `product "${product.title}"`;
    if (!categorySlugs.has(product.category)) fail(`${where}: unknown category ${product.category}`);
    if (product.seller && !companySlugs.has(product.seller))
      fail(`${where}: unknown seller ${product.seller}`);
    if (product.brand && !brandSlugs.has(product.brand)) fail(`${where}: unknown brand ${product.brand}`);
    if (!typeSlugs.has(product.type)) fail(`${where}: unknown product type ${product.type}`);
    if (product.prices.length < 2 || product.prices.length > 3) fail(`${where}: needs 2 or 3 prices`);
    if (new Set(product.prices.map((price) => price.type)).size !== product.prices.length) {
      fail(`${where}: a price type is repeated`);
    }
    for (const price of product.prices) {
      if (!priceTypeSlugs.has(price.type)) fail(`${where}: unknown price type ${price.type}`);
      if (price.discountTk !== undefined && !(price.discountTk > 0 && price.discountTk < price.tk)) {
        fail(`${where}: discount must be below the price`);
      }
    }
    if (product.tags.length < 3 || product.tags.length > 5) fail(`${where}: needs 3 to 5 tags`);
    for (const tag of product.tags) if (!tagSlugs.has(tag)) fail(`${where}: unknown tag ${tag}`);
    for (const color of product.colors ?? [])
      if (!colorNames.has(color)) fail(`${where}: unknown colour ${color}`);
    for (const size of product.sizes ?? []) if (!sizeKeys.has(size)) fail(`${where}: unknown size ${size}`);
    const infoNames = new Set((PRODUCT_TYPE_INFO_NAMES[product.type] ?? []).map((info) => info.name));
    for (const name of Object.keys(product.infos ?? {})) {
      if (!infoNames.has(name)) fail(`${where}: type ${product.type} has no attribute "${name}"`);
    }
  }
}

function planPrices(product: ProductSeed, rnd: SeededRandom): PlannedPrice[] {
  return product.prices.map((price, index) => {
    const type = PRICE_TYPES.find((candidate) => candidate.slug === price.type)!;
    const minQty = price.minQty ?? type.minQty;
    const maxQty = Math.max(price.maxQty ?? type.maxQty, minQty);
    const stock = price.stock ?? (product.lowStock && index === 0 ? rnd.int(1, 4) : rnd.int(12, 240));
    return {
      priceType: price.type,
      price: price.tk * 100,
      discountPrice: price.discountTk === undefined ? null : price.discountTk * 100,
      minQty,
      maxQty,
      stock,
    };
  });
}

function planProduct(product: ProductSeed, now: Date): PlannedProduct {
  const slug = slugify(product.title);
  const category = CATEGORIES.find((candidate) => candidate.slug === product.category)!;
  const parentCategory = category.parent
    ? CATEGORIES.find((candidate) => candidate.slug === category.parent)!
    : null;
  const brand = product.brand ? BRANDS.find((candidate) => candidate.slug === product.brand)! : null;
  const tags = product.tags.map((slug) => TAGS.find((tag) => tag.slug === slug)!);
  const rnd = new SeededRandom(slug);
  const isHidden = product.state !== undefined;
  const isNew = product.tags.includes('new-arrival');
  const ageDays = isHidden ? rnd.int(1, 3) : isNew ? rnd.int(1, 14) : rnd.int(15, 150);
  const createdAt = new Date(now.getTime() - ageDays * DAY_MS - rnd.int(0, 23 * 60) * 60_000);
  const viewCount = isHidden ? 0 : product.popular ? rnd.int(3000, 12000) : rnd.int(80, 2500);
  const soldCount = isHidden ? 0 : Math.round(viewCount * rnd.float(product.popular ? 0.12 : 0.02, 0.2));
  const photoCount = rnd.int(1, 3);
  return {
    slug,
    seed: product,
    company: product.seller ?? category.seller,
    status: product.state === 'draft' ? 'draft' : 'active',
    approval: isHidden ? 'pending' : 'approved',
    description: `${product.about}\n\n${category.note}`,
    descriptionBn: `${product.aboutBn}\n\n${category.noteBn}`,
    returnDays: category.returnDays,
    returnPolicy: category.returnPolicy,
    returnPolicyBn: category.returnPolicyBn,
    soldCount,
    viewCount,
    createdAt,
    searchText: productSearchText({
      title: product.title,
      titleBn: product.titleBn,
      brand: brand && { name: brand.name, nameBn: brand.nameBn },
      category: { name: category.name, nameBn: category.nameBn },
      parentCategory: parentCategory && { name: parentCategory.name, nameBn: parentCategory.nameBn },
      tags: tags.map((tag) => ({ name: tag.name, nameBn: tag.nameBn })),
    }),
    prices: planPrices(product, rnd),
    photos: Array.from({ length: photoCount }, (_, index) => ({
      path: productPhotoKey(slug, index + 1),
      width: PRODUCT_PHOTO_SIZE,
      height: PRODUCT_PHOTO_SIZE,
      alt: product.title,
    })),
  };
}

function productArtwork(product: PlannedProduct): Artwork[] {
  const category = CATEGORIES.find((candidate) => candidate.slug === product.seed.category)!;
  const glyph: Glyph = product.seed.glyph ?? category.glyph;
  const hue = (category.hue + new SeededRandom(product.slug).int(-25, 25) + 360) % 360;
  return product.photos.map((photo, index) => ({
    key: photo.path,
    width: photo.width,
    height: photo.height,
    format: 'webp' as const,
    draw: () =>
      productPhotoSvg({
        seed: product.slug,
        glyph,
        hue,
        ...(product.seed.tint ? { tint: product.seed.tint } : {}),
        photoNumber: index + 1,
        size: photo.width,
      }),
  }));
}

/** Every row the seed writes that needs planning, and every file it stores. */
export function planDemoData(now: Date): DemoPlan {
  checkReferences();
  const products = PRODUCTS.map((product) => planProduct(product, now));
  const slugs = new Set<string>();
  for (const product of products) {
    if (slugs.has(product.slug)) fail(`two products have the slug ${product.slug}`);
    slugs.add(product.slug);
  }
  const categorySlugs = new Set(CATEGORIES.map((category) => category.slug));
  for (const banner of BANNERS) {
    const [, target] = /^\/products\/(.+)$/.exec(banner.link) ?? [];
    if (target && !slugs.has(target)) fail(`banner ${banner.key} links to unknown product ${target}`);
    const [, category] = /^\/search\?category=(.+)$/.exec(banner.link) ?? [];
    if (category && !categorySlugs.has(category))
      fail(`banner ${banner.key} links to unknown category ${category}`);
  }

  const banners = BANNERS.map(
    (banner): PlannedBanner => ({
      key: banner.key,
      desktop: desktopBannerKey(banner.key),
      mobile: mobileBannerKey(banner.key),
      startsAt: banner.schedule ? new Date(now.getTime() + banner.schedule.startsInDays * DAY_MS) : null,
      endsAt: banner.schedule ? new Date(now.getTime() + banner.schedule.endsInDays * DAY_MS) : null,
    }),
  );

  const artwork: Artwork[] = [
    ...CATEGORIES.map(
      (category): Artwork => ({
        key: categoryIconKey(category.slug),
        width: 96,
        height: 96,
        format: 'svg',
        draw: () => categoryIconSvg(category.glyph, category.hue, category.slug),
      }),
    ),
    ...COMPANIES.flatMap((company): Artwork[] => [
      {
        key: companyLogoKey(company.slug),
        width: LOGO_SIZE,
        height: LOGO_SIZE,
        format: 'webp',
        draw: () => logoSvg({ seed: company.slug, glyph: company.glyph, hue: company.hue, size: LOGO_SIZE }),
      },
      {
        key: companyBannerKey(company.slug),
        ...SHOP_BANNER,
        format: 'webp',
        draw: () =>
          bannerSvg({ seed: company.slug, glyphs: company.bannerGlyphs, hue: company.hue, ...SHOP_BANNER }),
      },
    ]),
    ...BRANDS.map(
      (brand): Artwork => ({
        key: brandLogoKey(brand.slug),
        width: BRAND_LOGO_SIZE,
        height: BRAND_LOGO_SIZE,
        format: 'webp',
        draw: () => logoSvg({ seed: brand.slug, glyph: brand.glyph, hue: brand.hue, size: BRAND_LOGO_SIZE }),
      }),
    ),
    ...products.flatMap(productArtwork),
    ...BANNERS.flatMap((banner): Artwork[] => [
      {
        key: desktopBannerKey(banner.key),
        ...DESKTOP_BANNER,
        format: 'webp',
        draw: () =>
          bannerSvg({ seed: banner.key, glyphs: banner.glyphs, hue: banner.hue, ...DESKTOP_BANNER }),
      },
      {
        key: mobileBannerKey(banner.key),
        ...MOBILE_BANNER,
        format: 'webp',
        draw: () =>
          bannerSvg({
            seed: banner.key,
            glyphs: banner.glyphs.slice(0, 2),
            hue: banner.hue,
            ...MOBILE_BANNER,
          }),
      },
    ]),
  ];
  return { products, banners, artwork };
}
