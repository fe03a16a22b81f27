import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '#server/storage/storage.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const storage = createLocalStorage(`${t.dataDir}/media`);
  const photo = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#047857' } })
    .webp()
    .toBuffer();
  await storage.put('products/sample.webp', photo);
  await storage.put('private/prescriptions/secret.webp', photo);
  await storage.put('categories/icon.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
  await storage.put('documents/leaflet.pdf', Buffer.from('%PDF-1.7\n<< /JS (app.alert(1)) >>\n%%EOF\n'));
});
afterAll(() => t.close());

describe('GET /media/*', () => {
  it('serves a stored image with caching headers', async () => {
    const response = await t.inject({ method: 'GET', url: '/media/products/sample.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    // Keys are never written twice, so a browser or CDN keeps the bytes for good.
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = response.headers.etag as string;
    const again = await t.inject({
      method: 'GET',
      url: '/media/products/sample.webp',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('makes a narrower WebP for an allowed width, and keeps it', async () => {
    const response = await t.inject({ method: 'GET', url: '/media/products/sample.webp?w=320' });
    expect(response.statusCode).toBe(200);
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 160 });
    const storage = createLocalStorage(`${t.dataDir}/media`);
    expect(await storage.exists('_variants/w320/products/sample.webp')).toBe(true);
  });

  it('makes an AVIF of an allowed width in the background: the WebP meanwhile (cached briefly), then the AVIF for good', async () => {
    const url = '/media/products/sample.webp?w=480&f=avif';
    const first = await t.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480 });
    const storage = createLocalStorage(`${t.dataDir}/media`);
    await expect
      .poll(() => storage.exists('_variants/w480/products/sample.avif'), { timeout: 10_000 })
      .toBe(true);
    const later = await t.inject({ method: 'GET', url });
    expect(later.headers['content-type']).toBe('image/avif');
    expect(later.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(later.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'heif', compression: 'av1', width: 480, height: 240 });
  });

  it('answers an unknown format with the stored file, never something else', async () => {
    const response = await t.inject({ method: 'GET', url: '/media/products/sample.webp?w=480&f=gif' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(1000);
  });

  it('refuses widths the site never asks for, so the disk cannot be filled', async () => {
    const response = await t.inject({ method: 'GET', url: '/media/products/sample.webp?w=321' });
    expect(response.statusCode).toBe(404);
  });

  it('never serves private files or escapes the media folder', async () => {
    for (const url of [
      '/media/private/prescriptions/secret.webp',
      '/media/../session-secret',
      '/media/%2e%2e/session-secret',
      '/media/products/..%2f..%2fsession-secret',
      '/media/_variants/w320/products/sample.webp',
    ]) {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('serves SVG with a policy that stops scripts inside it', async () => {
    const response = await t.inject({ method: 'GET', url: '/media/categories/icon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('shows images inline, and serves anything else (a PDF) as a sandboxed download', async () => {
    const image = await t.inject({ method: 'GET', url: '/media/products/sample.webp' });
    expect(image.headers['content-disposition']).toMatch(/^inline; filename="sample\.webp"/);
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    const pdf = await t.inject({ method: 'GET', url: '/media/documents/leaflet.pdf' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="leaflet\.pdf"/);
    expect(pdf.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('two first requests for one variant at once', () => {
  it('both get the image', async () => {
    const [a, b, c] = await Promise.all(
      [1, 2, 3].map(() => t.inject({ method: 'GET', url: '/media/products/sample.webp?w=640' })),
    );
    expect([a?.statusCode, b?.statusCode, c?.statusCode]).toEqual([200, 200, 200]);
  });
});
