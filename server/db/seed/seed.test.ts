import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#server/db/client.ts';
import { addresses } from '#server/modules/addresses/schema.ts';
import { searchWords } from '#server/modules/catalog/api.ts';
import {
  brands,
  categories,
  productPhotos,
  productPriceInfos,
  productPriceTypes,
  products,
  productTags,
  productTypes,
  tags,
} from '#server/modules/catalog/schema.ts';
import { promotionalBanners, siteSettings, staticPages } from '#server/modules/content/schema.ts';
import { deliveryCashEntries, deliveryEarnings, deliveryPersons } from '#server/modules/delivery/schema.ts';
import { areas, cities, regions } from '#server/modules/geo/schema.ts';
import { orderTimeline, sellerOrders } from '#server/modules/orders/schema.ts';
import { reviews } from '#server/modules/reviews/schema.ts';
import { sellerLedgerLines } from '#server/modules/seller-desk/schema.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import { verifyPassword } from '#server/modules/users/api.ts';
import { customerInfos, userRoles, users } from '#server/modules/users/schema.ts';
import { createLocalStorage, type Storage } from '#server/storage/storage.ts';
import { VIRTUAL_RIDERS } from './delivery.ts';
import { planDemoData, slugify } from './demo-plan.ts';
import { DEMO_ACCOUNTS, type SeedSummary, seedDemoData } from './index.ts';

const BENGALI = /[\u0980-\u09ff]/;
const DHAKA = { latitude: 23.727929, longitude: 90.410545 };
const SLOW = 120_000;

function kilometresBetween(a: { latitude: number; longitude: number }, b: typeof a): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** A storage that remembers what was put, and fails the test if anything is. */
function recordingStorage(): Storage & { keys: string[] } {
  const keys: string[] = [];
  return {
    keys,
    async put(key) {
      keys.push(key);
    },
    async read() {
      return null;
    },
    async exists() {
      return false;
    },
    async delete() {},
  };
}

describe('planDemoData', () => {
  it('plans the same rows and pictures on every run, apart from dates', () => {
    const first = planDemoData(new Date('2026-01-01T00:00:00Z'));
    const second = planDemoData(new Date('2026-03-01T00:00:00Z'));
    const withoutDates = (plan: typeof first) =>
      plan.products.map(({ createdAt: _createdAt, ...product }) => product);
    expect(withoutDates(second)).toEqual(withoutDates(first));
    expect(second.artwork.map((item) => item.key)).toEqual(first.artwork.map((item) => item.key));
    expect(second.artwork[20]!.draw()).toBe(first.artwork[20]!.draw());
  });

  it('never draws text, which would need fonts the machine may not have', () => {
    for (const item of planDemoData(new Date()).artwork)
      expect(item.draw()).not.toMatch(/<text|<tspan|font-family/);
  });

  it('slugs titles to lower-case ASCII words joined by hyphens', () => {
    expect(slugify('Men’s Cotton Panjabi')).toBe('mens-cotton-panjabi');
    expect(slugify('Walton Primo Smartphone (4/64 GB)')).toBe('walton-primo-smartphone-4-64-gb');
    expect(slugify('Walton Ceiling Fan 56"')).toBe('walton-ceiling-fan-56');
  });
});

