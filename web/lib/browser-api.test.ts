import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiRequest } from '#lib/api-client.ts';
import { storeAddress } from '#lib/contracts/addresses.ts';
import { quoteCart } from '#lib/contracts/cart.ts';
import { searchSuggestions } from '#lib/contracts/catalog.ts';
import { placeOrder } from '#lib/contracts/orders.ts';
import { browserReadClient } from './browser-api.ts';

const WEB = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'public' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('one way to write (decision 0011)', () => {
  it('the browser’s client reads, and refuses a write before anything is sent', async () => {
    const sent: ApiRequest[] = [];
    const api = browserReadClient(async (request) => {
      sent.push(request);
      return { status: 200, headers: { get: () => null }, text: async () => '{"data":[]}' };
    });
    await api.call(searchSuggestions, { query: { q: 'rice', limit: 8 } });
    await api.call(quoteCart, { body: { items: [] } });
    expect(sent.map((request) => `${request.method} ${request.url.split('?')[0]}`)).toEqual([
      'GET /api/search/suggestions',
      'POST /api/cart/quote',
    ]);
    await expect(api.call(placeOrder, { body: {} as never })).rejects.toThrow(/route action/);
    await expect(api.call(storeAddress, { body: {} as never })).rejects.toThrow(/route action/);
    expect(sent).toHaveLength(2);
  });

  it('no page or component makes its own API client; only the cart sync uses the write exception', () => {
    const makers: string[] = [];
    const syncUsers: string[] = [];
    for (const file of sourceFiles(WEB)) {
      const text = readFileSync(file, 'utf8');
      const name = relative(WEB, file);
      if (/\b(createApiClient|fetchTransport)\b/.test(text)) makers.push(name);
      if (/\bcartSyncApi\b/.test(text)) syncUsers.push(name);
    }
    // context.ts: the in-process client of loaders and actions (server side).
    expect(makers.sort()).toEqual(['lib/browser-api.ts', 'lib/context.ts']);
    expect(syncUsers.sort()).toEqual(['lib/browser-api.ts', 'lib/cart-sync.ts']);
  });
});
