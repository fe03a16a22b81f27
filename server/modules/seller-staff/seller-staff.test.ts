import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#server/modules/audit/schema.ts';
import { SESSION_COOKIE } from '#server/modules/auth/api.ts';
import { authSessions } from '#server/modules/auth/schema.ts';
import { as, cookieFrom, signIn } from '#server/modules/auth/sessions.test-helper.ts';
import { notificationOutbox } from '#server/modules/notifications/schema.ts';
import type { Caller } from '#server/modules/orders/fixtures.test-helper.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import { users } from '#server/modules/users/schema.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import { INVITATIONS_PER_HOUR } from './invitations.ts';
import { sellerInvitations } from './schema.ts';

let t: TestApp;
let owner: Caller;
let otherOwner: Caller;
let counter = 0;

/** The token in the newest invitation e-mail to `email`. */
async function tokenSentTo(email: string): Promise<string> {
  const [message] = await t.database.db
    .select()
    .from(notificationOutbox)
    .where(eq(notificationOutbox.recipient, email))
    .orderBy(desc(notificationOutbox.id))
    .limit(1);
  const token = /accept-invitation\?token=([\w-]+)/.exec(message?.body ?? '')?.[1];
  expect(token, `an invitation link sent to ${email}`).toBeDefined();
  return token!;
}

const freshEmail = (what: string) => `staff-${what}-${++counter}@example.test`;

async function invite(call: Caller, email: string, role: string) {
  return call({ method: 'POST', url: '/api/seller/staff/invite', payload: { email, role } });
}

async function accept(token: string, name = 'Nusrat Jahan', password = 'staff-password-1') {
  return t.inject({
    method: 'POST',
    url: '/api/seller/invitations/accept',
    payload: { token, name, password },
  });
}

/** Invites `role` to the demo shop, accepts, and answers the new member's caller and id. */
async function member(role: 'orders' | 'products' | 'all') {
  const email = freshEmail(role);
  expect((await invite(owner, email, role)).statusCode).toBe(201);
  const response = await accept(await tokenSentTo(email));
  expect(response.statusCode, response.body).toBe(200);
  return {
    call: as(t, cookieFrom(response, SESSION_COOKIE)),
    id: response.json().user_info.id as number,
    email,
  };
}

beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
  owner = as(t, await signIn(t, 'seller@haat.test', 'haat-seller-2026'));
  otherOwner = as(t, await signIn(t, 'sharmin.akter@haat.test', 'haat-demo-2026'));
});
afterAll(() => t.close());

