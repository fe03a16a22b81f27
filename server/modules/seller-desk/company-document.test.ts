import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_FEATURES, FEATURES } from '#lib/contracts/features.ts';
import { COMPANY_DOCUMENT_MAX_BYTES } from '#lib/contracts/seller-desk.ts';
import { auditLog } from '#server/modules/audit/schema.ts';
import { as, signIn } from '#server/modules/auth/sessions.test-helper.ts';
import {
  adminWithFeatures,
  type Caller,
  dhanmondi,
  PNG_BYTES,
  sessionCookieOf,
} from '#server/modules/orders/fixtures.test-helper.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import { users } from '#server/modules/users/schema.ts';
import { createLocalStorage } from '#server/storage/storage.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import { sniffDocumentType } from './company-document.ts';
import { documentUpload, PDF_BYTES } from './document.test-helper.ts';

const PDF = PDF_BYTES;
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

let t: TestApp;
let customer: Caller;
let activeSeller: Caller;
let admin: Caller;
let adminWithoutCompanies: Caller;

/** A new seller (its company pending, as after signing up), signed in. */
async function newSeller(name: string): Promise<{ call: Caller; companyId: number }> {
  const db = t.database.db;
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const [company] = await db
    .insert(companies)
    .values({ company_name: name, company_name_bn: `${name} বাংলা`, slug, status: 'pending' })
    .returning({ id: companies.id });
  const [user] = await db
    .insert(users)
    .values({
      name: `${name} owner`,
      email: `${slug}@haat.test`,
      password_hash: '-',
      user_type: 4,
      status: 1,
      company_id: company!.id,
    })
    .returning({ id: users.id });
  return { call: as(t, await sessionCookieOf(db, user!.id)), companyId: company!.id };
}

beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
  customer = as(t, await signIn(t, 'customer@haat.test', 'haat-customer-2026'));
  activeSeller = as(t, await signIn(t, 'seller@haat.test', 'haat-seller-2026'));
  admin = as(t, await signIn(t, 'admin@haat.test', 'haat-admin-2026', 'admin'));
  adminWithoutCompanies = await adminWithFeatures(
    t,
    'Documents without companies',
    ADMIN_FEATURES.map((item) => item.id).filter((id) => id !== FEATURES.companies),
  );
});
afterAll(() => t.close());

