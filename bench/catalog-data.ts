import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { brands, categories, productPriceTypes, products, tags } from '#server/modules/catalog/schema.ts';
import { refreshSearchText } from '#server/modules/catalog/search-index.ts';
import { companies } from '#server/modules/sellers/schema.ts';

/*
 * A large, believable catalog for the benchmark, written set-wise (INSERT … SELECT over
 * generate_series), so 100 000 products take seconds, not minutes. Titles combine a brand, an
 * adjective, a product noun and a model number, in English and Bengali; one product in twenty is
 * hidden (draft, pending, or of a suspended seller) so the visibility rule has work to do.
 */

/** Product nouns in English and Bengali; the benchmark's search queries use them too. */
export const NOUNS: ReadonlyArray<readonly [string, string]> = [
  ['Rice', 'চাল'],
  ['Lentils', 'ডাল'],
  ['Soybean Oil', 'সয়াবিন তেল'],
  ['Tea', 'চা'],
  ['Biscuit', 'বিস্কুট'],
  ['Panjabi', 'পাঞ্জাবি'],
  ['Saree', 'শাড়ি'],
  ['Kurti', 'কুর্তি'],
  ['Sneakers', 'স্নিকার্স'],
  ['Sandal', 'স্যান্ডেল'],
  ['Smartphone', 'স্মার্টফোন'],
  ['Television', 'টেলিভিশন'],
  ['Ceiling Fan', 'সিলিং ফ্যান'],
  ['Rice Cooker', 'রাইস কুকার'],
  ['Blender', 'ব্লেন্ডার'],
  ['Power Bank', 'পাওয়ার ব্যাংক'],
  ['Router', 'রাউটার'],
  ['Notebook', 'খাতা'],
  ['Backpack', 'ব্যাকপ্যাক'],
  ['Cricket Bat', 'ক্রিকেট ব্যাট'],
  ['Football', 'ফুটবল'],
  ['Face Wash', 'ফেস ওয়াশ'],
  ['Shampoo', 'শ্যাম্পু'],
  ['Baby Lotion', 'বেবি লোশন'],
  ['Feeding Bottle', 'ফিডিং বোতল'],
  ['Blood Pressure Monitor', 'রক্তচাপ মাপার যন্ত্র'],
  ['Thermometer', 'থার্মোমিটার'],
  ['Frying Pan', 'ফ্রাইং প্যান'],
  ['Water Bottle', 'পানির বোতল'],
  ['Bedsheet', 'বিছানার চাদর'],
  ['Mosquito Net', 'মশারি'],
  ['LED Bulb', 'এলইডি বাল্ব'],
];

const ADJECTIVES: ReadonlyArray<readonly [string, string]> = [
  ['Classic', 'ক্লাসিক'],
  ['Premium', 'প্রিমিয়াম'],
  ['Deluxe', 'ডিলাক্স'],
  ['Smart', 'স্মার্ট'],
  ['Organic', 'অর্গানিক'],
  ['Cotton', 'সুতি'],
  ['Handmade', 'হাতে তৈরি'],
  ['Family Pack', 'ফ্যামিলি প্যাক'],
  ['Eco', 'ইকো'],
  ['Pro', 'প্রো'],
  ['Mini', 'মিনি'],
  ['Ultra', 'আল্ট্রা'],
];

const BRAND_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['Pran', 'প্রাণ'],
  ['ACI', 'এসিআই'],
  ['Radhuni', 'রাঁধুনী'],
  ['Square', 'স্কয়ার'],
  ['Teer', 'তীর'],
  ['Fresh', 'ফ্রেশ'],
  ['Ispahani', 'ইস্পাহানী'],
  ['Walton', 'ওয়ালটন'],
  ['Symphony', 'সিম্ফনি'],
  ['Samsung', 'স্যামসাং'],
  ['Xiaomi', 'শাওমি'],
  ['Miyako', 'মিয়াকো'],
  ['RFL', 'আরএফএল'],
  ['Apex', 'এপেক্স'],
  ['Bata', 'বাটা'],
  ['Meril', 'মেরিল'],
  ['Keya', 'কেয়া'],
  ['Pigeon', 'পিজন'],
  ['Matador', 'ম্যাটাডোর'],
  ['Nakshi Ghor', 'নকশী ঘর'],
];

const TOP_CATEGORIES: ReadonlyArray<readonly [string, string]> = [
  ['Groceries', 'মুদি বাজার'],
  ['Fashion', 'ফ্যাশন'],
  ['Electronics', 'ইলেকট্রনিক্স'],
  ['Home and Kitchen', 'ঘর ও রান্নাঘর'],
  ['Health', 'স্বাস্থ্য'],
  ['Beauty', 'সৌন্দর্য'],
  ['Baby and Kids', 'শিশু'],
  ['Books and Stationery', 'বই ও স্টেশনারি'],
  ['Sports', 'খেলাধুলা'],
  ['Lighting', 'আলো'],
];