describe('inviting staff', () => {
  it('invite → the e-mail’s link → name and password → signed in, verified, in the shop with the role', async () => {
    const email = freshEmail('flow');
    const invited = await invite(owner, email, 'orders');
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json().data).toMatchObject({ email, role: 'orders', is_expired: false });

    const token = await tokenSentTo(email);
    const preview = await t.inject({
      method: 'POST',
      url: '/api/seller/invitations/preview',
      payload: { token },
    });
    expect(preview.json().data).toMatchObject({ email, role: 'orders', company_name: 'Dhaka Daily Bazar' });

    const accepted = await accept(token, 'Rafiq Islam');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().user_info).toMatchObject({ email, name: 'Rafiq Islam', user_type: 4, status: 1 });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ seller_role: 'orders', status: 1 });
    expect(row!.email_verified_at).not.toBeNull();
    const [ownerRow] = await t.database.db.select().from(users).where(eq(users.email, 'seller@haat.test'));
    expect(row!.company_id).toBe(ownerRow!.company_id);

    // Signed in by the accept; and later with their own password on the seller form.
    const staff = as(t, cookieFrom(accepted, SESSION_COOKIE));
    const account = await staff({ method: 'GET', url: '/api/seller/account' });
    expect(account.json()).toMatchObject({ staff_role: 'orders', data: { slug: 'dhaka-daily-bazar' } });
    const again = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: email, password: 'staff-password-1', user_type: 4 },
    });
    expect(again.statusCode).toBe(200);

    // The owner's list shows the member, and the invitation is no longer pending.
    const list = (await owner({ method: 'GET', url: '/api/seller/staff' })).json().data;
    expect(list.members.map((m: { email: string }) => m.email)).toContain(email);
    expect(list.invitations.map((i: { email: string }) => i.email)).not.toContain(email);
    expect(list.members[0]).toMatchObject({ email: 'seller@haat.test', role: 'owner' });
  });

  it('a link works once', async () => {
    const email = freshEmail('once');
    await invite(owner, email, 'products');
    const token = await tokenSentTo(email);
    expect((await accept(token)).statusCode).toBe(200);
    const second = await accept(token, 'Someone Else', 'another-password');
    expect(second.statusCode).toBe(404);
    expect(second.json().code).toBe('invitation_invalid');
    expect(second.json().message.bn).toContain('আমন্ত্রণ');
  });

  it('two accepts of one link at once make one account', async () => {
    const email = freshEmail('race');
    await invite(owner, email, 'orders');
    const token = await tokenSentTo(email);
    const answers = await Promise.all([accept(token, 'First'), accept(token, 'Second')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('a link stops working after 7 days, and a resend gives a new link (the old one dead)', async () => {
    const email = freshEmail('expiry');
    const invited = (await invite(owner, email, 'all')).json().data;
    const first = await tokenSentTo(email);
    await t.database.db
      .update(sellerInvitations)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sellerInvitations.id, invited.id));
    expect((await accept(first)).statusCode).toBe(404);
    const listed = (await owner({ method: 'GET', url: '/api/seller/staff' })).json().data.invitations;
    expect(listed.find((i: { id: number }) => i.id === invited.id)).toMatchObject({ is_expired: true });

    const resent = await owner({ method: 'POST', url: `/api/seller/staff/invitations/${invited.id}/resend` });
    expect(resent.statusCode, resent.body).toBe(200);
    const expiresIn = Date.parse(resent.json().data.expires_at) - Date.now();
    expect(expiresIn).toBeGreaterThan(6.9 * 86_400_000);
    const second = await tokenSentTo(email);
    expect(second).not.toBe(first);
    expect((await accept(first)).statusCode).toBe(404);
    expect((await accept(second)).statusCode).toBe(200);
  });

  it('an e-mail that is already an account is refused with a bilingual message; a second invite too', async () => {
    const taken = await invite(owner, 'customer@haat.test', 'orders');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'already_a_user', fields: [{ path: 'email' }] });
    expect(taken.json().message.en).toContain('already has a Haat account');
    expect(taken.json().message.bn).toContain('অ্যাকাউন্ট');
    const email = freshEmail('twice');
    expect((await invite(owner, email, 'orders')).statusCode).toBe(201);
    const twice = await invite(owner, email.toUpperCase(), 'orders');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('already_invited');
    expect((await invite(owner, 'not-an-email', 'orders')).statusCode).toBe(400);
    expect((await invite(owner, freshEmail('owner'), 'owner')).statusCode).toBe(400);
  });

  it('a revoked invitation’s link does not work', async () => {
    const email = freshEmail('revoke');
    const invited = (await invite(owner, email, 'orders')).json().data;
    const token = await tokenSentTo(email);
    const revoked = await owner({
      method: 'POST',
      url: `/api/seller/staff/invitations/${invited.id}/revoke`,
    });
    expect(revoked.statusCode).toBe(200);
    expect((await accept(token)).statusCode).toBe(404);
  });
});

