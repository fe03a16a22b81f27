import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodableUrl } from './plugins/errors.ts';
import { buildTestApp, type TestApp } from './testing/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the server', () => {
  it('answers /healthz when the database is reachable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('answers an unknown /api path with a JSON 404 in both languages', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    const body = response.json();
    expect(body).toMatchObject({ code: 'route_not_found', request_id: expect.any(String) });
    expect(body.message.en).toContain('/api/no-such-thing');
    expect(body.message.bn).toContain('/api/no-such-thing');
  });

  it('answers a malformed /api address with a JSON 400 in both languages, not Fastify’s own body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ code: 'bad_url', request_id: expect.any(String) });
    expect(body.message.en).toBeTruthy();
    expect(body.message.bn).toBeTruthy();
  });

  it('escapes the undecodable segments of a malformed address once more, and nothing else', () => {
    expect(decodableUrl('/%E0%A4%A')).toBe('/%25E0%25A4%25A');
    expect(decodableUrl('/products/%E0%A4%A?q=%E0%A6%9A')).toBe('/products/%25E0%25A4%25A?q=%E0%A6%9A');
    expect(decodableUrl('/%E0%A6%9A/x%')).toBe('/%E0%A6%9A/x%25');
    expect(decodableUrl('/fine/path?a=1')).toBe('/fine/path?a=1');
  });

  it('gives every answer a request id, and keeps a well-formed one the client sent', async () => {
    const generated = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'abc-12345678' },
    });
    expect(echoed.headers['x-request-id']).toBe('abc-12345678');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': '<script>' },
    });
    expect(refused.headers['x-request-id']).not.toBe('<script>');
  });

  it('rejects bad query parameters with 400 and field errors in both languages', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/categories/load?limit=abc&page=0' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation_failed');
    expect(body.fields.map((field: { path: string }) => field.path).sort()).toEqual(['limit', 'page']);
    for (const field of body.fields) {
      expect(field.message.en).toBeTruthy();
      expect(field.message.bn).toBeTruthy();
    }
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('compresses large answers when the client accepts it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('publishes an OpenAPI description generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(
      document.paths['/api/categories/load'].get.parameters.map((p: { name: string }) => p.name).sort(),
    ).toEqual(['limit', 'page']);
    const html = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(html.statusCode);
  });
});
