import { availableParallelism } from 'node:os';
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import {
  brands,
  categories,
  productColorLinks,
  productColors,
  productInfos,
  productInfoTypes,
  productPhotos,
  productPriceInfos,
  productPriceTypes,
  productSizeLinks,
  productSizes,
  products,
  productTags,
  productTypeInfoNames,
  productTypes,
  tags,
} from '#server/modules/catalog/schema.ts';
import { textToHtml } from '#server/modules/content/api.ts';
import { promotionalBanners, siteSettings, staticPages } from '#server/modules/content/schema.ts';
import { deliveryPersons } from '#server/modules/delivery/schema.ts';
import { areas, cities, regions } from '#server/modules/geo/schema.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import { hashPassword, verifyPassword } from '#server/modules/users/api.ts';
import { customerInfos, userRoles, users } from '#server/modules/users/schema.ts';
import type { Storage } from '#server/storage/storage.ts';
import { insertAdminPanelDemo } from './admin-panel.ts';
import { type Artwork, renderWebp } from './artwork.ts';
import {
  BRANDS,
  CATEGORIES,
  COLORS,
  PRICE_TYPES,
  PRODUCT_INFO_TYPES,
  PRODUCT_TYPE_INFO_NAMES,
  PRODUCT_TYPES,
  SIZES,
  TAGS,
} from './catalog-data.ts';
import { BANNERS, SITE_SETTINGS, STATIC_PAGES } from './content-data.ts';
import { seedDelivery } from './delivery.ts';
import {
  brandLogoKey,
  categoryIconKey,
  companyBannerKey,
  companyLogoKey,
  type DemoPlan,
  planDemoData,
} from './demo-plan.ts';
import { SeededRandom } from './deterministic-random.ts';
import { DHAKA_DISTRICT_CODE, loadBangladeshGeography } from './geography.ts';
import { insertDemoOrders } from './orders.ts';
import { ADMIN, CUSTOMERS, DELIVERY_PERSONS, type PersonSeed, SELLER_USERS } from './people-data.ts';
import { insertProductDrafts } from './product-drafts.ts';
import { NO_WARRANTY } from './products-data.ts';
import { COMPANIES } from './sellers-data.ts';

export { DEMO_ACCOUNTS, DEMO_SHARED_PASSWORD, type DemoAccount } from './people-data.ts';

/** Bump when the demo data changes shape; stored in the `demo_data` marker. */
export const DEMO_DATA_VERSION = 1;
/** The `site_settings` key whose row says the demo data is in. */
export const DEMO_DATA_MARKER = 'demo_data';

export interface SeedOptions {
  /** Generate and store the image files (default true). Rows and keys are the same either way. */
  photos?: boolean;
  log?: (message: string) => void;
}

export interface SeedSummary {
  /** True when the marker was already there and nothing was written. */
  skipped: boolean;
  categories: number;
  companies: number;
  brands: number;
  tags: number;
  products: number;
  /** Active and approved: what a shopper can see. */
  visibleProducts: number;
  priceInfos: number;
  productPhotos: number;
  banners: number;
  staticPages: number;
  users: number;
  deliveryPersons: number;
  customers: number;
  regions: number;
  cities: number;
  areas: number;
  /** Image files generated and stored (0 with `photos: false`). */
  files: number;
  durationMs: number;
}

const EMPTY_COUNTS: Omit<SeedSummary, 'skipped' | 'durationMs'> = {
  categories: 0,
  companies: 0,
  brands: 0,
  tags: 0,
  products: 0,
  visibleProducts: 0,
  priceInfos: 0,
  productPhotos: 0,
  banners: 0,
  staticPages: 0,
  users: 0,
  deliveryPersons: 0,
  customers: 0,
  regions: 0,
  cities: 0,
  areas: 0,
  files: 0,
};

type Counts = typeof EMPTY_COUNTS;

/**
 * Fills an empty database with a believable Bangladeshi marketplace: sellers, categories,
 * 100+ products with prices, photos and tags, banners, pages, the country's divisions and
 * districts, delivery persons around Dhaka and one account per role (DEMO_ACCOUNTS).
 * Idempotent: a `demo_data` row in site_settings makes later calls return `skipped: true`.
 * Files are stored first, then every row goes in within one transaction.
 */
