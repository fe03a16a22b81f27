import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '#lib/contracts/features.ts';
import { PRESCRIPTION_MAX_BYTES, type Prescription } from '#lib/contracts/prescriptions.ts';
import { as, signIn } from '#server/modules/auth/sessions.test-helper.ts';
import { products, productTypes } from '#server/modules/catalog/schema.ts';
import {
  type Caller,
  lineOf,
  PNG_BYTES,
  PRESCRIPTION_FORM,
  placed,
  prescriptionUpload,
  saveAddress,
  sessionCookieOf,
  stockedProduct,
} from '#server/modules/orders/fixtures.test-helper.ts';
import { roleAccesses, userRoles, users } from '#server/modules/users/schema.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import { prescriptions } from './schema.ts';
import { sniffPrescriptionType } from './service.ts';

const PNG = PNG_BYTES;
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x20, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(32),
]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');

const FIELDS = PRESCRIPTION_FORM;
const upload = prescriptionUpload;

let t: TestApp;
let customer: Caller;
let otherCustomer: Caller;

beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
  customer = as(t, await signIn(t, 'customer@haat.test', 'haat-customer-2026'));
  otherCustomer = as(t, await signIn(t, 'arif.hossain@haat.test', 'haat-demo-2026'));
});
afterAll(() => t.close());

