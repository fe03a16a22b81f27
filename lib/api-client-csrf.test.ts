// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { csrfTokenFrom, fetchTransport } from './api-client.ts';

describe('the browser transport’s CSRF header', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the page that set the cookie
    document.cookie = 'haat_csrf=; max-age=0';
  });

  it('reads the token from a Cookie string', () => {
    expect(csrfTokenFrom('a=1; haat_csrf=abc%2Bdef; b=2')).toBe('abc+def');
    expect(csrfTokenFrom('xhaat_csrf=no')).toBeNull();
    expect(csrfTokenFrom('')).toBeNull();
  });

  it('echoes the CSRF cookie on writes, not on reads', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the page that set the cookie
    document.cookie = 'haat_csrf=token-123';
    const sent: Array<{ method: string; headers: Record<string, string> }> = [];
    vi.stubGlobal(
      'fetch',
      async (_url: string, init: { method: string; headers: Record<string, string> }) => {
        sent.push(init);
        return new Response('{}');
      },
    );
    const transport = fetchTransport();
    await transport({ method: 'POST', url: '/api/x', headers: {} });
    await transport({ method: 'GET', url: '/api/x', headers: {} });
    expect(sent[0]!.headers['x-csrf-token']).toBe('token-123');
    expect(sent[1]!.headers['x-csrf-token']).toBeUndefined();
  });
});
