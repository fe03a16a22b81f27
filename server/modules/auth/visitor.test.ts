import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ensureAdminPathBuilt } from '#server/plugins/ssr.ts';
import { CSRF_COOKIE, VISITOR_COOKIE } from './cookies.ts';
import { firstVisitCookies } from './visitor.ts';

async function pageServer(secure: boolean) {
  const app = Fastify();
  await app.register(cookie, { secret: 'a-test-secret-a-test-secret-0123456789' });
  app.get('/page', async (request) => firstVisitCookies(app, request, secure));
  await app.ready();
  return app;
}

describe('the first-party cookies a page gives a visitor', () => {
  it('a first visit gets a signed visitor id (httpOnly) and a readable CSRF token, both for a year', async () => {
    const app = await pageServer(false);
    const { pairs, setCookies } = (await app.inject({ method: 'GET', url: '/page' })).json();
    expect(pairs.map(([name]: [string]) => name)).toEqual([VISITOR_COOKIE, CSRF_COOKIE]);
    expect(app.unsignCookie(pairs[0][1]).valid).toBe(true);
    expect(setCookies[0]).toMatch(/^haat_visitor=.+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(setCookies[1]).toMatch(/^haat_csrf=[\w-]{32}; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    await app.close();
  });

  it('marks them Secure when the site is served over https', async () => {
    const app = await pageServer(true);
    const { setCookies } = (await app.inject({ method: 'GET', url: '/page' })).json();
    expect(setCookies.every((value: string) => value.includes('; Secure'))).toBe(true);
    await app.close();
  });

  it('a returning visitor gets nothing new; a forged visitor cookie is replaced', async () => {
    const app = await pageServer(false);
    const good = `${VISITOR_COOKIE}=${app.signCookie('v')}; ${CSRF_COOKIE}=t`;
    expect(
      (await app.inject({ method: 'GET', url: '/page', headers: { cookie: good } })).json().pairs,
    ).toEqual([]);
    const forged = `${VISITOR_COOKIE}=v.forged; ${CSRF_COOKIE}=t`;
    const answer = (await app.inject({ method: 'GET', url: '/page', headers: { cookie: forged } })).json();
    expect(answer.pairs.map(([name]: [string]) => name)).toEqual([VISITOR_COOKIE]);
    await app.close();
  });
});

describe('the admin path built into the web app', () => {
  const build = (path: string) => ({ routes: { admin: { path } } }) as never;

  it('must be the configured ADMIN_PATH, or the server refuses to start and says how to fix it', () => {
    expect(() => ensureAdminPathBuilt(build('admin@orange-mart'), '/admin@orange-mart')).not.toThrow();
    expect(() => ensureAdminPathBuilt(build('admin@orange-mart'), '/back-office')).toThrow(
      'The web app was built for ADMIN_PATH=/admin@orange-mart, but ADMIN_PATH is /back-office. ' +
        'Rebuild with `ADMIN_PATH=/back-office npm run build` (npm start always builds).',
    );
  });
});