export async function seedDemoData(
  db: Db,
  storage: Storage,
  options: SeedOptions = {},
): Promise<SeedSummary> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const elapsed = () => Math.round(performance.now() - started);
  if (await isSeeded(db)) {
    log('Demo data is already in; nothing to do.');
    return { skipped: true, ...EMPTY_COUNTS, durationMs: elapsed() };
  }

  const now = new Date();
  const plan = planDemoData(now);
  const [passwordHashes, files] = await Promise.all([
    hashPasswords([ADMIN, ...SELLER_USERS, ...DELIVERY_PERSONS, ...CUSTOMERS]),
    options.photos === false ? Promise.resolve(0) : storeArtwork(storage, plan.artwork),
  ]);
  log(`Demo data: ${files} images stored and passwords hashed in ${elapsed()} ms`);

  const counts = await db.transaction(async (tx) => {
    // Claiming the marker first makes a concurrent second seeder wait here, then skip.
    const claimed = await tx
      .insert(siteSettings)
      .values({ key: DEMO_DATA_MARKER, value: { version: DEMO_DATA_VERSION, seeded_at: now.toISOString() } })
      .onConflictDoNothing()
      .returning({ key: siteSettings.key });
    if (claimed.length === 0) return null;
    await tx
      .insert(siteSettings)
      .values(Object.entries(SITE_SETTINGS).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing();
    const geography = await insertGeography(tx);
    const companyIds = await insertCompanies(tx, geography.dhakaAreaIds);
    const people = await insertPeople(tx, companyIds, geography.dhakaAreaIds, passwordHashes);
    // Issue 14: pickup points, riders on duty around Dhaka, virtual riders (seed/delivery.ts).
    await seedDelivery(tx, companyIds);
    const catalog = await insertCatalog(tx, plan, companyIds);
    const content = await insertContent(tx, plan, now);
    // Issue 11: a pending and a rejected seller application, and audit lines to read.
    await insertAdminPanelDemo(tx, geography.dhakaAreaIds, now);
    // Issue 12: the demo seller's drafts, pending and rejected products (not counted as catalogue).
    await insertProductDrafts(tx, SELLER_USERS[0]?.company ?? '', now);
    // Issues 13–15: orders in every state, deliveries, cash, ledger lines, payouts and reviews.
    await insertDemoOrders(tx, now);
    return { ...geography.counts, ...people, ...catalog, ...content, companies: companyIds.size, files };
  });
  if (!counts) {
    log('Demo data was seeded by another process meanwhile; nothing to do.');
    return { skipped: true, ...EMPTY_COUNTS, durationMs: elapsed() };
  }
  const summary: SeedSummary = { skipped: false, ...counts, durationMs: elapsed() };
  log(
    `Demo data seeded in ${summary.durationMs} ms: ${summary.products} products, ${summary.categories} categories, ` +
      `${summary.companies} shops, ${summary.banners} banners, ${summary.users} users, ${summary.areas} areas`,
  );
  return summary;
}

async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db
    .select({ key: siteSettings.key })
    .from(siteSettings)
    .where(eq(siteSettings.key, DEMO_DATA_MARKER))
    .limit(1);
  return rows.length > 0;
}

async function hashPasswords(people: PersonSeed[]): Promise<Map<string, string>> {
  const hashes = await Promise.all(people.map((person) => hashPassword(person.password)));
  return new Map(people.map((person, index) => [person.email, hashes[index]!]));
}

/** Renders and stores every file, a few at a time (sharp and the disk both have their own pools). */
async function storeArtwork(storage: Storage, artwork: Artwork[]): Promise<number> {
  let next = 0;
  const worker = async () => {
    while (next < artwork.length) {
      const item = artwork[next++]!;
      const svg = item.draw();
      await storage.put(item.key, item.format === 'svg' ? Buffer.from(svg) : await renderWebp(svg));
    }
  };
  const workers = Math.max(2, Math.min(8, availableParallelism() * 2));
  await Promise.all(Array.from({ length: workers }, worker));
  return artwork.length;
}

