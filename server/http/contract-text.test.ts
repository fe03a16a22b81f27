/**
 * The contracts' text rules on every endpoint, generated from the contracts themselves: every
 * string a client can send (path parameters, query and body fields, at any depth) is tried with
 * a NUL in it, and every name or title in a body with a text-direction override. A new endpoint
 * or field is covered without touching this file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Endpoint, isEndpoint } from '#lib/contracts/endpoint.ts';
import { prescriptionFields } from '#lib/contracts/prescriptions.ts';
import { DIRECTION_MESSAGE, NUL_MESSAGE } from '#lib/contracts/text.ts';
import { translate } from '#lib/i18n/translate.ts';
import { signIn } from '#server/modules/auth/sessions.test-helper.ts';
import { prescriptionUpload } from '#server/modules/orders/fixtures.test-helper.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';

const modules = import.meta.glob<Record<string, unknown>>('../../lib/contracts/*.ts', { eager: true });

const ENDPOINTS = [
  ...new Set(Object.values(modules).flatMap((module) => Object.values(module).filter(isEndpoint))),
];

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** Paths of every string a schema takes as input (array items as index 0). */
function stringPaths(schema: z.ZodType): Array<Array<string | number>> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const found = new Map<string, Array<string | number>>();
  const walk = (node: JsonSchema | undefined, path: Array<string | number>) => {
    if (!node) return;
    const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
    if (types.includes('string') && path.length > 0) found.set(path.join('.'), path);
    for (const [key, child] of Object.entries(node.properties ?? {})) walk(child, [...path, key]);
    if (node.items) walk(node.items, [...path, 0]);
    for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])])
      walk(branch, path);
  };
  walk(json, []);
  return [...found.values()];
}

/** An object with `value` at `path` (arrays where the path has an index). */
function placed(path: Array<string | number>, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  return typeof head === 'number' ? [placed(rest, value)] : { [head!]: placed(rest, value) };
}

interface Probe {
  name: string;
  endpoint: Endpoint;
  part: 'params' | 'query' | 'body';
  path: Array<string | number>;
}

const probes: Probe[] = ENDPOINTS.flatMap((endpoint) =>
  (['params', 'query', 'body'] as const).flatMap((part) => {
    const schema = endpoint[part];
    if (!schema) return [];
    return stringPaths(schema).map((path) => ({
      name: `${endpoint.method} ${endpoint.path} ${part} ${path.join('.')}`,
      endpoint,
      part,
      path,
    }));
  }),
);

/** Names and titles a client sends: the fields that must not hold text-direction controls. */
const NAME_FIELD = /(^|_)(name|title)$/;
const nameProbes = probes.filter(
  (probe) => probe.part === 'body' && NAME_FIELD.test(String(probe.path.at(-1))),
);

let t: TestApp;
let customer: string;
let seller: string;
let delivery: string;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
  customer = await signIn(t, 'customer@haat.test', 'haat-customer-2026');
  seller = await signIn(t, 'seller@haat.test', 'haat-seller-2026');
  delivery = await signIn(t, 'delivery@haat.test', 'haat-delivery-2026');
  admin = await signIn(t, 'admin@haat.test', 'haat-admin-2026', 'admin');
});
afterAll(() => t.close());

/** A caller the endpoint lets in, so the answer is about the input. */
function callerFor(endpoint: Endpoint): string | undefined {
  const kinds = endpoint.access?.kinds;
  if (!endpoint.access) return undefined;
  if (!kinds || kinds.includes('customer')) return customer;
  if (kinds.includes('admin')) return admin;
  return kinds.includes('seller') ? seller : delivery;
}

function send(probe: Probe, value: string) {
  const { endpoint, part, path } = probe;
  // Other path parameters get a value of their kind that passes (a small number, a long id).
  const stringParams = new Set(endpoint.params ? stringPaths(endpoint.params).map((item) => item[0]) : []);
  const url = endpoint.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(
      part === 'params' && path[0] === name ? value : stringParams.has(name) ? '1000' : '10',
    ),
  );
  const query = part === 'query' ? `?${new URLSearchParams({ [String(path[0])]: value })}` : '';
  const cookie = callerFor(endpoint);
  return t.inject({
    method: endpoint.method,
    url: url + query,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(part === 'body' ? { payload: placed(path, value) as Record<string, unknown> } : {}),
  });
}

function expectFieldError(response: Awaited<ReturnType<typeof send>>, path: string, message: string) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json();
  expect(body.code).toBe('validation_failed');
  const field = body.fields.find((item: { path: string }) => item.path === path);
  expect(field, `a field error at ${path}: ${response.body}`).toBeDefined();
  expect(field.message).toEqual({
    en: translate('en', message as never),
    bn: translate('bn', message as never),
  });
}

describe('the contracts’ text rules', () => {
  it('finds the endpoints and their string fields', () => {
    expect(ENDPOINTS.length).toBeGreaterThan(50);
    expect(probes.length).toBeGreaterThan(60);
    expect(nameProbes.length).toBeGreaterThanOrEqual(10);
  });

  it.each(probes.map((probe) => [probe.name, probe] as const))('NUL is refused: %s', async (_, probe) => {
    // A query field nested deeper than one level is sent as its top-level key.
    const path = probe.part === 'query' ? String(probe.path[0]) : probe.path.join('.');
    expectFieldError(await send(probe, 'a\u0000b'), path, NUL_MESSAGE);
  });

  it.each(nameProbes.map((probe) => [probe.name, probe] as const))(
    'a text-direction override is refused: %s',
    async (_, probe) => {
      expectFieldError(await send(probe, 'Rahim \u202eevil'), probe.path.join('.'), DIRECTION_MESSAGE);
      expectFieldError(await send(probe, 'Rahim \u2067evil\u2069'), probe.path.join('.'), DIRECTION_MESSAGE);
    },
  );

  it('the prescription upload’s fields (multipart) keep the same rules', async () => {
    const fields = stringPaths(prescriptionFields).map((path) => String(path[0]));
    expect(fields).toEqual(expect.arrayContaining(['title', 'patient_name']));
    const cases = [
      ...fields.map((field) => [field, 'a\u0000b', NUL_MESSAGE] as const),
      ...(['title', 'patient_name'] as const).map(
        (field) => [field, '\u202eevil', DIRECTION_MESSAGE] as const,
      ),
    ];
    for (const [field, value, message] of cases) {
      const upload = prescriptionUpload({
        title: 'Gastric care',
        patient_name: 'Nusrat Jahan',
        [field]: value,
      });
      const response = await t.inject({ ...upload, headers: { ...upload.headers, cookie: customer } });
      expectFieldError(response, field, message);
    }
  });

  it('real calls with NUL in the path or the query answer 400 with a field error, never 500', async () => {
    for (const [url, field] of [
      ['/api/products/details/rice%00', 'slug'],
      ['/api/categories/details/%00rice', 'slug'],
      ['/api/companies/details/shop%00', 'slug'],
      ['/api/static-page-infos/details/about%00us', 'slug'],
      ['/api/search?q=rice%00', 'q'],
    ] as const) {
      const response = await t.inject({ method: 'GET', url });
      expectFieldError(response, field, NUL_MESSAGE);
    }
  });
});