describe('the shop’s private document', () => {
  it('knows JPEG, PNG, WebP and PDF by their bytes, and nothing else', () => {
    expect(sniffDocumentType(JPEG)).toBe('image/jpeg');
    expect(sniffDocumentType(PNG_BYTES)).toBe('image/png');
    expect(sniffDocumentType(PDF)).toBe('application/pdf');
    expect(sniffDocumentType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffDocumentType(Buffer.from('GIF89a'))).toBeNull();
  });

  it('a pending seller uploads it, sends it with the area and pin, and alone of the sellers opens it', async () => {
    const { call: owner, companyId } = await newSeller('Document Shop');
    const { call: otherSeller, companyId: otherId } = await newSeller('Other Document Shop');

    const upload = await owner(documentUpload({ bytes: PDF, name: 'licence.png', type: 'image/png' }));
    expect(upload.statusCode, upload.body).toBe(201);
    expect(upload.json()).toMatchObject({
      status: true,
      msg: 'The document was uploaded.',
      data: { content_type: 'application/pdf', size: PDF.length },
    });
    const key: string = upload.json().data.document;
    expect(key).toMatch(new RegExp(`^private/company-documents/${companyId}/[0-9a-f]{24}\\.pdf$`));

    const place = await dhanmondi(t.database.db);
    const sent = await owner({
      method: 'POST',
      url: '/api/seller/account/resubmit',
      payload: {
        company_name: 'Document Shop',
        company_name_bn: 'ডকুমেন্ট দোকান',
        owner_name: 'Karim Mia',
        trade_licence_no: 'TRAD/DNCC/123456',
        document: key,
        address: 'House 12, Road 5',
        pickup_area_id: place.area_id,
        pickup_latitude: 23.746466,
        pickup_longitude: 90.376015,
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({
      status: 'pending',
      document: key,
      document_url: `/api/companies/${companyId}/document`,
      pickup_area_id: place.area_id,
      pickup_city_id: place.city_id,
      pickup_region_id: place.region_id,
      pickup_latitude: 23.746466,
      pickup_longitude: 90.376015,
    });
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, companyId));
    expect(row).toMatchObject({
      document: key,
      pickup_area_id: place.area_id,
      pickup_latitude: 23.746466,
      pickup_longitude: 90.376015,
    });
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'companies'),
          eq(auditLog.entity_id, String(companyId)),
          eq(auditLog.action, 'resubmit'),
        ),
      );
    expect(audited).toHaveLength(1);

    const url = `/api/companies/${companyId}/document`;
    const own = await owner({ method: 'GET', url });
    expect(own.statusCode).toBe(200);
    expect(own.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(own.headers['content-disposition']).toMatch(/^attachment; filename="company-\d+-document\.pdf"/);
    expect(own.rawPayload.equals(PDF)).toBe(true);

    // Another shop's seller is told it does not exist; customers and admins without the feature may not ask.
    const foreign = await otherSeller({ method: 'GET', url });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'document_not_found' });
    expect((await activeSeller({ method: 'GET', url })).statusCode).toBe(404);
    const shopper = await customer({ method: 'GET', url });
    expect(shopper.statusCode).toBe(403);
    expect(shopper.json().code).toBe('forbidden');
    expect((await adminWithoutCompanies({ method: 'GET', url })).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url })).statusCode).toBe(401);
    // Never through /media, whoever asks.
    expect((await owner({ method: 'GET', url: `/media/${key}` })).statusCode).toBe(404);
    expect((await admin({ method: 'GET', url: `/media/${key}` })).statusCode).toBe(404);

    // Nor may the other seller name this key as its own document.
    const borrowed = await otherSeller({
      method: 'POST',
      url: '/api/seller/account/resubmit',
      payload: {
        company_name: 'Other Document Shop',
        company_name_bn: 'অন্য ডকুমেন্ট দোকান',
        owner_name: 'Other Owner',
        nid_no: '1990123456789',
        document: key,
      },
    });
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().fields[0]).toMatchObject({ path: 'document' });
    const [other] = await t.database.db.select().from(companies).where(eq(companies.id, otherId));
    expect(other!.document).toBeNull();

    // The admin's queue links to it, opens it, and the reading is audited.
    const queue = await admin({
      method: 'GET',
      url: '/api/companies/review/50?status=pending&q=Document%20Shop',
    });
    expect(queue.statusCode).toBe(200);
    const listed = queue.json().data.find((item: { id: number }) => item.id === companyId);
    expect(listed).toMatchObject({
      document_url: url,
      pickup_area: 'Dhanmondi',
      pickup_latitude: 23.746466,
      pickup_longitude: 90.376015,
    });
    const read = await admin({ method: 'GET', url });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(PDF)).toBe(true);
    const views = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, String(companyId)), eq(auditLog.action, 'view_document')));
    expect(views).toHaveLength(1);
  });

  it('a new document replaces the old one, whose file is removed', async () => {
    const { call: owner, companyId } = await newSeller('Replacing Shop');
    const body = { company_name: 'Replacing Shop', company_name_bn: 'বদলানো দোকান', owner_name: 'Rina' };
    const first = (await owner(documentUpload({ bytes: JPEG, name: 'a.jpg', type: 'image/jpeg' }))).json()
      .data.document as string;
    expect(
      (
        await owner({
          method: 'POST',
          url: '/api/seller/account/resubmit',
          payload: { ...body, nid_no: '1234567890', document: first },
        })
      ).statusCode,
    ).toBe(200);
    const second = (
      await owner(documentUpload({ bytes: PNG_BYTES, name: 'b.png', type: 'image/png' }))
    ).json().data.document as string;
    const again = await owner({
      method: 'POST',
      url: '/api/seller/account/resubmit',
      payload: { ...body, nid_no: '1234567890', document: second },
    });
    expect(again.statusCode).toBe(200);
    const storage = createLocalStorage(join(t.dataDir, 'media'));
    expect(await storage.exists(first)).toBe(false);
    expect(await storage.exists(second)).toBe(true);
    const opened = await owner({ method: 'GET', url: `/api/companies/${companyId}/document` });
    expect(opened.headers['content-type']).toBe('image/png');
    expect(opened.headers['content-disposition']).toMatch(/^inline;/);
  });

  it('refuses a file that is not an image or a PDF, a missing file, a file too large, and JSON', async () => {
    const { call: owner } = await newSeller('Refused Upload Shop');
    const script = await owner(
      documentUpload({
        bytes: Buffer.from('<script>alert(1)</script>'),
        name: 'x.pdf',
        type: 'application/pdf',
      }),
    );
    expect(script.statusCode).toBe(415);
    expect(script.json()).toMatchObject({
      code: 'unsupported_file_type',
      message: {
        en: 'Upload the document as a JPEG, PNG or WebP picture, or a PDF.',
        bn: 'কাগজটি JPEG, PNG বা WebP ছবি, অথবা পিডিএফ হিসেবে আপলোড করুন।',
      },
    });
    const missing = await owner(documentUpload(null));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields[0]).toMatchObject({ path: 'file', code: 'required' });
    const tooBig = Buffer.concat([PDF, Buffer.alloc(COMPANY_DOCUMENT_MAX_BYTES)]);
    const large = await owner(documentUpload({ bytes: tooBig, name: 'big.pdf', type: 'application/pdf' }));
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({
      code: 'payload_too_large',
      message: { en: 'The document is larger than 5 MB.' },
    });
    const json = await owner({ method: 'POST', url: '/api/seller/account/document', payload: {} });
    expect(json.statusCode).toBe(415);
  });

  it('only sellers upload (refused before the bytes are read); a made-up key or area is refused', async () => {
    const file = { bytes: PDF, name: 'l.pdf', type: 'application/pdf' };
    expect((await customer(documentUpload(file))).statusCode).toBe(403);
    expect((await admin(documentUpload(file))).statusCode).toBe(403);
    expect((await t.inject(documentUpload(file))).statusCode).toBe(401);

    const { call: owner, companyId } = await newSeller('Made Up Key Shop');
    const body = {
      company_name: 'Made Up Key Shop',
      company_name_bn: 'বানানো দোকান',
      owner_name: 'Rafi',
      nid_no: '1234567890',
    };
    const madeUp = await owner({
      method: 'POST',
      url: '/api/seller/account/resubmit',
      payload: { ...body, document: `private/company-documents/${companyId}/${'a'.repeat(24)}.pdf` },
    });
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().fields[0].path).toBe('document');
    const noArea = await owner({
      method: 'POST',
      url: '/api/seller/account/resubmit',
      payload: { ...body, pickup_area_id: 99_999_999 },
    });
    expect(noArea.statusCode).toBe(400);
    expect(noArea.json().fields[0].path).toBe('pickup_area_id');
  });
});
