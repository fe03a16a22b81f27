import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signIn } from '#server/modules/auth/sessions.test-helper.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import { brands, categories, tags } from './schema.ts';

/*
 * The product editor's pickers (issue 12): the brand and tag type-ahead (the resource layer's
 * lookup, opened to sellers: active brands only, at most 20 names, prefix matches first) and
 * reusing photos from the seller's own media gallery (another shop's are refused whatever is sent).
 */

type Call = ReturnType<typeof as>;
let t: TestApp;
let seller: Call;
let otherSeller: Call;
let admin: Call;
let customer: Call;
let delivery: Call;
let groceries: number;
const WORD = 'zorvex';

beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
  seller = as(t, await signIn(t, 'seller@haat.test', 'haat-seller-2026'));
  otherSeller = as(t, await signIn(t, 'sharmin.akter@haat.test', 'haat-demo-2026'));
  admin = as(t, await signIn(t, 'admin@haat.test', 'haat-admin-2026', 'admin'));
  customer = as(t, await signIn(t, 'customer@haat.test', 'haat-customer-2026'));
  delivery = as(t, await signIn(t, 'delivery@haat.test', 'haat-delivery-2026'));
  const db = t.database.db;
  groceries = (await db.select().from(categories).where(eq(categories.slug, 'groceries')))[0]!.id;
  await db.insert(brands).values([
    { brand_name: `${WORD} Foods`, brand_name_bn: `${WORD} ফুডস`, slug: `${WORD}-foods` },
    { brand_name: `Old ${WORD} Mills`, brand_name_bn: `পুরনো ${WORD}`, slug: `old-${WORD}-mills` },
    {
      brand_name: `${WORD} Retired`,
      brand_name_bn: `${WORD} বন্ধ`,
      slug: `${WORD}-retired`,
      is_active: false,
    },
  ]);
  await db.insert(tags).values(
    Array.from({ length: 25 }, (_, i) => ({
      tag_name: `${WORD}tag${String(i).padStart(2, '0')}`,
      tag_name_bn: `${WORD}ট্যাগ${i}`,
      slug: `${WORD}tag${i}`,
    })),
  );
});
afterAll(() => t.close());

type Name = { id: number; label: string; label_bn: string };
async function lookup(call: Call, url: string): Promise<{ status: number; names: Name[] }> {
  const response = await call({ method: 'GET', url });
  return { status: response.statusCode, names: response.statusCode === 200 ? response.json().data : [] };
}

describe('brand and tag type-ahead', () => {
  it('answers a seller the active brands matching what was typed, names starting with it first', async () => {
    const { status, names } = await lookup(seller, `/api/brand-info/lookup?q=${WORD}&limit=10`);
    expect(status).toBe(200);
    expect(names.map((name) => name.label)).toEqual([`${WORD} Foods`, `Old ${WORD} Mills`]);
    expect(names[0]!.label_bn).toBe(`${WORD} ফুডস`);
    // Asking for inactive ones changes nothing for a seller; an admin's relation picker sees them.
    const sellerAll = await lookup(seller, `/api/brand-info/lookup?q=${WORD}&active=false`);
    expect(sellerAll.names.map((name) => name.label)).not.toContain(`${WORD} Retired`);
    const adminAll = await lookup(admin, `/api/brand-info/lookup?q=${WORD}`);
    expect(adminAll.names.map((name) => name.label)).toContain(`${WORD} Retired`);
    const adminActive = await lookup(admin, `/api/brand-info/lookup?q=${WORD}&active=true`);
    expect(adminActive.names.map((name) => name.label)).not.toContain(`${WORD} Retired`);
  });

  it('matches the Bengali name, and treats % and _ as plain characters', async () => {
    expect(
      (await lookup(seller, `/api/brand-info/lookup?q=${encodeURIComponent('ফুডস')}`)).names,
    ).toHaveLength(1);
    expect((await lookup(seller, `/api/brand-info/lookup?q=${encodeURIComponent('%')}`)).names).toHaveLength(
      0,
    );
  });

  it('answers at most the limit asked for (never more than 20), and names of chosen ids', async () => {
    const ten = await lookup(seller, `/api/tags/lookup?q=${WORD}tag&limit=10`);
    expect(ten.names).toHaveLength(10);
    expect(ten.names[0]!.label).toBe(`${WORD}tag00`);
    expect((await lookup(seller, `/api/tags/lookup?q=${WORD}tag`)).names).toHaveLength(20);
    expect((await lookup(seller, `/api/tags/lookup?q=${WORD}tag&limit=50`)).status).toBe(400);
    const chosen = ten.names.slice(2, 4).map((name) => name.id);
    const byIds = await lookup(seller, `/api/tags/lookup?ids=${chosen.join(',')}`);
    expect(byIds.names.map((name) => name.id).sort()).toEqual(chosen.sort());
  });

  it('is the same for a second seller, and refused to customers, delivery persons and strangers', async () => {
    expect((await lookup(otherSeller, `/api/tags/lookup?q=${WORD}tag01`)).names).toHaveLength(1);
    for (const call of [customer, delivery])
      for (const url of [`/api/tags/lookup?q=${WORD}`, `/api/brand-info/lookup?q=${WORD}`])
        expect((await lookup(call, url)).status, url).toBe(403);
    expect((await t.inject({ method: 'GET', url: `/api/tags/lookup?q=${WORD}` })).statusCode).toBe(401);
    // Lists without a seller lookup stay the admins'.
    expect((await lookup(seller, '/api/categories/lookup?q=a')).status).toBe(403);
  });
});