const TAG_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['Best Seller', 'সেরা বিক্রি'],
  ['New Arrival', 'নতুন এসেছে'],
  ['Made in Bangladesh', 'দেশি পণ্য'],
  ['Eid Special', 'ঈদ স্পেশাল'],
  ['Gift', 'উপহার'],
  ['Budget', 'সাশ্রয়ী'],
  ['Imported', 'আমদানি করা'],
  ['Halal', 'হালাল'],
  ['Winter', 'শীতকাল'],
  ['Summer', 'গ্রীষ্মকাল'],
  ['Kids', 'শিশুদের'],
  ['Office', 'অফিস'],
  ['Student', 'শিক্ষার্থী'],
  ['Eco Friendly', 'পরিবেশবান্ধব'],
  ['Limited Edition', 'সীমিত সংস্করণ'],
  ['Family', 'পরিবার'],
];

const COMPANY_COUNT = 24;
const PRICE_TYPES: ReadonlyArray<readonly [string, string, string]> = [
  ['piece', 'Piece', 'পিস'],
  ['dozen', 'Dozen', 'ডজন'],
  ['kg', 'Kg', 'কেজি'],
  ['pack', 'Pack', 'প্যাক'],
  ['carton', 'Carton', 'কার্টন'],
];

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}::text`),
    sql`, `,
  )}]`;

export interface GeneratedCatalog {
  products: number;
  visibleProducts: number;
  /** A visible product's slug, for the product page phase. */
  sampleProductSlug: string;
  timings: Record<string, number>;
}

async function timed<T>(timings: Record<string, number>, name: string, step: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await step();
  timings[name] = Math.round(performance.now() - started);
  return result;
}

