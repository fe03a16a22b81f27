/**
 * The authorization matrix: every protected API call, tried as every kind of caller, with the
 * answer each must get. Add a row for each new protected call (and the setup it needs in
 * `beforeAll`); the columns are fixed:
 *
 *   stranger      no credential at all (not our web app, no token)
 *   anonymous     our web app's visitor, not signed in
 *   customerA/B   two customers          sellerA/B    users of two different companies
 *   deliveryA/B   two delivery persons   adminWithout an admin whose role has every feature but the row's
 *   adminWith     an admin whose role has only the row's feature     superAdmin   the super role
 *   staffOrders, staffProducts, staffAll   members of seller A's team with that role
 *
 * Rows name the expected status per column; `others` covers the columns not named, except the
 * staff columns: those follow seller A (same shop) where the row's contract's `sellerScope`
 * is covered by the role (lib/contracts/seller-staff.ts), and are 403 where it is not. The
 * scope is read from the contract the request matches, so a contract's declaration is what
 * is tested.
 */

import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '#lib/contracts/endpoint.ts';
import { ADMIN_FEATURES, FEATURES } from '#lib/contracts/features.ts';
import { roleMayUse, type SellerScope, type StaffRole } from '#lib/contracts/seller-staff.ts';
import { RESOURCES } from '#lib/resources/index.ts';
import {
  addressBody,
  dhanmondi,
  type OrderMatrixFixtures,
  orderMatrixFixtures,
  prescriptionUpload,
} from '#server/modules/orders/fixtures.test-helper.ts';
import { documentUpload, PDF_BYTES } from '#server/modules/seller-desk/document.test-helper.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import { roleAccesses, userRoles, users } from '#server/modules/users/schema.ts';
import { createLocalStorage } from '#server/storage/storage.ts';
import { buildTestApp, type TestApp } from '#server/testing/app.ts';
import { createApiClient } from './api-clients.ts';
import { SESSION_COOKIE } from './cookies.ts';
import { createSession } from './sessions.ts';

const ACTORS = [
  'stranger',
  'anonymous',
  'customerA',
  'customerB',
  'sellerA',
  'sellerB',
  'deliveryA',
  'deliveryB',
  'adminWithout',
  'adminWith',
  'superAdmin',
  'staffOrders',
  'staffProducts',
  'staffAll',
] as const;
type ActorName = (typeof ACTORS)[number];
type StaffName = 'staffOrders' | 'staffProducts' | 'staffAll';
const STAFF: Record<StaffName, StaffRole> = {
  staffOrders: 'orders',
  staffProducts: 'products',
  staffAll: 'all',
};

const contractModules = import.meta.glob<Record<string, unknown>>('../../../lib/contracts/*.ts', {
  eager: true,
});
const CONTRACTS = [
  ...new Set(
    [...Object.values(contractModules), ...RESOURCES.map((resource) => resource.endpoints)].flatMap(
      (module) =>
        Object.values(module).filter(
          (value): value is Endpoint =>
            typeof value === 'object' &&
            value !== null &&
            typeof (value as Endpoint).method === 'string' &&
            typeof (value as Endpoint).path === 'string' &&
            (value as Endpoint).response !== undefined,
        ),
    ),
  ),
];

/** The contract a request is a call of, among the contracts and the managed lists' (literal path parts win over parameters). */
function contractOf(options: InjectOptions): Endpoint | undefined {
  const path = new URL(String(options.url), 'http://haat.test').pathname;
  const method = options.method ?? 'GET';
  const matches = CONTRACTS.filter(
    (contract) =>
      contract.method === method && new RegExp(`^${contract.path.replace(/:\w+/g, '[^/]+')}$`).test(path),
  );
  return matches.sort((a, b) => (a.path.match(/:/g)?.length ?? 0) - (b.path.match(/:/g)?.length ?? 0))[0];
}

/** The part of the shop a seller's call of this contract belongs to (none: not a seller call). */
function scopeOf(contract: Endpoint | undefined): SellerScope | undefined {
  const access = contract?.access;
  if (!access) return undefined;
  return access.sellerScope ?? (access.kinds?.includes('seller') ? 'shop' : undefined);
}

/** Ids of the seeded people and of things made for the rows. */
interface Context {
  userId: Record<Exclude<ActorName, 'stranger' | 'anonymous' | 'adminWithout' | 'adminWith'>, number>;
  /** A member of seller A's team whose role the rows change (not one of the columns). */
  staffTarget: number;
  roleId: number;
  apiClientId: number;
  next: () => number;
  /** Customer A's addresses, orders, payments and prescriptions for the issue 5 rows. */
  orders: OrderMatrixFixtures;
  /** Seller A's company, which has a private trade licence document (issue 13). */
  companyOfSellerA: number;
}