function byKey<K>(rows: Array<{ id: number; key: K }>): Map<K, number> {
  return new Map(rows.map((row) => [row.key, row.id]));
}

function idOf<K, V = number>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo data: no ${what} ${String(key)}`);
  return value;
}

async function insertGeography(tx: Tx) {
  const divisions = loadBangladeshGeography();
  const regionIds = byKey(
    await tx
      .insert(regions)
      .values(
        divisions.map((division) => ({ code: division.code, name: division.name, name_bn: division.nameBn })),
      )
      .returning({ id: regions.id, key: regions.code }),
  );
  const districts = divisions.flatMap((division) =>
    division.districts.map((district) => ({ division: division.code, ...district })),
  );
  const cityIds = byKey(
    await tx
      .insert(cities)
      .values(
        districts.map((district) => ({
          region_id: idOf(regionIds, district.division, 'region'),
          code: district.code,
          name: district.name,
          name_bn: district.nameBn,
        })),
      )
      .returning({ id: cities.id, key: cities.code }),
  );
  const areaRows = districts.flatMap((district) =>
    district.areas.map((area) => ({
      city_id: idOf(cityIds, district.code, 'city'),
      name: area.name,
      name_bn: area.nameBn,
      latitude: area.latitude,
      longitude: area.longitude,
    })),
  );
  const insertedAreas = await tx
    .insert(areas)
    .values(areaRows)
    .returning({ id: areas.id, cityId: areas.city_id, name: areas.name });
  const dhakaCityId = idOf(cityIds, DHAKA_DISTRICT_CODE, 'city');
  const dhakaAreaIds = new Map(
    insertedAreas.filter((area) => area.cityId === dhakaCityId).map((area) => [area.name, area.id]),
  );
  return {
    dhakaAreaIds,
    counts: { regions: regionIds.size, cities: cityIds.size, areas: insertedAreas.length },
  };
}

async function insertCompanies(tx: Tx, dhakaAreaIds: Map<string, number>): Promise<Map<string, number>> {
  return byKey(
    await tx
      .insert(companies)
      .values(
        COMPANIES.map((company) => ({
          company_name: company.name,
          company_name_bn: company.nameBn,
          slug: company.slug,
          description: company.description,
          description_bn: company.descriptionBn,
          logo: companyLogoKey(company.slug),
          banner: companyBannerKey(company.slug),
          phone: company.phone,
          email: company.email,
          address: company.address,
          status: 'active' as const,
          approved_at: new Date('2026-01-15T10:00:00+06:00'),
          owner_name: company.owner,
          pickup_area_id: idOf(dhakaAreaIds, company.pickup.area, 'Dhaka area'),
          pickup_latitude: company.pickup.latitude,
          pickup_longitude: company.pickup.longitude,
          rating_sum: company.ratingSum,
          rating_count: company.ratingCount,
        })),
      )
      .returning({ id: companies.id, key: companies.slug }),
  );
}

async function insertPeople(
  tx: Tx,
  companyIds: Map<string, number>,
  dhakaAreaIds: Map<string, number>,
  passwordHashes: Map<string, string>,
) {
  const [superAdmin] = await tx
    .insert(userRoles)
    .values({ role_name: 'Super Admin', is_super: true })
    .returning({ id: userRoles.id });
  const verifiedAt = new Date();
  const user = (person: PersonSeed, userType: 1 | 2 | 3 | 4) => ({
    name: person.name,
    email: person.email,
    mobile: person.mobile,
    password_hash: idOf(passwordHashes, person.email, 'password hash for'),
    user_type: userType,
    status: 1,
    email_verified_at: verifiedAt,
    mobile_verified_at: verifiedAt,
  });
  const userIds = byKey(
    await tx
      .insert(users)
      .values([
        { ...user(ADMIN, 1), role_id: superAdmin!.id },
        ...SELLER_USERS.map((seller) => ({
          ...user(seller, 4),
          company_id: idOf(companyIds, seller.company, 'company'),
        })),
        ...DELIVERY_PERSONS.map((person) => user(person, 2)),
        ...CUSTOMERS.map((customer) => user(customer, 3)),
      ])
      .returning({ id: users.id, key: users.email }),
  );
  await tx.insert(customerInfos).values(
    CUSTOMERS.map((customer) => ({
      user_id: idOf(userIds, customer.email, 'user'),
      full_name: customer.name,
      phone: customer.mobile,
      gender: customer.gender,
      date_of_birth: customer.dateOfBirth,
    })),
  );
  const areaCentres = new Map(
    loadBangladeshGeography()
      .flatMap((division) => division.districts)
      .find((district) => district.code === DHAKA_DISTRICT_CODE)!
      .areas.map((area) => [area.name, area]),
  );
  await tx.insert(deliveryPersons).values(
    DELIVERY_PERSONS.map((person) => {
      const centre = areaCentres.get(person.area);
      if (!centre || centre.latitude === null || centre.longitude === null) {
        throw new Error(`Demo data: no coordinates for Dhaka area ${person.area}`);
      }
      // A few hundred metres from the area's centre, the same every run.
      const rnd = new SeededRandom(person.email);
      return {
        user_id: idOf(userIds, person.email, 'user'),
        full_name: person.name,
        phone: person.mobile,
        vehicle_type: person.vehicle,
        area_id: idOf(dhakaAreaIds, person.area, 'Dhaka area'),
        latitude: Number((centre.latitude + rnd.float(-0.004, 0.004)).toFixed(6)),
        longitude: Number((centre.longitude + rnd.float(-0.004, 0.004)).toFixed(6)),
        is_available: person.isAvailable,
        rating_sum: person.ratingSum,
        rating_count: person.ratingCount,
      };
    }),
  );
  return { users: userIds.size, deliveryPersons: DELIVERY_PERSONS.length, customers: CUSTOMERS.length };
}

async function insertCatalog(
  tx: Tx,
  plan: DemoPlan,
  companyIds: Map<string, number>,
): Promise<
  Pick<
    Counts,
    'categories' | 'brands' | 'tags' | 'products' | 'visibleProducts' | 'priceInfos' | 'productPhotos'
  >
> {
  const categoryRow = (category: (typeof CATEGORIES)[number], index: number) => ({
    category_name: category.name,
    category_name_bn: category.nameBn,
    slug: category.slug,
    icon: categoryIconKey(category.slug),
    sort_order: index + 1,
    show_on_body: category.showOnBody ?? false,
  });
  const topLevelIds = byKey(
    await tx
      .insert(categories)
      .values(CATEGORIES.filter((category) => !category.parent).map(categoryRow))
      .returning({ id: categories.id, key: categories.slug }),
  );
  const childIds = byKey(
    await tx
      .insert(categories)
      .values(
        CATEGORIES.filter((category) => category.parent).map((category, index) => ({
          ...categoryRow(category, index),
          parent_id: idOf(topLevelIds, category.parent!, 'category'),
        })),
      )
      .returning({ id: categories.id, key: categories.slug }),
  );
  const categoryIds = new Map([...topLevelIds, ...childIds]);

  const brandIds = byKey(
    await tx
      .insert(brands)
      .values(
        BRANDS.map((brand) => ({
          brand_name: brand.name,
          brand_name_bn: brand.nameBn,
          slug: brand.slug,
          logo: brandLogoKey(brand.slug),
        })),
      )
      .returning({ id: brands.id, key: brands.slug }),
  );
  const typeIds = byKey(
    await tx
      .insert(productTypes)
      .values(
        PRODUCT_TYPES.map((type) => ({
          type_title: type.title,
          type_title_bn: type.titleBn,
          slug: type.slug,
          requires_prescription: type.requiresPrescription ?? false,
        })),
      )
      .returning({ id: productTypes.id, key: productTypes.slug }),
  );
  const infoTypeIds = byKey(
    await tx
      .insert(productInfoTypes)
      .values(
        PRODUCT_INFO_TYPES.map((type) => ({ info_type_title: type.title, info_type_title_bn: type.titleBn })),
      )
      .returning({ id: productInfoTypes.id, key: productInfoTypes.info_type_title }),
  );
  const infoNameRows = Object.entries(PRODUCT_TYPE_INFO_NAMES).flatMap(([type, names]) =>
    names.map((info) => ({
      product_type_id: idOf(typeIds, type, 'product type'),
      info_type_id: idOf(
        infoTypeIds,
        PRODUCT_INFO_TYPES.find((infoType) => infoType.key === info.infoType)!.title,
        'product info type',
      ),
      info_name: info.name,
      info_name_bn: info.nameBn,
    })),
  );
  const insertedInfoNames = await tx.insert(productTypeInfoNames).values(infoNameRows).returning({
    id: productTypeInfoNames.id,
    typeId: productTypeInfoNames.product_type_id,
    name: productTypeInfoNames.info_name,
  });
  const infoNameIds = new Map(insertedInfoNames.map((row) => [`${row.typeId}:${row.name}`, row.id]));
  const priceTypeIds = byKey(
    await tx
      .insert(productPriceTypes)
      .values(
        PRICE_TYPES.map((type) => ({ type_title: type.title, type_title_bn: type.titleBn, slug: type.slug })),
      )
      .returning({ id: productPriceTypes.id, key: productPriceTypes.slug }),
  );
  const colorIds = byKey(
    await tx
      .insert(productColors)
      .values(
        COLORS.map((color) => ({
          color_name: color.name,
          color_name_bn: color.nameBn,
          color_code: color.code,
        })),
      )
      .returning({ id: productColors.id, key: productColors.color_name }),
  );
  const insertedSizes = await tx
    .insert(productSizes)
    .values(
      SIZES.flatMap((group) =>
        group.names.map((name, index) => ({ size_name: name, size_type: group.type, sort_order: index + 1 })),
      ),
    )
    .returning({ id: productSizes.id, type: productSizes.size_type, name: productSizes.size_name });
  const sizeIds = new Map(insertedSizes.map((size) => [`${size.type}:${size.name}`, size.id]));
  const tagIds = byKey(
    await tx
      .insert(tags)
      .values(TAGS.map((tag) => ({ tag_name: tag.name, tag_name_bn: tag.nameBn, slug: tag.slug })))
      .returning({ id: tags.id, key: tags.slug }),
  );

  const productIds = byKey(
    await tx
      .insert(products)
      .values(
        plan.products.map((product) => {
          const seed = product.seed;
          const warranty = seed.warranty ?? NO_WARRANTY;
          return {
            company_id: idOf(companyIds, product.company, 'company'),
            category_id: idOf(categoryIds, seed.category, 'category'),
            brand_id: seed.brand ? idOf(brandIds, seed.brand, 'brand') : null,
            product_type_id: idOf(typeIds, seed.type, 'product type'),
            product_title: seed.title,
            product_title_bn: seed.titleBn,
            slug: product.slug,
            description: product.description,
            description_bn: product.descriptionBn,
            status: product.status,
            approval: product.approval,
            warranty_type: warranty.type,
            warranty_time: warranty.time,
            warranty_calendar: warranty.calendar,
            return_days: product.returnDays,
            return_policy: product.returnPolicy,
            return_policy_bn: product.returnPolicyBn,
            gender: seed.gender ?? 4,
            sold_count: product.soldCount,
            view_count: product.viewCount,
            search_text: product.searchText,
            created_at: product.createdAt,
            updated_at: product.createdAt,
          };
        }),
      )
      .returning({ id: products.id, key: products.slug }),
  );

  const priceRows = plan.products.flatMap((product) =>
    product.prices.map((price, index) => ({
      product_id: idOf(productIds, product.slug, 'product'),
      price_type_id: idOf(priceTypeIds, price.priceType, 'price type'),
      price: price.price,
      discount_price: price.discountPrice,
      min_qty: price.minQty,
      max_qty: price.maxQty,
      stock: price.stock,
      sort_order: index + 1,
    })),
  );
  await tx.insert(productPriceInfos).values(priceRows);
  const photoRows = plan.products.flatMap((product) =>
    product.photos.map((photo, index) => ({
      product_id: idOf(productIds, product.slug, 'product'),
      path: photo.path,
      width: photo.width,
      height: photo.height,
      alt: photo.alt,
      sort_order: index + 1,
    })),
  );
  await tx.insert(productPhotos).values(photoRows);
  await tx.insert(productTags).values(
    plan.products.flatMap((product) =>
      product.seed.tags.map((tag) => ({
        product_id: idOf(productIds, product.slug, 'product'),
        tag_id: idOf(tagIds, tag, 'tag'),
      })),
    ),
  );
  const colorLinks = plan.products.flatMap((product) =>
    (product.seed.colors ?? []).map((color) => ({
      product_id: idOf(productIds, product.slug, 'product'),
      color_id: idOf(colorIds, color, 'colour'),
    })),
  );
  if (colorLinks.length > 0) await tx.insert(productColorLinks).values(colorLinks);
  const sizeLinks = plan.products.flatMap((product) =>
    (product.seed.sizes ?? []).map((size) => ({
      product_id: idOf(productIds, product.slug, 'product'),
      size_id: idOf(sizeIds, size, 'size'),
    })),
  );
  if (sizeLinks.length > 0) await tx.insert(productSizeLinks).values(sizeLinks);
  const infoRows = plan.products.flatMap((product) => {
    const typeId = idOf(typeIds, product.seed.type, 'product type');
    return Object.entries(product.seed.infos ?? {}).map(([name, [value, valueBn]]) => ({
      product_id: idOf(productIds, product.slug, 'product'),
      type_info_name_id: idOf(infoNameIds, `${typeId}:${name}`, 'attribute'),
      value,
      value_bn: valueBn,
    }));
  });
  if (infoRows.length > 0) await tx.insert(productInfos).values(infoRows);

  return {
    categories: categoryIds.size,
    brands: brandIds.size,
    tags: tagIds.size,
    products: productIds.size,
    visibleProducts: plan.products.filter(
      (product) => product.status === 'active' && product.approval === 'approved',
    ).length,
    priceInfos: priceRows.length,
    productPhotos: photoRows.length,
  };
}

async function insertContent(
  tx: Tx,
  plan: DemoPlan,
  now: Date,
): Promise<Pick<Counts, 'banners' | 'staticPages'>> {
  await tx.insert(promotionalBanners).values(
    BANNERS.map((banner, index) => {
      const planned = plan.banners[index]!;
      return {
        banner_title: banner.title,
        banner_title_bn: banner.titleBn,
        promotional_link: banner.link,
        desktop_banner_image: planned.desktop,
        mobile_banner_image: planned.mobile,
        display_type: banner.displayType,
        schedule_type: banner.schedule ? 1 : 0,
        starts_at: planned.startsAt,
        ends_at: planned.endsAt,
        sort_order: index + 1,
        created_at: now,
        updated_at: now,
      };
    }),
  );
  await tx.insert(staticPages).values(
    STATIC_PAGES.map((page, index) => ({
      title: page.title,
      title_bn: page.titleBn,
      slug: page.slug,
      body: textToHtml(page.body.join('\n\n')),
      body_bn: textToHtml(page.bodyBn.join('\n\n')),
      display_on: page.displayOn,
      sort_order: index + 1,
    })),
  );
  return { banners: BANNERS.length, staticPages: STATIC_PAGES.length };
}

/**
 * The demo users (DEMO_ACCOUNTS and the others of people-data.ts) that still sign in with the
 * password published in this repository and the README: anyone who can reach the server could
 * sign in as them. Answers their e-mail addresses, the admin first.
 */
export async function demoUsersWithPublishedPasswords(db: Db): Promise<string[]> {
  const people = [ADMIN, ...SELLER_USERS, ...DELIVERY_PERSONS, ...CUSTOMERS];
  const rows = await db
    .select({ email: users.email, password_hash: users.password_hash })
    .from(users)
    .where(
      inArray(
        users.email,
        people.map((person) => person.email),
      ),
    );
  const hashes = new Map(rows.map((row) => [row.email, row.password_hash]));
  const published = await Promise.all(
    people.map(async (person) => {
      const hash = hashes.get(person.email);
      return hash && (await verifyPassword(hash, person.password)) ? person.email : null;
    }),
  );
  return published.filter((email): email is string => email !== null);
}