describe('photos reused from the media gallery', () => {
  async function upload(call: Call, colour: string) {
    const bytes = await sharp({ create: { width: 400, height: 300, channels: 3, background: colour } })
      .png()
      .toBuffer();
    const boundary = '----haat-gallery';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="g.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await call({
      method: 'POST',
      url: '/api/media-galleries/store',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as {
      id: number;
      company_id: number;
      path: string;
      width: number;
      height: number;
    };
  }

  async function draft(call: Call, title: string) {
    const response = await call({
      method: 'POST',
      url: '/api/products/store',
      payload: {
        info: { product_title: title, product_title_bn: `${title} বাংলা`, category_id: groceries },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as number;
  }

  it('a seller picks its own gallery photos for a product, and another one’s is refused', async () => {
    const mine = await upload(seller, '#208040');
    const theirs = await upload(otherSeller, '#802040');
    const product = await draft(seller, `${WORD} gallery pickle`);

    // The seller's gallery lists its own upload, not the other shop's.
    const gallery = (await seller({ method: 'GET', url: '/api/media-galleries/manage?limit=100' })).json()
      .data;
    const paths = gallery.map((file: { path: string }) => file.path);
    expect(paths).toContain(mine.path);
    expect(paths).not.toContain(theirs.path);

    const photo = (file: typeof mine) => ({ path: file.path, width: file.width, height: file.height });
    const saved = await seller({
      method: 'POST',
      url: `/api/products/${product}/steps/photos`,
      // Sizes sent wrong are replaced by the gallery's.
      payload: { photos: [{ ...photo(mine), width: 9999, height: 1 }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.steps.photos.photos[0]).toMatchObject(photo(mine));
    const used = (await seller({ method: 'GET', url: '/api/media-galleries/manage?limit=100' }))
      .json()
      .data.find((file: { id: number }) => file.id === mine.id);
    expect(used.used_by).toBe(1);

    // Another shop's gallery photo, alone or beside one's own, by its exact path: refused.
    for (const photos of [[photo(theirs)], [photo(mine), photo(theirs)]]) {
      const refused = await seller({
        method: 'POST',
        url: `/api/products/${product}/steps/photos`,
        payload: { photos },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBeTruthy();
    }
    // Nor through §7's update call, nor a path made up in its own shop's folder.
    const viaUpdate = await seller({
      method: 'POST',
      url: `/api/products/update/${product}`,
      payload: { photos: { photos: [photo(theirs)] } },
    });
    expect(viaUpdate.statusCode).toBe(400);
    const madeUp = await seller({
      method: 'POST',
      url: `/api/products/${product}/steps/photos`,
      payload: { photos: [{ ...photo(mine), path: mine.path.replace(/[^/]+$/, 'guessed.webp') }] },
    });
    expect(madeUp.statusCode).toBe(400);
    // The product still has only the seller's own photo.
    const editor = (await seller({ method: 'GET', url: `/api/products/${product}/editor` })).json().data;
    expect(editor.steps.photos.photos.map((p: { path: string }) => p.path)).toEqual([mine.path]);

    // The other seller cannot delete the photo nor use it either.
    expect((await otherSeller({ method: 'DELETE', url: `/api/media-galleries/${mine.id}` })).statusCode).toBe(
      404,
    );
    const theirProduct = await draft(otherSeller, `${WORD} their pickle`);
    const stolen = await otherSeller({
      method: 'POST',
      url: `/api/products/${theirProduct}/steps/photos`,
      payload: { photos: [photo(mine)] },
    });
    expect(stolen.statusCode).toBe(400);
  });

  it('an admin’s gallery list can be narrowed to one shop’s photos (and the shared ones)', async () => {
    const mine = await upload(seller, '#204080');
    const theirs = await upload(otherSeller, '#408020');
    const product = (await seller({ method: 'GET', url: `/api/products/manage?q=${WORD}` })).json().data[0];
    const listed = (
      await admin({
        method: 'GET',
        url: `/api/media-galleries/manage?limit=100&company_id=${product.company_id}`,
      })
    ).json().data as Array<{ path: string; company_id: number | null }>;
    expect(listed.map((file) => file.path)).toContain(mine.path);
    expect(listed.map((file) => file.path)).not.toContain(theirs.path);
    expect(listed.every((file) => file.company_id === product.company_id || file.company_id === null)).toBe(
      true,
    );
    // A seller's `company_id` is ignored: always its own shop.
    const sellerAsks = (
      await seller({
        method: 'GET',
        url: `/api/media-galleries/manage?limit=100&company_id=${theirs.company_id}`,
      })
    ).json().data as Array<{ path: string }>;
    expect(sellerAsks.map((file) => file.path)).not.toContain(theirs.path);
  });
});