async function uploaded(call: Caller, bytes = PNG, name = 'prescription.png'): Promise<Prescription> {
  const response = await call(upload(FIELDS, { bytes, name, type: 'image/png' }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

describe('recognising a file from its bytes', () => {
  it('knows JPEG, PNG, WebP and PDF by their magic numbers, and nothing else', () => {
    expect(sniffPrescriptionType(JPEG)).toBe('image/jpeg');
    expect(sniffPrescriptionType(PNG)).toBe('image/png');
    expect(sniffPrescriptionType(WEBP)).toBe('image/webp');
    expect(sniffPrescriptionType(PDF)).toBe('application/pdf');
    expect(sniffPrescriptionType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffPrescriptionType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffPrescriptionType(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeNull();
    expect(sniffPrescriptionType(Buffer.alloc(0))).toBeNull();
  });
});

describe('uploading a prescription', () => {
  it('keeps the fields and the file, and lists it newest first', async () => {
    const response = await customer(upload(FIELDS, { bytes: JPEG, name: 'scan.jpg', type: 'image/jpeg' }));
    expect(response.statusCode, response.body).toBe(201);
    const saved: Prescription = response.json().data;
    expect(response.json()).toMatchObject({ status: true, msg: 'The prescription was uploaded.' });
    expect(saved).toMatchObject({
      title: 'Gastric care',
      patient_name: 'Nusrat Jahan',
      patient_age: 31,
      patient_gender: 2,
      content_type: 'image/jpeg',
      size: JPEG.length,
      file_url: `/api/prescriptions/${saved.id}/file`,
    });
    const later = await uploaded(customer, PDF, 'report.pdf');
    const list: Prescription[] = (await customer({ method: 'GET', url: '/api/prescriptions' })).json().data;
    expect(list.slice(0, 2).map((item) => item.id)).toEqual([later.id, saved.id]);
    const [row] = await t.database.db.select().from(prescriptions).where(eq(prescriptions.id, saved.id));
    expect(row!.storage_key).toMatch(/^private\/prescriptions\/\d+\/[0-9a-f]{24}\.jpg$/);
  });

  it('goes by the bytes, not by the name or the browser’s word', async () => {
    const pdfNamedPng = await uploaded(customer, PDF, 'looks-like.png');
    expect(pdfNamedPng.content_type).toBe('application/pdf');
    const script = await customer(
      upload(FIELDS, { bytes: Buffer.from('<script>alert(1)</script>'), name: 'x.png', type: 'image/png' }),
    );
    expect(script.statusCode).toBe(415);
    expect(script.json()).toMatchObject({
      code: 'unsupported_file_type',
      message: { en: 'Upload a JPEG, PNG or WebP picture, or a PDF.' },
    });
  });

  it(`refuses a file over ${PRESCRIPTION_MAX_BYTES / 1024 / 1024} MB with 413 and our error body; the limit itself is fine`, async () => {
    const atLimit = Buffer.concat([PNG, Buffer.alloc(PRESCRIPTION_MAX_BYTES - PNG.length)]);
    expect(
      (await customer(upload(FIELDS, { bytes: atLimit, name: 'big.png', type: 'image/png' }))).statusCode,
    ).toBe(201);
    const tooBig = Buffer.concat([atLimit, Buffer.alloc(1)]);
    const response = await customer(upload(FIELDS, { bytes: tooBig, name: 'big.png', type: 'image/png' }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'payload_too_large',
      message: { en: 'The file is larger than 5 MB.', bn: 'ফাইলটি ৫ মেগাবাইটের চেয়ে বড়।' },
      request_id: expect.any(String),
    });
  });

  it('names the missing or wrong fields, and a missing file', async () => {
    const response = await customer(upload({ title: 'x', patient_age: 'old', patient_gender: '9' }, null));
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .fields.map((field: { path: string }) => field.path)
        .sort(),
    ).toEqual(['file', 'patient_age', 'patient_gender', 'patient_name', 'title']);
  });

  it('takes multipart only, and only from customers (before reading the upload)', async () => {
    const json = await customer({ method: 'POST', url: '/api/prescriptions/store', payload: FIELDS });
    expect(json.statusCode).toBe(415);
    const seller = as(t, await signIn(t, 'seller@haat.test', 'haat-seller-2026'));
    expect((await seller(upload(FIELDS, { bytes: PNG, name: 'p.png', type: 'image/png' }))).statusCode).toBe(
      403,
    );
    expect(
      (await t.inject(upload(FIELDS, { bytes: PNG, name: 'p.png', type: 'image/png' }))).statusCode,
    ).toBe(401);
  });
});

describe('opening a prescription', () => {
  let prescription: Prescription;
  let sellerOfOrder: Caller;
  let otherSeller: Caller;
  let delivery: Caller;
  let admin: Caller;

  beforeAll(async () => {
    const db = t.database.db;
    prescription = await uploaded(customer, PNG);
    const medicine = await stockedProduct(db, {
      title: 'Open Test Medicine',
      company: 'arogya-health',
      price: 5_000,
    });
    const [type] = await db
      .select({ id: productTypes.id })
      .from(productTypes)
      .where(eq(productTypes.slug, 'medicine'));
    await db.update(products).set({ product_type_id: type!.id }).where(eq(products.id, medicine.productId));
    const address = await saveAddress(customer, db);
    await placed(customer, {
      items: [lineOf(medicine, 1)],
      shipping_address_id: address,
      payment_method: 'cod',
      expected_total: 7_000,
      prescription_ids: [prescription.id],
    });
    sellerOfOrder = as(t, await signIn(t, 'farzana.haque@haat.test', 'haat-demo-2026'));
    otherSeller = as(t, await signIn(t, 'seller@haat.test', 'haat-seller-2026'));
    delivery = as(t, await signIn(t, 'delivery@haat.test', 'haat-delivery-2026'));
    admin = as(t, await signIn(t, 'admin@haat.test', 'haat-admin-2026', 'admin'));
  });

  const open = (call: Caller, id = prescription.id) =>
    call({ method: 'GET', url: `/api/prescriptions/${id}/file` });

  it('streams the file to its owner, privately, as the kind its bytes say', async () => {
    const response = await open(customer);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PNG)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-disposition': `inline; filename="prescription-${prescription.id}.png"; filename*=UTF-8''prescription-${prescription.id}.png`,
    });
  });

  it('serves a PDF as a download that may run nothing, even when opened directly', async () => {
    const withScript = Buffer.from(
      '%PDF-1.7\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n',
    );
    const pdf = await uploaded(customer, withScript, 'report.pdf');
    const response = await open(customer, pdf.id);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(withScript)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="prescription-\d+\.pdf"/);
    const policy = String(response.headers['content-security-policy']).split(/;\s*/);
    expect(policy).toContain('sandbox');
    expect(policy).toContain("default-src 'none'");
  });

  it('lets the seller of an order it is attached to, and admins with the orders feature, open it', async () => {
    expect((await open(sellerOfOrder)).statusCode).toBe(200);
    expect((await open(admin)).statusCode).toBe(200);
  });

  it('is 404 for anyone else: another customer, another seller, a delivery person, an admin without the feature', async () => {
    const db = t.database.db;
    const [role] = await db.insert(userRoles).values({ role_name: 'No orders' }).returning();
    await db.insert(roleAccesses).values({ role_id: role!.id, feature_id: FEATURES.products });
    const [user] = await db
      .insert(users)
      .values({
        name: 'Catalog Admin',
        email: 'catalog-admin@haat.test',
        password_hash: '-',
        user_type: 1,
        status: 1,
        role_id: role!.id,
      })
      .returning();
    const catalogAdmin = as(t, await sessionCookieOf(db, user!.id));
    for (const call of [otherCustomer, otherSeller, delivery, catalogAdmin])
      expect((await open(call)).statusCode).toBe(404);
    expect((await open(customer, 999_999)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/prescriptions/${prescription.id}/file` })).statusCode,
    ).toBe(401);
    expect(
      (await t.inject({ method: 'GET', url: `/api/prescriptions/${prescription.id}/file` })).statusCode,
    ).toBe(401);
  });

  it('cannot be deleted while attached to an order (409)', async () => {
    const response = await customer({ method: 'POST', url: `/api/prescriptions/delete/${prescription.id}` });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('prescription_attached');
    expect((await open(customer)).statusCode).toBe(200);
  });

  it('is never served by /media', async () => {
    const [row] = await t.database.db
      .select()
      .from(prescriptions)
      .where(eq(prescriptions.id, prescription.id));
    expect((await t.app.inject({ method: 'GET', url: `/media/${row!.storage_key}` })).statusCode).toBe(404);
  });
});

describe('deleting a prescription', () => {
  it('removes one’s own with its file; another customer’s is 404', async () => {
    const own = await uploaded(customer);
    expect(
      (await otherCustomer({ method: 'POST', url: `/api/prescriptions/delete/${own.id}` })).statusCode,
    ).toBe(404);
    const response = await customer({ method: 'POST', url: `/api/prescriptions/delete/${own.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: true, data: { id: own.id } });
    expect((await customer({ method: 'GET', url: `/api/prescriptions/${own.id}/file` })).statusCode).toBe(
      404,
    );
  });
});