describe('seedDemoData without photos', () => {
  let database: Database;
  let summary: SeedSummary;
  const storage = recordingStorage();

  beforeAll(async () => {
    database = await openDatabase({ dataDir: undefined });
    await database.migrate();
    summary = await seedDemoData(database.db, storage, { photos: false });
  }, SLOW);

  afterAll(async () => {
    await database?.close();
  });

  it('reports what it wrote and stores no files', () => {
    expect(summary.skipped).toBe(false);
    expect(summary.files).toBe(0);
    expect(storage.keys).toEqual([]);
    expect(summary.products).toBeGreaterThanOrEqual(80);
    expect(summary.visibleProducts).toBeGreaterThanOrEqual(80);
    expect(summary.categories).toBeGreaterThanOrEqual(8);
    expect(summary.companies).toBe(4);
    expect(summary.banners).toBeGreaterThanOrEqual(6);
  });

  it('seeds at least 8 categories with icons, some shown on the home page body and some sub-categories', async () => {
    const rows = await database.db.select().from(categories);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const row of rows) {
      expect(row.icon).toBe(`categories/${row.slug}.svg`);
      expect(row.category_name_bn).toMatch(BENGALI);
    }
    expect(rows.filter((row) => row.show_on_body).length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.parent_id !== null).length).toBeGreaterThan(0);
  });

  it('seeds four active shops with logos, banners and ratings', async () => {
    const all = await database.db.select().from(companies);
    // Besides the four shops, the admin panel's demo (seed/admin-panel.ts) has two applications.
    expect(
      all
        .filter((row) => row.status !== 'active')
        .map((row) => row.status)
        .sort(),
    ).toEqual(['pending', 'rejected']);
    const rows = all.filter((row) => row.status === 'active');
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.status).toBe('active');
      expect(row.logo).toMatch(/^companies\/.+-logo\.webp$/);
      expect(row.banner).toMatch(/^companies\/.+-banner\.webp$/);
      expect(row.company_name_bn).toMatch(BENGALI);
      expect(row.description_bn).toMatch(BENGALI);
      expect(row.rating_count).toBeGreaterThan(0);
      expect(row.rating_sum).toBeLessThanOrEqual(row.rating_count * 5);
    }
  });

  it('gives every product a Bengali title, a unique slug, searchable text and 3 to 5 tags', async () => {
    // The catalogue: the demo seller's drafts and products waiting for review (seed/product-drafts.ts) are not in it.
    const rows = await database.db.select().from(products).where(eq(products.approval, 'approved'));
    expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.product_title_bn).toMatch(BENGALI);
      expect(row.description_bn).toMatch(BENGALI);
      expect(row.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const words = new Set(row.search_text.split(' '));
      for (const word of searchWords(`${row.product_title} ${row.product_title_bn}`))
        expect(words).toContain(word);
    }
    const tagCounts = await database.db
      .select({ productId: productTags.product_id, tags: count() })
      .from(productTags)
      .innerJoin(products, eq(products.id, productTags.product_id))
      .where(eq(products.approval, 'approved'))
      .groupBy(productTags.product_id);
    expect(tagCounts).toHaveLength(rows.length);
    for (const row of tagCounts) {
      expect(row.tags).toBeGreaterThanOrEqual(3);
      expect(row.tags).toBeLessThanOrEqual(5);
    }
  });

  it('spreads products over every category and every shop', async () => {
    const byCategory = await database.db
      .select({ categoryId: products.category_id, products: count() })
      .from(products)
      .groupBy(products.category_id);
    const categoryCount = await database.db.select({ n: count() }).from(categories);
    expect(byCategory).toHaveLength(categoryCount[0]!.n);
    const byCompany = await database.db
      .select({ companyId: products.company_id, products: count() })
      .from(products)
      .groupBy(products.company_id);
    expect(byCompany).toHaveLength(4);
  });

  it('keeps a few products hidden: pending approval or still drafts', async () => {
    const hidden = await database.db
      .select({ status: products.status, approval: products.approval })
      .from(products)
      .where(sql`${products.status} <> 'active' or ${products.approval} <> 'approved'`);
    expect(hidden.length).toBeGreaterThanOrEqual(2);
    expect(hidden.some((row) => row.status === 'draft')).toBe(true);
    expect(hidden.some((row) => row.status === 'active' && row.approval === 'pending')).toBe(true);
  });

  it('prices every product in 2 or 3 units, with sane limits, discounts and stock', async () => {
    const prices = await database.db.select().from(productPriceInfos);
    const perProduct = new Map<number, number>();
    for (const price of prices) {
      perProduct.set(price.product_id, (perProduct.get(price.product_id) ?? 0) + 1);
      expect(price.price).toBeGreaterThan(0);
      expect(Number.isInteger(price.price)).toBe(true);
      expect(price.min_qty).toBeGreaterThanOrEqual(1);
      expect(price.max_qty).toBeGreaterThanOrEqual(price.min_qty);
      expect(price.stock).toBeGreaterThanOrEqual(0);
      if (price.discount_price !== null) expect(price.discount_price).toBeLessThan(price.price);
    }
    const productCount = (await database.db.select({ n: count() }).from(products))[0]!.n;
    expect(perProduct.size).toBe(productCount);
    for (const n of perProduct.values()) expect([2, 3]).toContain(n);
    expect(prices.filter((price) => price.discount_price !== null).length).toBeGreaterThan(10);
    expect(prices.filter((price) => price.stock === 0).length).toBeGreaterThanOrEqual(2);
    expect(prices.filter((price) => price.stock > 0 && price.stock < 5).length).toBeGreaterThanOrEqual(3);
    const priceTypes = await database.db.select().from(productPriceTypes);
    for (const type of priceTypes) expect(type.type_title_bn).toMatch(BENGALI);
  });

  it('records 1 to 3 square WebP photos per product, with the English title as alt text', async () => {
    const photos = await database.db
      .select({
        path: productPhotos.path,
        width: productPhotos.width,
        height: productPhotos.height,
        alt: productPhotos.alt,
        title: products.product_title,
        slug: products.slug,
      })
      .from(productPhotos)
      .innerJoin(products, eq(productPhotos.product_id, products.id))
      .where(eq(products.approval, 'approved'));
    const perProduct = new Map<string, number>();
    for (const photo of photos) {
      perProduct.set(photo.slug, (perProduct.get(photo.slug) ?? 0) + 1);
      expect(photo.path).toMatch(new RegExp(`^products/${photo.slug}-[1-3]\\.webp$`));
      expect([photo.width, photo.height]).toEqual([800, 800]);
      expect(photo.alt).toBe(photo.title);
    }
    for (const n of perProduct.values()) expect(n).toBeGreaterThanOrEqual(1);
    for (const n of perProduct.values()) expect(n).toBeLessThanOrEqual(3);
  });

  it('marks prescription medicine and seeds brands and tags in both languages', async () => {
    const types = await database.db.select().from(productTypes);
    expect(types.some((type) => type.requires_prescription)).toBe(true);
    const brandRows = await database.db.select().from(brands);
    expect(brandRows.length).toBeGreaterThanOrEqual(10);
    for (const brand of brandRows) expect(brand.brand_name_bn).toMatch(BENGALI);
    const tagRows = await database.db.select().from(tags);
    expect(tagRows.length).toBeGreaterThanOrEqual(20);
    for (const tag of tagRows) expect(tag.tag_name_bn).toMatch(BENGALI);
  });

  it('seeds banners of both display types, one running on schedule and one not started yet', async () => {
    const rows = await database.db.select().from(promotionalBanners);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.some((row) => row.display_type === 1)).toBe(true);
    expect(rows.some((row) => row.display_type === 2)).toBe(true);
    const now = Date.now();
    const scheduled = rows.filter((row) => row.schedule_type === 1);
    expect(scheduled.some((row) => row.starts_at!.getTime() <= now && now < row.ends_at!.getTime())).toBe(
      true,
    );
    expect(scheduled.some((row) => row.starts_at!.getTime() > now)).toBe(true);
    const productSlugs = new Set(
      (await database.db.select({ slug: products.slug }).from(products)).map((p) => p.slug),
    );
    const categorySlugs = new Set(
      (await database.db.select({ slug: categories.slug }).from(categories)).map((c) => c.slug),
    );
    for (const row of rows) {
      expect(row.banner_title_bn).toMatch(BENGALI);
      expect(row.desktop_banner_image).toMatch(/^banners\/.+-desktop\.webp$/);
      expect(row.mobile_banner_image).toMatch(/^banners\/.+-mobile\.webp$/);
      const link = row.promotional_link ?? '';
      const product = /^\/products\/(.+)$/.exec(link)?.[1];
      const category = /^\/search\?category=(.+)$/.exec(link)?.[1];
      expect(product ? productSlugs.has(product) : category ? categorySlugs.has(category) : false).toBe(true);
    }
  });

  it('seeds the footer pages as paragraphs of safe HTML in both languages', async () => {
    const rows = await database.db.select().from(staticPages);
    const slugs = rows.map((row) => row.slug);
    expect(slugs).toEqual(expect.arrayContaining(['about-us', 'terms-and-conditions', 'privacy-policy']));
    for (const row of rows) {
      // What the rich-text editor writes and the server's sanitizer keeps (migration 0017).
      for (const body of [row.body, row.body_bn]) {
        expect(body).toMatch(/^<p>/);
        expect(body.match(/<p>/g)?.length).toBeGreaterThan(1);
        expect(body).not.toMatch(/<(?!\/?(p|h[2-4]|strong|em|ul|ol|li|a|br)\b)[a-z]/i);
      }
      expect(row.body_bn).toMatch(BENGALI);
      expect(row.title_bn).toMatch(BENGALI);
      expect(row.display_on).toContain(3);
    }
  });

  it('seeds the site settings: basic config, VAT 0 and a ৳20 delivery fee', async () => {
    const rows = new Map((await database.db.select().from(siteSettings)).map((row) => [row.key, row.value]));
    expect(rows.get('site_basic_config')).toMatchObject({ site_name: 'Haat', domain: 'haat.com.bd' });
    expect(rows.get('vat')).toEqual({ percent: 0 });
    expect(rows.get('delivery_fee_default')).toEqual({ poisha: 2000 });
    expect(rows.get('demo_data')).toMatchObject({ version: 1 });
  });

  it('seeds 8 divisions and 64 districts with Bengali names and statistics bureau codes', async () => {
    const regionRows = await database.db.select().from(regions);
    expect(regionRows).toHaveLength(8);
    expect(regionRows.find((row) => row.code === '30')).toMatchObject({ name: 'Dhaka', name_bn: 'ঢাকা' });
    const cityRows = await database.db.select().from(cities);
    expect(cityRows).toHaveLength(64);
    for (const row of [...regionRows, ...cityRows]) expect(row.name_bn).toMatch(BENGALI);
    const dhaka = cityRows.find((row) => row.code === '26');
    expect(dhaka).toMatchObject({ name: 'Dhaka', name_bn: 'ঢাকা' });
    const dhakaAreas = await database.db.select().from(areas).where(eq(areas.city_id, dhaka!.id));
    const names = dhakaAreas.map((area) => area.name);
    expect(names).toEqual(expect.arrayContaining(['Dhanmondi', 'Gulshan', 'Mirpur', 'Uttara', 'Motijheel']));
    for (const area of dhakaAreas.filter((row) => row.latitude !== null)) {
      expect(kilometresBetween(DHAKA, { latitude: area.latitude!, longitude: area.longitude! })).toBeLessThan(
        25,
      );
    }
  });

  it('places 5 delivery persons around Dhaka, within 15 km of the default map point', async () => {
    const all = await database.db
      .select({ person: deliveryPersons, user: users })
      .from(deliveryPersons)
      .innerJoin(users, eq(deliveryPersons.user_id, users.id));
    // Besides them, the virtual riders of the delivery simulation (seed/delivery.ts).
    const rows = all.filter((row) => !row.user.email?.endsWith('.virtual@haat.test'));
    expect(all.length - rows.length).toBe(VIRTUAL_RIDERS);
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((row) => row.person.area_id)).size).toBe(5);
    for (const { person, user } of rows) {
      expect(user.user_type).toBe(2);
      expect(user.status).toBe(1);
      expect(person.phone).toMatch(/^\+8801[3-9]\d{8}$/);
      expect(
        kilometresBetween(DHAKA, { latitude: person.latitude!, longitude: person.longitude! }),
      ).toBeLessThan(15);
    }
  });

  it('creates one working account per role', async () => {
    expect(DEMO_ACCOUNTS.map((account) => account.role).sort()).toEqual([
      'admin',
      'customer',
      'delivery',
      'seller',
    ]);
    const expectedType = { admin: 1, delivery: 2, customer: 3, seller: 4 } as const;
    const [firstCompany] = await database.db.select().from(companies).orderBy(companies.id).limit(1);
    for (const account of DEMO_ACCOUNTS) {
      expect(account.password.length).toBeGreaterThanOrEqual(10);
      const [user] = await database.db.select().from(users).where(eq(users.email, account.email));
      expect(user, account.email).toBeDefined();
      expect(user!.user_type).toBe(expectedType[account.role]);
      expect(user!.status).toBe(1);
      expect(user!.email_verified_at).not.toBeNull();
      expect(await verifyPassword(user!.password_hash, account.password)).toBe(true);
      expect(await verifyPassword(user!.password_hash, `${account.password}x`)).toBe(false);
      if (account.role === 'admin') {
        const [role] = await database.db.select().from(userRoles).where(eq(userRoles.id, user!.role_id!));
        expect(role).toMatchObject({ role_name: 'Super Admin', is_super: true });
      }
      if (account.role === 'seller') expect(user!.company_id).toBe(firstCompany!.id);
      if (account.role === 'customer') {
        const profile = await database.db
          .select()
          .from(customerInfos)
          .where(eq(customerInfos.user_id, user!.id));
        expect(profile).toHaveLength(1);
      }
    }
  });

  it('gives every shop a seller and seeds a few more customers', async () => {
    const sellers = await database.db.select().from(users).where(eq(users.user_type, 4));
    expect(new Set(sellers.map((seller) => seller.company_id)).size).toBe(4);
    const customers = await database.db.select().from(customerInfos);
    expect(customers.length).toBeGreaterThanOrEqual(3);
  });

  it('gives the demo customer a saved Dhaka address, pinned and the default, as the checkout saves one', async () => {
    const [customer] = await database.db.select().from(users).where(eq(users.email, 'customer@haat.test'));
    const saved = await database.db
      .select({
        address: addresses,
        area: areas.name,
        areaCity: areas.city_id,
        city: cities.name,
        cityRegion: cities.region_id,
      })
      .from(addresses)
      .innerJoin(areas, eq(areas.id, addresses.area_id))
      .innerJoin(cities, eq(cities.id, addresses.city_id))
      .where(eq(addresses.user_id, customer!.id));
    expect(saved).toHaveLength(1);
    const [{ address, area, areaCity, city, cityRegion }] = saved as [(typeof saved)[number]];
    expect({ area, city }).toEqual({ area: 'Dhanmondi', city: 'Dhaka' });
    // The same nesting the address service checks: the area in the city, the city in the division.
    expect(areaCity).toBe(address.city_id);
    expect(cityRegion).toBe(address.region_id);
    expect(address).toMatchObject({
      label: 'home',
      full_name: 'Nusrat Jahan',
      phone: '+8801711000020',
      is_default_shipping: true,
      is_default_billing: true,
    });
    expect(
      kilometresBetween(DHAKA, { latitude: address.latitude!, longitude: address.longitude! }),
    ).toBeLessThan(15);
  });

  it('gives the demo shop an orders-only team member who signs in with the printed password', async () => {
    const [owner] = await database.db.select().from(users).where(eq(users.email, 'seller@haat.test'));
    const [member] = await database.db.select().from(users).where(eq(users.email, 'staff@haat.test'));
    expect(owner!.seller_role).toBe('owner');
    expect(member).toMatchObject({
      user_type: 4,
      status: 1,
      company_id: owner!.company_id,
      seller_role: 'orders',
    });
    expect(await verifyPassword(member!.password_hash, 'haat-staff-2026')).toBe(true);
  });

  it('gives the demo seller orders in every state of the last 30 days, with timelines and a ledger', async () => {
    const [seller] = await database.db.select().from(users).where(eq(users.email, 'seller@haat.test'));
    const parts = await database.db
      .select()
      .from(sellerOrders)
      .where(eq(sellerOrders.company_id, seller!.company_id!));
    const open = parts.filter((part) => part.cancelled_at === null);
    expect(new Set(open.map((part) => part.status))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(parts.filter((part) => part.cancelled_at !== null).every((part) => part.cancel_reason)).toBe(true);
    expect(parts.some((part) => part.cancelled_at !== null)).toBe(true);
    const days = new Set(parts.map((part) => part.created_at.toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThan(15);
    for (const part of parts) expect(part.total).toBe(part.subtotal + part.vat + part.delivery_fee);
    // Every part's timeline reaches its status; every delivered part has its ledger lines.
    const timeline = await database.db.select().from(orderTimeline);
    for (const part of open) {
      expect(
        Math.max(...timeline.filter((entry) => entry.seller_order_id === part.id).map((e) => e.status)),
      ).toBe(part.status);
    }
    const lines = await database.db
      .select()
      .from(sellerLedgerLines)
      .where(eq(sellerLedgerLines.company_id, seller!.company_id!));
    const delivered = open.filter((part) => part.status === 6);
    expect(new Set(lines.filter((line) => line.kind === 'sale').map((line) => line.seller_order_id))).toEqual(
      new Set(delivered.map((part) => part.id)),
    );
    const balance = lines.reduce((sum, line) => sum + line.amount, 0);
    expect(lines.some((line) => line.kind === 'payout')).toBe(true);
    expect(balance).toBeGreaterThan(0);
  });

  it('gives the demo delivery person deliveries, cash handed in, one order on its way', async () => {
    const [rider] = await database.db
      .select({ id: deliveryPersons.id })
      .from(deliveryPersons)
      .innerJoin(users, eq(users.id, deliveryPersons.user_id))
      .where(eq(users.email, 'delivery@haat.test'));
    const held = await database.db
      .select()
      .from(sellerOrders)
      .where(eq(sellerOrders.delivery_person_id, rider!.id));
    const active = held.filter((part) => part.status < 6 && part.cancelled_at === null);
    expect(active.map((part) => part.status)).toContain(5);
    // Below the active-orders limit (3, delivery settings): offers still reach them on a fresh start.
    expect(active.length).toBeLessThan(3);
    const delivered = held.filter((part) => part.status === 6);
    expect(delivered.length).toBeGreaterThan(3);
    const earned = await database.db
      .select()
      .from(deliveryEarnings)
      .where(eq(deliveryEarnings.delivery_person_id, rider!.id));
    expect(new Set(earned.map((row) => row.seller_order_id))).toEqual(
      new Set(delivered.map((part) => part.id)),
    );
    const cash = await database.db
      .select()
      .from(deliveryCashEntries)
      .where(eq(deliveryCashEntries.delivery_person_id, rider!.id));
    const inHand = cash.reduce((sum, row) => sum + (row.kind === 'collected' ? row.amount : -row.amount), 0);
    expect(cash.some((row) => row.kind === 'deposited')).toBe(true);
    expect(inHand).toBeGreaterThanOrEqual(0);
  });

  it('seeds reviews of delivered orders only, and product ratings equal to their visible reviews', async () => {
    const all = await database.db.select().from(reviews);
    expect(all.length).toBeGreaterThan(20);
    expect(all.some((review) => review.seller_reply)).toBe(true);
    expect(all.some((review) => review.report_count > 0)).toBe(true);
    const parts = new Map((await database.db.select().from(sellerOrders)).map((part) => [part.id, part]));
    for (const review of all) expect(parts.get(review.seller_order_id)?.status).toBe(6);
    // None is dated later than now: a product page showed tomorrow's date under today's deliveries' reviews.
    const latest = Math.max(...all.map((review) => review.created_at.getTime()));
    expect(latest).toBeLessThanOrEqual(Date.now());
    const rated = await database.db.select().from(products).where(sql`${products.rating_count} > 0`);
    for (const product of rated) {
      const mine = all.filter((review) => review.kind === 'product' && review.product_id === product.id);
      expect(product.rating_count).toBe(mine.length);
      expect(product.rating_sum).toBe(mine.reduce((sum, review) => sum + review.rating, 0));
    }
    expect(rated.length).toBeGreaterThan(5);
  });

  it('does nothing the second time', async () => {
    const tables = [
      products,
      productPriceInfos,
      categories,
      users,
      areas,
      promotionalBanners,
      siteSettings,
      addresses,
    ] as const;
    const countAll = () =>
      Promise.all(tables.map(async (table) => (await database.db.select({ n: count() }).from(table))[0]!.n));
    const before = await countAll();
    const again = await seedDemoData(database.db, storage, { photos: false });
    expect(again.skipped).toBe(true);
    expect(again.products).toBe(0);
    expect(await countAll()).toEqual(before);
  });
});

describe('seedDemoData with photos', () => {
  let database: Database;
  let mediaRoot: string;
  let summary: SeedSummary;

  beforeAll(async () => {
    mediaRoot = await mkdtemp(join(tmpdir(), 'haat-seed-media-'));
    database = await openDatabase({ dataDir: undefined });
    await database.migrate();
    summary = await seedDemoData(database.db, createLocalStorage(mediaRoot));
  }, SLOW);

  afterAll(async () => {
    await database?.close();
    if (mediaRoot) await rm(mediaRoot, { recursive: true, force: true });
  });

  it('stores a file for every photo, logo, banner and icon it records', async () => {
    const storage = createLocalStorage(mediaRoot);
    const keys = [
      ...(await database.db.select({ key: productPhotos.path }).from(productPhotos)).map((row) => row.key),
      ...(await database.db.select({ key: categories.icon }).from(categories)).map((row) => row.key!),
      ...(await database.db.select({ key: brands.logo }).from(brands)).map((row) => row.key!),
      ...(
        await database.db.select({ logo: companies.logo, banner: companies.banner }).from(companies)
      ).flatMap((row) => [row.logo, row.banner].filter((key): key is string => key !== null)),
      ...(
        await database.db
          .select({
            desktop: promotionalBanners.desktop_banner_image,
            mobile: promotionalBanners.mobile_banner_image,
          })
          .from(promotionalBanners)
      ).flatMap((row) => [row.desktop, row.mobile]),
    ];
    // A draft reuses its approved original's photo files: each file is stored once.
    expect(summary.files).toBe(new Set(keys).size);
    const missing: string[] = [];
    for (const key of keys) if (!(await storage.exists(key))) missing.push(key);
    expect(missing).toEqual([]);
  });

  it('renders product photos as WebP of the recorded size', async () => {
    const photos = await database.db.select().from(productPhotos).orderBy(productPhotos.id).limit(3);
    for (const photo of photos) {
      const metadata = await sharp(join(mediaRoot, photo.path)).metadata();
      expect(metadata.format).toBe('webp');
      expect([metadata.width, metadata.height]).toEqual([photo.width, photo.height]);
    }
  });

  it('renders banners at desktop and mobile sizes, and icons as SVG without text', async () => {
    const [banner] = await database.db.select().from(promotionalBanners).limit(1);
    const desktop = await sharp(join(mediaRoot, banner!.desktop_banner_image)).metadata();
    expect([desktop.format, desktop.width, desktop.height]).toEqual(['webp', 1600, 500]);
    const mobile = await sharp(join(mediaRoot, banner!.mobile_banner_image)).metadata();
    expect([mobile.format, mobile.width, mobile.height]).toEqual(['webp', 800, 400]);
    const [category] = await database.db.select().from(categories).limit(1);
    const icon = await readFile(join(mediaRoot, category!.icon!), 'utf8');
    expect(icon).toMatch(/^<svg /);
    expect(icon).not.toContain('<text');
  });
});