interface Row {
  call: string;
  /** The admin feature the call needs; adminWith/adminWithout are made for it. */
  feature?: number;
  request: (context: Context) => InjectOptions;
  expect: Partial<Record<ActorName, number>> & { others: number };
  /**
   * Callers refused only once the input is read (whose record it is, what it would change):
   * the call is theirs to make, so a malformed request may tell them what is wrong with it.
   */
  refusedByInput?: ActorName[];
}

/** Anyone our web app lets in: visitors and everyone signed in. */
const anyCaller = (status = 200) => ({ stranger: 401, others: status });
/** Signed-in people only. */
const signedIn = (status = 200) => ({ stranger: 401, anonymous: 401, others: status });
/** Admins whose role has the row's feature (and super admins). */
/** Customers only (their cart, addresses, orders, prescriptions): 403 for everyone else signed in. */
const customersOnly = (status = 200) => ({
  stranger: 401,
  anonymous: 401,
  customerA: status,
  customerB: status,
  others: 403,
});
/** Customer A's own thing: B is told it does not exist, other kinds of callers may not ask. */
const customerAOnly = (status = 200) => ({ ...customersOnly(status), customerB: 404 });
const featureHolders = (status = 200) => ({
  stranger: 401,
  anonymous: 401,
  adminWith: status,
  superAdmin: status,
  others: 403,
});

