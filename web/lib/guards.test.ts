import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { middlewareNamed, validate } from './guards.ts';
import { viewerContext } from './viewer.ts';

type Args = Parameters<ReturnType<typeof middlewareNamed>[number]>[0];
const next = async () => new Response('page');

function argsFor(url: string, viewer: { id: number; name: string; userType: number } | null = null): Args {
  const context = new RouterContextProvider();
  context.set(viewerContext, viewer);
  return {
    request: new Request(url),
    url: new URL(url),
    params: {},
    context,
    pattern: '/',
  } as unknown as Args;
}

async function thrown(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('page middleware by name (spec §2)', () => {
  it('answers 500 "Unknown middleware" for a name nobody defined', async () => {
    const [unknown] = middlewareNamed('no_such_guard');
    const error = await thrown(() => unknown!(argsFor('http://x/page'), next));
    // React Router turns a thrown data() into the error page's response.
    expect(error).toMatchObject({ data: 'Unknown middleware', init: { status: 500 } });
  });

  it('auth_access sends a visitor to sign in, and back to the page afterwards', async () => {
    const [authAccess] = middlewareNamed('auth_access');
    const error = await thrown(() => authAccess!(argsFor('http://x/user/my-orders?page=2'), next));
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).status).toBe(302);
    expect((error as Response).headers.get('location')).toBe(
      '/login?redirectTo=%2Fuser%2Fmy-orders%3Fpage%3D2',
    );
  });

  it('auth_access lets a signed-in person through', async () => {
    const [authAccess] = middlewareNamed('auth_access');
    const viewer = { id: 1, name: 'Rahim', userType: 3 };
    expect(await thrown(() => authAccess!(argsFor('http://x/user/my-orders', viewer), next))).toBeUndefined();
  });
});

describe('a page’s validate check (spec §2)', () => {
  const numericPage = validate(({ url }) => /^\d+$/.test(url.searchParams.get('p') ?? ''));

  it('gives the 404 when it fails', async () => {
    const error = await thrown(() => numericPage(argsFor('http://x/c?p=abc'), next));
    expect(error).toMatchObject({ init: { status: 404 } });
  });

  it('lets the page render when it passes', async () => {
    expect(await thrown(() => numericPage(argsFor('http://x/c?p=2'), next))).toBeUndefined();
  });
});