/** Fills an empty, migrated database with `count` products and everything they refer to. */
export async function generateCatalog(db: Db, count: number): Promise<GeneratedCatalog> {
  const timings: Record<string, number> = {};
  await timed(timings, 'reference rows', async () => {
    await db.insert(companies).values(
      Array.from({ length: COMPANY_COUNT }, (_, index) => ({
        company_name: `Bench Shop ${index + 1}`,
        company_name_bn: `বেঞ্চ শপ ${index + 1}`,
        slug: `bench-shop-${index + 1}`,
        logo: 'companies/bench-logo.webp',
        // Two shops shoppers must never see.
        status:
          index === COMPANY_COUNT - 1
            ? ('suspended' as const)
            : index === COMPANY_COUNT - 2
              ? ('pending' as const)
              : ('active' as const),
        rating_sum: 40 + index,
        rating_count: 10 + index,
      })),
    );
    const tops = await db
      .insert(categories)
      .values(
        TOP_CATEGORIES.map(([name, nameBn], index) => ({
          category_name: name,
          category_name_bn: nameBn,
          slug: slug(name),
          sort_order: index + 1,
          show_on_body: index < 4,
        })),
      )
      .returning({ id: categories.id, name: categories.category_name });
    await db.insert(categories).values(
      tops.flatMap((top, index) =>
        [1, 2].map((number) => ({
          category_name: `${top.name} ${number === 1 ? 'Essentials' : 'Specials'}`,
          category_name_bn: `${TOP_CATEGORIES[index]![1]} ${number === 1 ? 'প্রয়োজনীয়' : 'বিশেষ'}`,
          slug: `${slug(top.name)}-${number === 1 ? 'essentials' : 'specials'}`,
          parent_id: top.id,
          sort_order: 100 + index * 2 + number,
        })),
      ),
    );
    await db
      .insert(brands)
      .values(
        BRAND_NAMES.map(([name, nameBn]) => ({ brand_name: name, brand_name_bn: nameBn, slug: slug(name) })),
      );
    await db
      .insert(tags)
      .values(TAG_NAMES.map(([name, nameBn]) => ({ tag_name: name, tag_name_bn: nameBn, slug: slug(name) })));
    await db.insert(productPriceTypes).values(
      PRICE_TYPES.map(([key, title, titleBn]) => ({
        slug: key,
        type_title: title,
        type_title_bn: titleBn,
      })),
    );
  });

  // Like a restore: the two text-search indexes are built once, after the rows are in.
  await db.execute(sql`drop index products_search_vector_idx`);
  await db.execute(sql`drop index products_search_text_trgm_idx`);
  await db.execute(sql`drop index product_search_texts_trgm_idx`);

  // Spread products deterministically with multiplicative hashes of the series number g.
  await timed(timings, 'products', () =>
    db.execute(sql`
      insert into ${products} (company_id, category_id, brand_id, product_title, product_title_bn, slug,
        description, description_bn, status, approval, sold_count, view_count, created_at, updated_at)
      select
        (select min(id) from ${companies}) + (g * 7) % ${COMPANY_COUNT},
        (select min(id) from ${categories}) + (g * 13) % (select count(*) from ${categories})::int,
        case when g % 9 = 0 then null else (select min(id) from ${brands}) + (g * 11) % ${BRAND_NAMES.length} end,
        brand.en || ${' '} || adjective.en || ${' '} || noun.en || ${' '} || (g % 997)::text,
        brand.bn || ${' '} || adjective.bn || ${' '} || noun.bn || ${' '} || (g % 997)::text,
        ${'p-'} || g::text || ${'-'} || lower(regexp_replace(noun.en, '[^A-Za-z0-9]+', '-', 'g')),
        ${'A benchmark product.'}, ${'একটি বেঞ্চমার্ক পণ্য।'},
        case when g % 40 = 0 then 'draft' else 'active' end,
        case when g % 40 = 1 then 'pending' else 'approved' end,
        (g * 7919) % 5000,
        (g::bigint * 104729 % 50000)::int,
        now() - ((g * 37) % 365) * interval '1 day' - (g % 1440) * interval '1 minute',
        now() - ((g * 37) % 365) * interval '1 day'
      from generate_series(1, ${count}) as g
      cross join lateral (select
        (${textArray(NOUNS.map((n) => n[0]))})[1 + (g * 17) % ${NOUNS.length}] as en,
        (${textArray(NOUNS.map((n) => n[1]))})[1 + (g * 17) % ${NOUNS.length}] as bn) as noun
      cross join lateral (select
        (${textArray(ADJECTIVES.map((n) => n[0]))})[1 + (g * 5) % ${ADJECTIVES.length}] as en,
        (${textArray(ADJECTIVES.map((n) => n[1]))})[1 + (g * 5) % ${ADJECTIVES.length}] as bn) as adjective
      cross join lateral (select
        (${textArray(BRAND_NAMES.map((n) => n[0]))})[1 + (g * 11) % ${BRAND_NAMES.length}] as en,
        (${textArray(BRAND_NAMES.map((n) => n[1]))})[1 + (g * 11) % ${BRAND_NAMES.length}] as bn) as brand`),
  );

  await timed(timings, 'prices', () =>
    db.execute(sql`
      insert into product_price_infos (product_id, price_type_id, price, discount_price, min_qty, max_qty, stock, sort_order)
      select p.id, t.id,
        (1000 + (p.id * 7793 + t.position * 131) % 2000000),
        case when (p.id + t.position) % 4 = 0 then (1000 + (p.id * 7793 + t.position * 131) % 2000000) * 9 / 10 end,
        case when t.position = 1 then 1 else t.position * 2 end,
        50,
        case when p.id % 13 = 0 then 0 else (p.id * 31 + t.position) % 300 end,
        t.position
      from ${products} p
      cross join lateral (
        select id, row_number() over (order by id) as position from ${productPriceTypes}
        order by id limit 1 + p.id % 3) as t`),
  );

  await timed(timings, 'photos and tags', async () => {
    await db.execute(sql`
      insert into product_photos (product_id, path, width, height, alt, sort_order)
      select id, 'products/bench-' || (id % 50)::text || '.webp', 800, 800, product_title, 1 from ${products}`);
    await db.execute(sql`
      insert into product_tags (product_id, tag_id)
      select distinct p.id, (select min(id) from ${tags}) + (p.id * k.factor) % ${TAG_NAMES.length}
      from ${products} p cross join (values (3), (5), (7)) as k(factor)`);
  });

  const ids = (await db.select({ id: products.id }).from(products)).map((row) => row.id);
  await timed(timings, 'search text', () => refreshSearchText(db, ids));
  await timed(timings, 'indexes', async () => {
    // The same definitions as the migrations'.
    await db.execute(sql`create index products_search_vector_idx on products using gin (search_vector)`);
    await db.execute(
      sql`create index products_search_text_trgm_idx on products using gin (search_text gin_trgm_ops)`,
    );
    await db.execute(
      sql`create index product_search_texts_trgm_idx on product_search_texts using gin (search_text gin_trgm_ops)`,
    );
  });
  // The price trigger and the search text each rewrote every product row: compact the table, as
  // a catalog loaded once and then vacuumed would be, and gather statistics.
  await timed(timings, 'vacuum', async () => {
    await db.execute(sql`vacuum full products`);
    await db.execute(sql`vacuum full product_search_texts`);
    await db.execute(sql`vacuum analyze`);
  });

  const [visible] = (
    (await db.execute(sql`
      select count(*)::int as visible,
        (select slug from ${products} where status = 'active' and approval = 'approved'
           and company_id in (select id from ${companies} where status = 'active') order by id limit 1) as sample
      from ${products} where status = 'active' and approval = 'approved'
        and company_id in (select id from ${companies} where status = 'active')`)) as unknown as {
      rows: Array<{ visible: number; sample: string }>;
    }
  ).rows;
  return {
    products: ids.length,
    visibleProducts: visible?.visible ?? 0,
    sampleProductSlug: visible?.sample ?? '',
    timings,
  };
}