describe('what each role may do', () => {
  const productsCalls = [
    { method: 'GET' as const, url: '/api/products/manage' },
    { method: 'GET' as const, url: '/api/media-galleries/manage' },
  ];
  const ordersCalls = [
    { method: 'GET' as const, url: '/api/seller/orders' },
    { method: 'GET' as const, url: '/api/seller-orders' },
    { method: 'GET' as const, url: '/api/seller/reviews' },
  ];
  const shopCalls = [
    { method: 'GET' as const, url: '/api/seller/ledger' },
    {
      method: 'POST' as const,
      url: '/api/seller/settings',
      payload: { company_name: 'Dhaka Daily Bazar', company_name_bn: 'ঢাকা ডেইলি বাজার' },
    },
  ];
  const staffCalls = [
    { method: 'GET' as const, url: '/api/seller/staff' },
    {
      method: 'POST' as const,
      url: '/api/seller/staff/invite',
      payload: { email: 'x@example.test', role: 'all' },
    },
  ];
  const statuses = async (call: Caller, calls: Array<Parameters<Caller>[0]>) =>
    Promise.all(calls.map(async (options) => (await call(options)).statusCode));

  it('orders-only staff: orders yes; products, media, settings, money and the team 403', async () => {
    const { call } = await member('orders');
    expect(await statuses(call, ordersCalls)).toEqual([200, 200, 200]);
    expect(await statuses(call, [...productsCalls, ...shopCalls, ...staffCalls])).toEqual([
      403, 403, 403, 403, 403, 403,
    ]);
    const refused = await call(productsCalls[0]!);
    expect(refused.json()).toMatchObject({ code: 'staff_role' });
    expect(refused.json().message.bn).toContain('ভূমিকায়');
    const dashboard = await call({ method: 'GET', url: '/api/seller/dashboard' });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().data).toMatchObject({
      balance: null,
      shows: { orders: true, products: false, money: false },
      top_products: [],
      low_stock: [],
    });
  });

  it('products-only staff: products and media yes; orders, settings, money and the team 403', async () => {
    const { call } = await member('products');
    expect(await statuses(call, productsCalls)).toEqual([200, 200]);
    expect(await statuses(call, [...ordersCalls, ...shopCalls, ...staffCalls])).toEqual([
      403, 403, 403, 403, 403, 403, 403,
    ]);
    // The dashboard leaves out the sales, orders and money; the owner's has them.
    const mine = (await call({ method: 'GET', url: '/api/seller/dashboard' })).json().data;
    expect(mine).toMatchObject({ balance: null, shows: { orders: false, products: true, money: false } });
    expect(mine.month).toEqual({ sales: 0, orders: 0 });
    expect(Object.values(mine.by_tab).every((count) => count === 0)).toBe(true);
    const owners = (await owner({ method: 'GET', url: '/api/seller/dashboard' })).json().data;
    expect(owners.shows).toEqual({ orders: true, products: true, money: true });
    expect(Object.values(owners.by_tab).some((count) => Number(count) > 0)).toBe(true);
  });

  it('everything-staff: all of the shop but the team; the owner sees the balance', async () => {
    const { call } = await member('all');
    expect(await statuses(call, [...ordersCalls, ...productsCalls, ...shopCalls])).toEqual([
      200, 200, 200, 200, 200, 200, 200,
    ]);
    expect(await statuses(call, staffCalls)).toEqual([403, 403]);
    const dashboard = (await owner({ method: 'GET', url: '/api/seller/dashboard' })).json().data;
    expect(typeof dashboard.balance).toBe('number');
  });

  it('a role change applies to the member’s next call', async () => {
    const { call, id } = await member('orders');
    expect((await call(productsCalls[0]!)).statusCode).toBe(403);
    const changed = await owner({
      method: 'POST',
      url: `/api/seller/staff/members/${id}/role`,
      payload: { role: 'products' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ id, role: 'products' });
    expect((await call(productsCalls[0]!)).statusCode).toBe(200);
    expect((await call(ordersCalls[0]!)).statusCode).toBe(403);
  });
});

describe('the team is the owner’s shop only', () => {
  it('removing a member ends their session and closes the account', async () => {
    const { call, id, email } = await member('orders');
    expect((await call(ordersCalls()[0]!)).statusCode).toBe(200);
    const removed = await owner({ method: 'POST', url: `/api/seller/staff/members/${id}/remove` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call(ordersCalls()[0]!)).statusCode).toBe(401);
    expect(await t.database.db.select().from(authSessions).where(eq(authSessions.user_id, id))).toEqual([]);
    const login = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: email, password: 'staff-password-1' },
    });
    expect(login.statusCode).toBe(401);
    // The address may be invited again.
    expect((await invite(owner, email, 'orders')).statusCode).toBe(201);
  });

  it('a second shop’s owner can neither see nor change this shop’s invitations or members, whatever id', async () => {
    const email = freshEmail('foreign');
    const invitation = (await invite(owner, email, 'orders')).json().data;
    const { id: memberId } = await member('products');
    const theirs = (await otherOwner({ method: 'GET', url: '/api/seller/staff' })).json().data;
    expect(theirs.invitations.map((i: { email: string }) => i.email)).not.toContain(email);
    expect(theirs.members.map((m: { id: number }) => m.id)).not.toContain(memberId);
    expect(theirs.members.every((m: { email: string }) => m.email !== 'seller@haat.test')).toBe(true);

    const tries = [
      { method: 'POST' as const, url: `/api/seller/staff/invitations/${invitation.id}/revoke` },
      { method: 'POST' as const, url: `/api/seller/staff/invitations/${invitation.id}/resend` },
      {
        method: 'POST' as const,
        url: `/api/seller/staff/members/${memberId}/role`,
        payload: { role: 'all' },
      },
      { method: 'POST' as const, url: `/api/seller/staff/members/${memberId}/remove` },
    ];
    for (const options of tries) expect((await otherOwner(options)).statusCode, options.url).toBe(404);
    const [stillThere] = await t.database.db
      .select()
      .from(sellerInvitations)
      .where(eq(sellerInvitations.id, invitation.id));
    expect(stillThere).toBeDefined();
    const [stillMember] = await t.database.db.select().from(users).where(eq(users.id, memberId));
    expect(stillMember).toMatchObject({ seller_role: 'products' });
  });

  it('the owner cannot be given a role or removed', async () => {
    const list = (await owner({ method: 'GET', url: '/api/seller/staff' })).json().data;
    const ownerId = list.members.find((m: { role: string }) => m.role === 'owner').id;
    const role = await owner({
      method: 'POST',
      url: `/api/seller/staff/members/${ownerId}/role`,
      payload: { role: 'orders' },
    });
    expect(role.statusCode).toBe(409);
    expect(
      (await owner({ method: 'POST', url: `/api/seller/staff/members/${ownerId}/remove` })).statusCode,
    ).toBe(409);
  });
});