const ROWS: Row[] = [
  // --- accounts (issue 4) ---
  { call: 'GET /api/auth/session', request: () => get('/api/auth/session'), expect: anyCaller() },
  { call: 'GET /api/logout', request: () => get('/api/logout'), expect: anyCaller() },
  {
    call: 'POST /api/user-info/{customer A}',
    feature: FEATURES.adminUsers,
    request: (c) => post(`/api/user-info/${c.userId.customerA}`),
    expect: { ...featureHolders(), customerA: 200 },
    refusedByInput: ['customerB', 'sellerA', 'sellerB', 'deliveryA', 'deliveryB', 'adminWithout'],
  },
  {
    call: 'POST /api/user/change-password (wrong current password: 400 once let in)',
    request: () =>
      post('/api/user/change-password', { current_password: 'not-it', password: 'new-password-1' }),
    expect: signedIn(400),
  },
  {
    call: 'POST /api/user/profile-update',
    request: () => post('/api/user/profile-update', { name: 'Same Name' }),
    expect: signedIn(),
  },
  {
    call: 'GET /api/user-role-infos/{limit}',
    feature: FEATURES.adminUserRoles,
    request: () => get('/api/user-role-infos/10?page=1'),
    expect: featureHolders(),
  },
  {
    call: 'POST /api/user-role-infos/store',
    feature: FEATURES.adminUserRoles,
    request: (c) =>
      post('/api/user-role-infos/store', { role_name: `Matrix role ${c.next()}`, feature_ids: [] }),
    expect: featureHolders(),
  },
  {
    call: 'POST /api/user-role-infos/update/{id}',
    feature: FEATURES.adminUserRoles,
    request: (c) =>
      post(`/api/user-role-infos/update/${c.roleId}`, { role_name: 'Matrix target', feature_ids: [] }),
    expect: featureHolders(),
  },
  {
    call: 'GET /api/users/{limit}',
    feature: FEATURES.adminUsers,
    request: () => get('/api/users/10?page=1'),
    expect: featureHolders(),
  },
  {
    call: 'POST /api/users/store (administrators: super admins only)',
    feature: FEATURES.adminUsers,
    request: (c) =>
      post('/api/users/store', {
        name: 'Matrix Admin',
        email: `matrix-${c.next()}@haat.test`,
        password: 'matrix-password',
        role_id: c.roleId,
      }),
    expect: { ...featureHolders(), adminWith: 403 },
    refusedByInput: ['adminWith'],
  },
  {
    call: 'POST /api/users/update/{customer B}',
    feature: FEATURES.adminUsers,
    request: (c) => post(`/api/users/update/${c.userId.customerB}`, { name: 'Arif Hossain' }),
    expect: featureHolders(),
  },
  {
    call: 'POST /api/users/update/{super admin} (administrators: super admins only)',
    feature: FEATURES.adminUsers,
    request: (c) => post(`/api/users/update/${c.userId.superAdmin}`, { name: 'Tanvir Ahmed' }),
    expect: { ...featureHolders(), adminWith: 403 },
    refusedByInput: ['adminWith'],
  },
  {
    call: 'GET /api/api-clients/{limit}',
    feature: FEATURES.apiClients,
    request: () => get('/api/api-clients/10'),
    expect: featureHolders(),
  },
  {
    call: 'POST /api/api-clients/store',
    feature: FEATURES.apiClients,
    request: () => post('/api/api-clients/store', { name: 'Matrix client' }),
    expect: featureHolders(),
  },
  {
    call: 'POST /api/api-clients/update/{id}',
    feature: FEATURES.apiClients,
    request: (c) => post(`/api/api-clients/update/${c.apiClientId}`, { name: 'Matrix client' }),
    expect: featureHolders(),
  },
  // --- background jobs (decision 0012) ---
  {
    call: 'GET /api/background-jobs/{limit}',
    feature: FEATURES.backgroundJobs,
    request: () => get('/api/background-jobs/10?state=failed'),
    expect: featureHolders(),
  },
  {
    call: 'GET /api/background-jobs/details/{id} (no such job: 404 once let in)',
    feature: FEATURES.backgroundJobs,
    request: () => get('/api/background-jobs/details/999999'),
    expect: featureHolders(404),
  },
  {
    call: 'POST /api/background-jobs/retry/{id} (no such job: 404 once let in)',
    feature: FEATURES.backgroundJobs,
    request: () => post('/api/background-jobs/retry/999999'),
    expect: featureHolders(404),
  },
  {
    call: 'GET /api/dev/outbox (super admins only, in every mode: its codes sign people in)',
    request: () => get('/api/dev/outbox'),
    expect: { stranger: 401, anonymous: 401, superAdmin: 200, others: 403 },
  },
  // --- admin panel sections (issue 11) ---
  {
    call: 'GET /api/admin/dashboard',
    feature: FEATURES.dashboard,
    request: () => get('/api/admin/dashboard'),
    expect: featureHolders(),
  },
  {
    call: 'GET /api/order-infos/{limit}',
    feature: FEATURES.orders,
    request: () => get('/api/order-infos/10?status=1'),
    expect: featureHolders(),
  },
  {
    call: 'GET /api/order-infos/details/{id} (no such order: 404 once let in)',
    feature: FEATURES.orders,
    request: () => get('/api/order-infos/details/999999'),
    expect: featureHolders(404),
  },
  {
    call: 'GET /api/companies/review/{limit}',
    feature: FEATURES.companies,
    request: () => get('/api/companies/review/10?status=pending'),
    expect: featureHolders(),
  },
  {
    call: 'POST /api/companies/review/{id} (no such seller: 404 once let in)',
    feature: FEATURES.companies,
    request: () => post('/api/companies/review/999999', { action: 'approve' }),
    expect: featureHolders(404),
  },
  {
    call: 'POST /api/companies/commission/{id} (no such seller: 404 once let in)',
    feature: FEATURES.companies,
    request: () => post('/api/companies/commission/999999', { commission_bp: 900 }),
    expect: featureHolders(404),
  },
  // --- geography, addresses, cart, orders, payments, prescriptions (issue 5) ---
  { call: 'GET /api/regions/{limit}', request: () => get('/api/regions/10'), expect: anyCaller() },
  { call: 'GET /api/cities/{limit}', request: () => get('/api/cities/10'), expect: anyCaller() },
  { call: 'GET /api/areas/{limit}', request: () => get('/api/areas/10'), expect: anyCaller() },
  // --- the resource layer (issue 11): every managed list has these calls; categories stand for all ---
  {
    call: 'GET /api/categories/{limit} (admin list)',
    feature: FEATURES.categories,
    request: () => get('/api/categories/10?q=a&sort=-id'),
    expect: featureHolders(),
  },
  {
    call: 'GET /api/categories/record/{id}',
    feature: FEATURES.categories,
    request: () => get('/api/categories/record/999999'),
    expect: featureHolders(404),
  },
  {
    call: 'POST /api/categories/store',
    feature: FEATURES.categories,
    request: (c) =>
      post('/api/categories/store', { category_name: `Matrix ${c.next()}`, category_name_bn: 'ম্যাট্রিক্স' }),
    expect: featureHolders(201),
  },
  {
    call: 'POST /api/categories/update/{id}',
    feature: FEATURES.categories,
    request: () => post('/api/categories/update/999999', { updated_at: '2026-01-01T00:00:00.000Z' }),
    expect: featureHolders(404),
  },
  {
    call: 'POST /api/categories/delete/{id}',
    feature: FEATURES.categories,
    request: () => post('/api/categories/delete/999999'),
    expect: featureHolders(404),
  },
  {
    call: 'POST /api/categories/bulk/{action}',
    feature: FEATURES.categories,
    request: () => post('/api/categories/bulk/deactivate', { ids: [999999] }),
    expect: featureHolders(),
  },
  {
    call: 'GET /api/categories/export.csv',
    feature: FEATURES.categories,
    request: () => get('/api/categories/export.csv'),
    expect: featureHolders(),
  },
  {
    call: 'POST /api/categories/upload (not multipart: 415 once let in)',
    feature: FEATURES.categories,
    request: () => post('/api/categories/upload', {}),
    expect: featureHolders(415),
  },
  {
    call: 'GET /api/categories/lookup (any admin: relation pickers)',
    feature: FEATURES.categories,
    request: () => get('/api/categories/lookup?q=a'),
    expect: {
      stranger: 401,
      anonymous: 401,
      adminWith: 200,
      adminWithout: 200,
      superAdmin: 200,
      others: 403,
    },
  },
  ...(['tags', 'brand-info'] as const).map(
    (name): Row => ({
      call: `GET /api/${name}/lookup (any admin and sellers: the product editor's type-ahead)`,
      feature: name === 'tags' ? FEATURES.tags : FEATURES.brands,
      request: () => get(`/api/${name}/lookup?q=a&limit=10`),
      expect: {
        stranger: 401,
        anonymous: 401,
        sellerA: 200,
        sellerB: 200,
        adminWith: 200,
        adminWithout: 200,
        superAdmin: 200,
        others: 403,
      },
    }),
  ),
  {
    call: 'POST /api/regions/store (a public list, but admins with the feature write it)',
    feature: FEATURES.regions,
    request: (c) =>
      post('/api/regions/store', { code: `M${c.next()}`, name: `Matrix ${c.next()}`, name_bn: 'ম' }),
    expect: featureHolders(201),
  },
  {
    call: 'POST /api/cart/quote',
    request: (c) => post('/api/cart/quote', { items: [cartLine(c)] }),
    expect: anyCaller(),
  },
  { call: 'GET /api/cart', request: () => get('/api/cart'), expect: customersOnly() },
  {
    call: 'POST /api/cart/items',
    request: (c) => post('/api/cart/items', { ...cartLine(c), mode: 'add' }),
    expect: customersOnly(),
  },
  {
    call: 'POST /api/cart/items/remove',
    request: (c) =>
      post('/api/cart/items/remove', {
        product_id: c.orders.product.productId,
        price_type_id: c.orders.product.priceTypeId,
      }),
    expect: customersOnly(),
  },
  {
    call: 'POST /api/cart/merge',
    request: (c) => post('/api/cart/merge', { items: [cartLine(c)] }),
    expect: customersOnly(),
  },
  { call: 'POST /api/cart/clear', request: () => post('/api/cart/clear'), expect: customersOnly() },
  { call: 'GET /api/addresses', request: () => get('/api/addresses'), expect: customersOnly() },
  {
    call: 'POST /api/addresses/store',
    request: () => post('/api/addresses/store', addressPayload()),
    expect: customersOnly(201),
  },
  {
    call: 'POST /api/addresses/update/{customer A’s}',
    request: (c) => post(`/api/addresses/update/${c.orders.addressOfA}`, addressPayload()),
    expect: customerAOnly(),
  },
  {
    call: 'POST /api/addresses/delete/{customer A’s}',
    request: (c) => post(`/api/addresses/delete/${c.orders.freshAddressOfA()}`),
    expect: customerAOnly(),
  },
  {
    call: 'POST /api/orders/place (to customer A’s address: B may not ship there)',
    request: (c) => ({
      ...post('/api/orders/place', {
        items: [cartLine(c)],
        shipping_address_id: c.orders.addressOfA,
        payment_method: 'cod',
        expected_total: c.orders.orderTotal,
      }),
      headers: { 'idempotency-key': `matrix-order-key-${c.next()}` },
    }),
    expect: { ...customersOnly(201), customerB: 400 },
  },
  { call: 'GET /api/orders', request: () => get('/api/orders'), expect: customersOnly() },
  {
    call: 'GET /api/orders/details/{customer A’s}',
    feature: FEATURES.orders,
    request: (c) => get(`/api/orders/details/${c.orders.orderOfA}`),
    expect: { ...customerAOnly(), adminWith: 200, superAdmin: 200 },
  },
  {
    call: 'POST /api/orders/cancel/{customer A’s}',
    feature: FEATURES.orders,
    request: (c) => post(`/api/orders/cancel/${c.orders.freshOrderOfA()}`, {}),
    expect: { ...customerAOnly(), adminWith: 200, superAdmin: 200 },
  },
  {
    call: 'GET /api/seller-orders',
    feature: FEATURES.orders,
    request: () => get('/api/seller-orders'),
    expect: { ...featureHolders(), sellerA: 200, sellerB: 200, deliveryA: 200, deliveryB: 200 },
  },
  {
    call: 'GET /api/seller-orders/details/{seller A’s, carried by delivery person A}',
    feature: FEATURES.orders,
    request: (c) => get(`/api/seller-orders/details/${c.orders.partOfA}`),
    expect: { ...featureHolders(), sellerA: 200, sellerB: 404, deliveryA: 200, deliveryB: 404 },
  },
  {
    call: 'POST /api/seller-orders/status/{seller A’s} to 3 (seller and admins only)',
    feature: FEATURES.orders,
    request: (c) => post(`/api/seller-orders/status/${c.orders.freshPartToMove()}`, { status: 3 }),
    expect: { ...featureHolders(), sellerA: 200, sellerB: 404, deliveryA: 403, deliveryB: 404 },
    refusedByInput: ['deliveryA'],
  },
  {
    call: 'POST /api/seller-orders/cancel/{seller A’s}',
    feature: FEATURES.orders,
    request: (c) => post(`/api/seller-orders/cancel/${c.orders.freshPartToCancel()}`, {}),
    // Delivery persons never cancel: refused before the order is looked up.
    expect: { ...featureHolders(), sellerA: 200, sellerB: 404, deliveryA: 403, deliveryB: 403 },
  },
  {
    call: 'POST /api/seller-orders/assign/{id}',
    feature: FEATURES.orders,
    request: (c) =>
      post(`/api/seller-orders/assign/${c.orders.partOfA}`, { delivery_person_id: c.orders.deliveryPersonA }),
    expect: featureHolders(),
  },
  {
    call: 'GET /api/payments/details/{customer A’s}',
    request: (c) => get(`/api/payments/details/${c.orders.paymentOfA}`),
    expect: customerAOnly(),
  },
  {
    call: 'GET /api/admin/payments',
    feature: FEATURES.payments,
    request: () => get('/api/admin/payments'),
    expect: featureHolders(),
  },
  {
    call: 'GET /api/admin/payments/details/{customer A’s}',
    feature: FEATURES.payments,
    request: (c) => get(`/api/admin/payments/details/${c.orders.paymentOfA}`),
    expect: featureHolders(),
  },
  {
    call: 'POST /api/payments/sandbox/complete/{customer A’s}',
    request: (c) =>
      post(`/api/payments/sandbox/complete/${c.orders.freshSandboxPaymentOfA()}`, { outcome: 'approve' }),
    expect: customerAOnly(),
  },
  { call: 'GET /api/prescriptions', request: () => get('/api/prescriptions'), expect: customersOnly() },
  {
    call: 'POST /api/prescriptions/store (multipart)',
    request: () => prescriptionUpload(),
    expect: customersOnly(201),
  },
  {
    call: 'POST /api/prescriptions/delete/{customer A’s}',
    request: (c) => post(`/api/prescriptions/delete/${c.orders.freshPrescriptionOfA()}`),
    expect: customerAOnly(),
  },
  {
    call: 'GET /api/prescriptions/{customer A’s, attached to an order of seller A}/file',
    feature: FEATURES.orders,
    request: (c) => get(`/api/prescriptions/${c.orders.prescriptionOfA}/file`),
    expect: {
      stranger: 401,
      anonymous: 401,
      customerA: 200,
      sellerA: 200,
      adminWith: 200,
      superAdmin: 200,
      // Not a contract of its own: the file's policy lets the team's orders roles open it.
      staffOrders: 200,
      staffAll: 200,
      staffProducts: 404,
      others: 404,
    },
  },
  // --- the seller dashboard and its team (issue 13): staff columns follow each contract's sellerScope ---
  {
    call: 'GET /api/seller/account (every member of the team)',
    request: () => get('/api/seller/account'),
    expect: { stranger: 401, anonymous: 401, sellerA: 200, sellerB: 200, others: 403 },
  },
  {
    call: 'GET /api/seller/dashboard (every member; the money only for owner and all)',
    request: () => get('/api/seller/dashboard'),
    expect: { stranger: 401, anonymous: 401, sellerA: 200, sellerB: 200, others: 403 },
  },
  {
    call: 'GET /api/seller/orders (orders)',
    request: () => get('/api/seller/orders?tab=new'),
    expect: { stranger: 401, anonymous: 401, sellerA: 200, sellerB: 200, others: 403 },
  },
  {
    call: 'GET /api/seller/reviews (orders)',
    request: () => get('/api/seller/reviews'),
    expect: { stranger: 401, anonymous: 401, sellerA: 200, sellerB: 200, others: 403 },
  },
  {
    call: 'GET /api/seller/ledger (shop: money)',
    request: () => get('/api/seller/ledger'),
    expect: { stranger: 401, anonymous: 401, sellerA: 200, sellerB: 200, others: 403 },
  },
  {
    call: 'POST /api/seller/settings (shop; an invalid body: 400 once let in)',
    request: () => post('/api/seller/settings', { company_name: '' }),
    expect: { stranger: 401, anonymous: 401, sellerA: 400, sellerB: 400, others: 403 },
  },
  {
    call: 'GET /api/products/manage (products)',
    feature: FEATURES.products,
    request: () => get('/api/products/manage'),
    expect: { ...featureHolders(), sellerA: 200, sellerB: 200 },
  },
  {
    call: 'GET /api/media-galleries/manage (products)',
    feature: FEATURES.mediaGalleries,
    request: () => get('/api/media-galleries/manage'),
    expect: { ...featureHolders(), sellerA: 200, sellerB: 200 },
  },
  {
    call: 'GET /api/seller/staff (the owner only)',
    request: () => get('/api/seller/staff'),
    expect: { stranger: 401, anonymous: 401, sellerA: 200, sellerB: 200, others: 403 },
  },
  {
    call: 'POST /api/seller/staff/invite (the owner only; an address that is an account: 409)',
    request: () => post('/api/seller/staff/invite', { email: 'customer@haat.test', role: 'orders' }),
    expect: { stranger: 401, anonymous: 401, sellerA: 409, sellerB: 409, others: 403 },
  },
  {
    call: 'POST /api/seller/staff/invitations/{none}/revoke (no such invitation: 404 once let in)',
    request: () => post('/api/seller/staff/invitations/999999/revoke'),
    expect: { stranger: 401, anonymous: 401, sellerA: 404, sellerB: 404, others: 403 },
  },
  {
    call: 'POST /api/seller/staff/invitations/{none}/resend (no such invitation: 404 once let in)',
    request: () => post('/api/seller/staff/invitations/999999/resend'),
    expect: { stranger: 401, anonymous: 401, sellerA: 404, sellerB: 404, others: 403 },
  },
  {
    call: 'POST /api/seller/staff/members/{seller A’s member}/role',
    request: (c) => post(`/api/seller/staff/members/${c.staffTarget}/role`, { role: 'orders' }),
    expect: { stranger: 401, anonymous: 401, sellerA: 200, sellerB: 404, others: 403 },
  },
  {
    call: 'POST /api/seller/staff/members/{seller A’s owner}/remove (the owner stays: 409)',
    request: (c) => post(`/api/seller/staff/members/${c.userId.sellerA}/remove`),
    expect: { stranger: 401, anonymous: 401, sellerA: 409, sellerB: 404, others: 403 },
  },
  {
    call: 'POST /api/seller/invitations/preview (an unknown link: 404)',
    request: () => post('/api/seller/invitations/preview', { token: 'x'.repeat(43) }),
    expect: anyCaller(404),
  },
  {
    call: 'POST /api/seller/invitations/accept (an unknown link: 404)',
    request: () =>
      post('/api/seller/invitations/accept', {
        token: 'x'.repeat(43),
        name: 'Matrix Invitee',
        password: 'matrix-password',
      }),
    expect: anyCaller(404),
  },
  {
    call: 'GET /api/push/public-key (customers, sellers and every member of their team, delivery persons)',
    request: () => get('/api/push/public-key'),
    expect: {
      stranger: 401,
      anonymous: 401,
      customerA: 200,
      customerB: 200,
      sellerA: 200,
      sellerB: 200,
      deliveryA: 200,
      deliveryB: 200,
      others: 403,
    },
  },

  // --- becoming a seller (issue 13) ---
  {
    call: 'POST /api/seller/account/document (multipart)',
    request: () => documentUpload(),
    expect: { stranger: 401, anonymous: 401, sellerA: 201, sellerB: 201, others: 403 },
  },
  {
    call: 'GET /api/companies/{seller A’s}/document',
    feature: FEATURES.companies,
    request: (c) => get(`/api/companies/${c.companyOfSellerA}/document`),
    expect: {
      stranger: 401,
      anonymous: 401,
      sellerA: 200,
      sellerB: 404,
      // Not a contract of its own: the owner's identity papers are the shop part of the team.
      staffAll: 200,
      staffOrders: 403,
      staffProducts: 403,
      adminWith: 200,
      superAdmin: 200,
      others: 403,
    },
  },
];

