import { availableParallelism } from 'node:os';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { siteSettings } from '#server/modules/content/schema.ts';
import type { Storage } from '#server/storage/storage.ts';
import { insertAdminPanelDemo } from './admin-panel.ts';
import { type Artwork, renderWebp } from './artwork.ts';
import { insertCatalog } from './catalog.ts';
import { insertContent } from './content.ts';
import { SITE_SETTINGS } from './content-data.ts';
import { seedDelivery } from './delivery.ts';
import { planDemoData } from './demo-plan.ts';
import { insertGeography } from './geography.ts';
import type { SeedCounts } from './keys.ts';
import { insertDemoOrders } from './orders.ts';
import { hashPasswords, insertPeople } from './people.ts';
import { ADMIN, CUSTOMERS, DELIVERY_PERSONS, SELLER_STAFF, SELLER_USERS } from './people-data.ts';
import { insertProductDrafts } from './product-drafts.ts';
import { insertCompanies } from './sellers.ts';

export { demoUsersWithPublishedPasswords } from './people.ts';
export { DEMO_ACCOUNTS, DEMO_SHARED_PASSWORD, type DemoAccount, SELLER_STAFF } from './people-data.ts';

/** Bump when the demo data changes shape; stored in the `demo_data` marker. */
export const DEMO_DATA_VERSION = 1;
/** The `site_settings` key whose row says the demo data is in. */
export const DEMO_DATA_MARKER = 'demo_data';

export interface SeedOptions {
  /** Generate and store the image files (default true). Rows and keys are the same either way. */
  photos?: boolean;
  log?: (message: string) => void;
}

export interface SeedSummary extends SeedCounts {
  /** True when the marker was already there and nothing was written. */
  skipped: boolean;
  durationMs: number;
}

const EMPTY_COUNTS: SeedCounts = {
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
    hashPasswords([ADMIN, ...SELLER_USERS, ...SELLER_STAFF, ...DELIVERY_PERSONS, ...CUSTOMERS]),
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
