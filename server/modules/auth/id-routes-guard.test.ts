/**
 * Every protected call that names a record by id, tried with nobody signed in, generated from
 * the contracts themselves (and the managed lists'): a stranger with no credential, our web
 * app's visitor, and an API client's own token (an app, not a person) are each told 401, never
 * 200, 404 or 500. A new contract with an id in its path is covered without touching this file;
 * an id route registered by hand (not through a contract) must be named in HAND_ROUTES, or the
 * first test fails.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Endpoint, isEndpoint } from '#lib/contracts/endpoint.ts';
import { PRESCRIPTION_FILE_PATH } from '#lib/contracts/prescriptions.ts';
import { COMPANY_DOCUMENT_PATH } from '#lib/contracts/seller-desk.ts';
import { RESOURCES } from '#lib/resources/index.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import { createApiClient } from './api-clients.ts';

const contractModules = import.meta.glob<Record<string, unknown>>('../../../lib/contracts/*.ts', {
  eager: true,
});

/** Endpoints exported directly, or in an exported object of them (the editor's steps, a list's calls). */
function endpointsIn(module: Record<string, unknown>): Endpoint[] {
  return Object.values(module).flatMap((value) => {
    if (isEndpoint(value)) return [value];
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return Object.values(value).filter(isEndpoint);
    return [];
  });
}

const ENDPOINTS: Endpoint[] = [
  ...new Set<Endpoint>([
    ...Object.values(contractModules).flatMap(endpointsIn),
    ...RESOURCES.flatMap((resource): Endpoint[] => {
      // The calls a managed list registers (server/modules/resources/routes.ts).
      const { upload, remove, bulk, ...always } = resource.endpoints;
      return [
        ...(Object.values(always) as unknown[]).filter(isEndpoint),
        ...(resource.fields.some((field) => field.input === 'image') ? [upload as Endpoint] : []),
        ...(resource.deletable !== false ? [remove as Endpoint] : []),
        ...(resource.activeField ? [bulk as Endpoint] : []),
      ];
    }),
  ]),
];

const hasParam = (path: string) => /:\w+/.test(path);

/** Protected id calls: the contract declares who may call it (absent `access`: public). */
const ID_CALLS = ENDPOINTS.filter((endpoint) => endpoint.access !== undefined && hasParam(endpoint.path));

/** Id routes registered without a contract (files streamed to their readers), all for signed-in people. */
const HAND_ROUTES = [
  { method: 'GET', path: PRESCRIPTION_FILE_PATH },
  { method: 'GET', path: COMPANY_DOCUMENT_PATH },
] as const;

/** A value for each path parameter that its schema accepts, so the answer is about the caller, not the id. */
function urlOf(endpoint: { path: string; params?: Endpoint['params'] }): string {
  const shape = (
    endpoint.params as { shape?: Record<string, { safeParse(v: unknown): { success: boolean } }> }
  )?.shape;
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const schema = shape?.[name];
    const value =
      ['1', '10', 'HT-260101-0001', 'activate', 'a'].find(
        (candidate) => !schema || schema.safeParse(candidate).success,
      ) ?? '1';
    return encodeURIComponent(value);
  });
}

function requestOf(endpoint: { method: string; path: string; params?: Endpoint['params'] }): InjectOptions {
  return {
    method: endpoint.method as InjectOptions['method'],
    url: urlOf(endpoint),
    // A well-formed body of nothing: a refusal must come from who is asking, before the input.
    ...(endpoint.method === 'GET' ? {} : { payload: {} }),
  };
}

/**
 * The routes of Fastify's printed route tree: each line is a node under the one above it that is
 * one level less indented (`├── /api/addresses (GET, HEAD)`, then `│   ├── /store (POST)`).
 */
function servedRoutes(tree: string): Array<{ method: string; path: string }> {
  const stack: string[] = [];
  const routes: Array<{ method: string; path: string }> = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+) \(([^)]*)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack.push(path);
    for (const method of match[3]!.split(', '))
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, path });
  }
  return routes;
}

let t: TestApp;
let clientToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  const client = await createApiClient(t.database.db, { name: 'Guard test app', createdBy: null });
  const token = await t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: {
      grant_type: 'client_credentials',
      client_id: client.client_id,
      client_secret: client.client_secret,
    },
  });
  expect(token.statusCode, token.body).toBe(200);
  clientToken = token.json().data[0].access_token;
});
afterAll(() => t.close());

/** The three callers nobody signed in as: what each is answered. */
async function answersFor(options: InjectOptions) {
  const stranger = await t.app.inject(options);
  const visitor = await t.inject(options);
  const app = await t.app.inject({
    ...options,
    headers: { ...(options.headers ?? {}), authorization: `Bearer ${clientToken}` },
  });
  return { stranger, visitor, app };
}

function expectSignInAsked(answers: Awaited<ReturnType<typeof answersFor>>) {
  for (const [who, answer] of Object.entries(answers)) {
    expect(answer.statusCode, `${who}: ${answer.body}`).toBe(401);
    expect(answer.json(), who).toMatchObject({
      code: expect.any(String),
      message: { en: expect.any(String), bn: expect.any(String) },
    });
  }
}

describe('protected id calls with nobody signed in', () => {
  it('finds the id calls, and every id route the server has is a contract’s or named here', () => {
    expect(ID_CALLS.length).toBeGreaterThan(60);
    // The managed lists' record, update and delete calls are among them.
    expect(ID_CALLS.map((endpoint) => endpoint.path)).toContain('/api/categories/record/:id');
    // Fastify prints parameters of one place under one name (`:limit|:id`): compare by shape.
    const shapeOf = (path: string) => path.replace(/:\w+(\|:\w+)*/g, ':');
    const known = new Set(
      [...ENDPOINTS, ...HAND_ROUTES].map((route) => `${route.method} ${shapeOf(route.path)}`),
    );
    const routes = servedRoutes(t.app.printRoutes({ commonPrefix: false })).map(
      ({ method, path }) => `${method} ${shapeOf(path)}`,
    );
    expect(routes.length).toBeGreaterThan(100);
    const unknownIdRoutes = routes.filter(
      (route) => route.includes(' /api/') && route.includes(':') && !known.has(route),
    );
    expect(unknownIdRoutes).toEqual([]);
    // And every protected id call of a contract is served (a 404 would pass for a refusal).
    const served = new Set(routes);
    const calls = ID_CALLS.map((call) => `${call.method} ${shapeOf(call.path)}`);
    expect(calls.filter((call) => !served.has(call))).toEqual([]);
  });

  it.each(ID_CALLS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s answers 401',
    async (_, endpoint) => {
      expectSignInAsked(await answersFor(requestOf(endpoint)));
    },
  );

  it.each(HAND_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s (no contract) answers 401',
    async (_, route) => {
      expectSignInAsked(await answersFor(requestOf(route)));
    },
  );
});