/** One unit of the matrix's product, as a cart line. */
function cartLine(c: Context) {
  return { product_id: c.orders.product.productId, price_type_id: c.orders.product.priceTypeId, quantity: 1 };
}

/** A valid address in Dhanmondi (ids resolved in beforeAll). */
let dhanmondiIds: { region_id: number; city_id: number; area_id: number };
function addressPayload() {
  return addressBody(dhanmondiIds);
}

function get(url: string): InjectOptions {
  return { method: 'GET', url };
}
function post(url: string, payload?: Record<string, unknown>): InjectOptions {
  return { method: 'POST', url, ...(payload ? { payload } : {}) };
}

let t: TestApp;
let context: Context;
const adminsByFeature = new Map<number, { withId: number; withoutId: number }>();

async function userIdByEmail(email: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** An admin whose role has exactly `features`. */
async function adminWithFeatures(name: string, features: number[]): Promise<number> {
  const [role] = await t.database.db
    .insert(userRoles)
    .values({ role_name: name })
    .returning({ id: userRoles.id });
  if (features.length) {
    await t.database.db
      .insert(roleAccesses)
      .values(features.map((feature_id) => ({ role_id: role!.id, feature_id })));
  }
  const [user] = await t.database.db
    .insert(users)
    .values({
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '-')}@haat.test`,
      password_hash: 'not-used: sessions are made directly',
      user_type: 1,
      status: 1,
      role_id: role!.id,
    })
    .returning({ id: users.id });
  return user!.id;
}

async function adminsFor(feature: number) {
  let admins = adminsByFeature.get(feature);
  if (!admins) {
    const others = ADMIN_FEATURES.map((item) => item.id as number).filter((id) => id !== feature);
    admins = {
      withId: await adminWithFeatures(`Has feature ${feature}`, [feature]),
      withoutId: await adminWithFeatures(`Lacks feature ${feature}`, others),
    };
    adminsByFeature.set(feature, admins);
  }
  return admins;
}

/** A fresh web session for a user (no password hashing: the sign-in itself is tested elsewhere). */
async function sessionCookie(userId: number): Promise<string> {
  const session = await createSession(t.database.db, { kind: 'web', userId });
  return `${SESSION_COOKIE}=${session.token}`;
}

async function callAs(actor: ActorName, row: Row): Promise<number> {
  const options = row.request(context);
  if (actor === 'stranger') return (await t.app.inject(options)).statusCode;
  let userId: number | null = null;
  if (actor === 'adminWith' || actor === 'adminWithout') {
    const admins = await adminsFor(row.feature ?? FEATURES.dashboard);
    userId = actor === 'adminWith' ? admins.withId : admins.withoutId;
  } else if (actor !== 'anonymous') userId = context.userId[actor];
  const headers = { ...((options.headers as Record<string, string>) ?? {}) };
  if (userId !== null) headers.cookie = await sessionCookie(userId);
  return (await t.inject({ ...options, headers })).statusCode;
}

beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
  let counter = 0;
  const [role] = await t.database.db.insert(userRoles).values({ role_name: 'Matrix target' }).returning();
  const client = await createApiClient(t.database.db, { name: 'Matrix client', createdBy: null });
  const userId = {
    customerA: await userIdByEmail('customer@haat.test'),
    customerB: await userIdByEmail('arif.hossain@haat.test'),
    sellerA: await userIdByEmail('seller@haat.test'),
    sellerB: await userIdByEmail('sharmin.akter@haat.test'),
    deliveryA: await userIdByEmail('delivery@haat.test'),
    deliveryB: await userIdByEmail('shahidul.islam@haat.test'),
    superAdmin: await userIdByEmail('admin@haat.test'),
    staffOrders: 0,
    staffProducts: 0,
    staffAll: 0,
  };
  const [sellerARow] = await t.database.db.select().from(users).where(eq(users.id, userId.sellerA));
  const staffMember = async (name: string, role: StaffRole) => {
    const [row] = await t.database.db
      .insert(users)
      .values({
        name,
        email: `${name.toLowerCase().replace(/\W+/g, '-')}@haat.test`,
        password_hash: 'not-used: sessions are made directly',
        user_type: 4,
        status: 1,
        company_id: sellerARow!.company_id,
        seller_role: role,
      })
      .returning({ id: users.id });
    return row!.id;
  };
  userId.staffOrders = await staffMember('Matrix Orders Staff', 'orders');
  userId.staffProducts = await staffMember('Matrix Products Staff', 'products');
  userId.staffAll = await staffMember('Matrix All Staff', 'all');
  const staffTarget = await staffMember('Matrix Target Staff', 'orders');
  dhanmondiIds = await dhanmondi(t.database.db);
  const [sellerA] = await t.database.db
    .select({ company_id: users.company_id })
    .from(users)
    .where(eq(users.id, userId.sellerA));
  const companyOfSellerA = sellerA!.company_id!;
  const documentKey = `private/company-documents/${companyOfSellerA}/${'0'.repeat(24)}.pdf`;
  await createLocalStorage(join(t.dataDir, 'media')).put(documentKey, PDF_BYTES);
  await t.database.db
    .update(companies)
    .set({ document: documentKey })
    .where(eq(companies.id, companyOfSellerA));
  context = {
    companyOfSellerA,
    userId,
    roleId: role!.id,
    staffTarget,
    apiClientId: client.id,
    next: () => ++counter,
    orders: await orderMatrixFixtures(t, userId),
  };
});
afterAll(() => t.close());

describe('authorization matrix', () => {
  it('the two sellers belong to different companies, and all actors are active', async () => {
    const rows = await t.database.db
      .select()
      .from(users)
      .where(inArray(users.id, [context.userId.sellerA, context.userId.sellerB]));
    expect(new Set(rows.map((row) => row.company_id)).size).toBe(2);
    expect(rows.every((row) => row.status === 1)).toBe(true);
  });

  it.each(ROWS.map((row) => [row.call, row] as const))('%s', async (_call, row) => {
    const expected: Record<string, number> = {};
    const actual: Record<string, number> = {};
    for (const actor of ACTORS) {
      expected[actor] = expectedOf(row, actor);
      actual[actor] = await callAs(actor, row);
    }
    expect(actual).toEqual(expected);
  });

  it.each(ROWS.map((row) => [row.call, row] as const))(
    '%s: who may not call it is told so before the input is read',
    async (_call, row) => {
      const expected: Record<string, number> = {};
      const actual: Record<string, number> = {};
      for (const actor of ACTORS) {
        const status = expectedOf(row, actor);
        if ((status !== 401 && status !== 403) || isRefusedByInput(row, actor)) continue;
        expected[actor] = status;
        actual[actor] = await callAs(actor, {
          ...row,
          request: () => malformed(row.request(probeContext())),
        });
      }
      expect(actual).toEqual(expected);
    },
  );
});

/** Refused only once the input is read: as the row says (staff columns as seller A, when they follow it). */
function isRefusedByInput(row: Row, actor: ActorName): boolean {
  if (row.refusedByInput?.includes(actor)) return true;
  return (
    actor in STAFF &&
    row.expect[actor] === undefined &&
    row.refusedByInput?.includes('sellerA') === true &&
    expectedOf(row, actor) === expectedOf(row, 'sellerA')
  );
}

/**
 * A column's expected status: as the row names it; for a staff column not named, seller A's
 * where the role covers the contract's seller scope, else 403.
 */
function expectedOf(row: Row, actor: ActorName): number {
  const named = row.expect[actor];
  if (named !== undefined) return named;
  if (!(actor in STAFF)) return row.expect.others;
  const sellerA = expectedOf(row, 'sellerA');
  const scope = scopeOf(contractOf(row.request(probeContext())));
  if (scope === undefined || roleMayUse(STAFF[actor as StaffName], scope)) return sellerA;
  return sellerA === 401 ? 401 : 403;
}

/** The context with its one-use fixtures left unused: a malformed call never reaches them. */
function probeContext(): Context {
  const orders = new Proxy(context.orders, {
    get: (target, key) => {
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? () => 1 : value;
    },
  });
  return { ...context, orders };
}

/**
 * The same call with every part of its input wrong: ids in the path that are not numbers, a
 * query of bad values, and a body of the wrong shape (or one that is not even JSON).
 */
function malformed(options: InjectOptions): InjectOptions {
  const url = new URL(String(options.url), 'http://haat.test');
  const path = url.pathname.replace(/\/\d+(?=\/|$)/g, '/not-a-number');
  const { payload: _payload, ...rest } = options;
  return {
    ...rest,
    url: `${path}?page=-1&limit=zero`,
    ...(options.method === 'POST'
      ? {
          payload: '{"this is": not json',
          headers: { ...(options.headers ?? {}), 'content-type': 'application/json' },
        }
      : {}),
  };
}