describe('how many invitations an owner may send', () => {
  it(`allows ${INVITATIONS_PER_HOUR} e-mails an hour, audited; then 429, and withdrawing one does not make room`, async () => {
    const [ownerRow] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'sharmin.akter@haat.test'));
    const sentBy = async () =>
      (
        await t.database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.actor_user_id, ownerRow!.id), eq(auditLog.entity, 'seller_invitation')))
      ).filter((line) => line.action === 'invite' || line.action === 'resend').length;
    const already = await sentBy();
    let last = 0;
    for (let index = already; index < INVITATIONS_PER_HOUR; index++) {
      const sent = await invite(otherOwner, freshEmail(`budget${index}`), 'orders');
      expect(sent.statusCode, sent.body).toBe(201);
      last = sent.json().data.id;
    }
    expect(await sentBy()).toBe(INVITATIONS_PER_HOUR);
    const refused = await invite(otherOwner, freshEmail('budget-over'), 'orders');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too_many_invitations' });
    expect(refused.json().message.bn).toBeTruthy();
    // Withdrawing one is audited too, and sends nothing, so it gives no room.
    const revoked = await otherOwner({ method: 'POST', url: `/api/seller/staff/invitations/${last}/revoke` });
    expect(revoked.statusCode, revoked.body).toBeLessThan(300);
    expect((await invite(otherOwner, freshEmail('budget-again'), 'orders')).statusCode).toBe(429);
  });
});

function ordersCalls() {
  return [{ method: 'GET' as const, url: '/api/seller/orders' }];
}

describe("the owner's identity papers", () => {
  it('an orders or products member reads the shop without its trade licence, NID number or document; the all role and the owner read them', async () => {
    const [ownerRow] = await t.database.db.select().from(users).where(eq(users.email, 'seller@haat.test'));
    await t.database.db
      .update(companies)
      .set({
        trade_licence_no: 'TRAD/DNCC/123',
        nid_no: '1990123456789',
        document: 'private/company-documents/x.pdf',
      })
      .where(eq(companies.id, ownerRow!.company_id!));
    const papers = { trade_licence_no: 'TRAD/DNCC/123', nid_no: '1990123456789' };
    expect((await owner({ method: 'GET', url: '/api/seller/account' })).json().data).toMatchObject({
      ...papers,
      document_url: `/api/companies/${ownerRow!.company_id}/document`,
    });
    for (const role of ['orders', 'products', 'all'] as const) {
      const email = freshEmail(`papers-${role}`);
      expect((await invite(owner, email, role)).statusCode).toBe(201);
      const member = as(t, cookieFrom(await accept(await tokenSentTo(email)), SESSION_COOKIE));
      const account = (await member({ method: 'GET', url: '/api/seller/account' })).json().data;
      expect(account.company_name, role).toBe('Dhaka Daily Bazar');
      if (role === 'all') expect(account, role).toMatchObject(papers);
      else
        expect(account, role).toMatchObject({
          trade_licence_no: null,
          nid_no: null,
          document: null,
          document_url: null,
        });
      const document = await member({
        method: 'GET',
        url: `/api/companies/${ownerRow!.company_id}/document`,
      });
      if (role !== 'all') expect(document.statusCode, role).toBe(403);
    }
  });
});
