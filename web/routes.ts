import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * Where the admin area lives. Routes are fixed when the app is built, so ADMIN_PATH is read now;
 * the server refuses to start when its ADMIN_PATH differs from the built one.
 */
const ADMIN_PATH = (process.env.ADMIN_PATH || '/admin@orange-mart').replace(/^\/+/, '');

/** The delivery person's pages (issue 14), under /delivery-person-dashboard and /user…. */
const deliveryPages = (prefix: string) => [
  route('manage-orders', 'routes/delivery/manage-orders.tsx', { id: `${prefix}/manage-orders` }),
  route('manage-exact-location', 'routes/delivery/manage-exact-location.tsx', {
    id: `${prefix}/manage-exact-location`,
  }),
];

/** Issue 12: the product editor and lists, one implementation under the seller dashboard and the admin path. */
const productRoutes = (area: string) => [
  route('products', 'routes/products/list.tsx', { id: `${area}/products` }),
  route('products/new', 'routes/products/editor.tsx', { id: `${area}/products/new` }),
  route('products/:id', 'routes/products/editor.tsx', { id: `${area}/products/edit` }),
  route('media-galleries', 'routes/products/gallery.tsx', { id: `${area}/media-galleries` }),
];

/** Spec §2's customer dashboard: one implementation under /user/… and /user-dashboard/…. */
const accountRoutes = (prefix: string) =>
  route(prefix, 'routes/account/layout.tsx', { id: `account/${prefix}` }, [
    index('routes/account/index.tsx', { id: `account/${prefix}/index` }),
    route('manage-account', 'routes/account/manage-account.tsx', { id: `account/${prefix}/manage-account` }),
    route('change-password', 'routes/account/change-password.tsx', {
      id: `account/${prefix}/change-password`,
    }),
    // Issue 5: addresses, orders and prescriptions.
    route('manage-address', 'routes/account/manage-address.tsx', { id: `account/${prefix}/manage-address` }),
    route('my-orders', 'routes/account/my-orders.tsx', { id: `account/${prefix}/my-orders` }),
    route('my-prescriptions', 'routes/account/my-prescriptions.tsx', {
      id: `account/${prefix}/my-prescriptions`,
    }),
    route('my-dashboard', 'routes/account/my-dashboard.tsx', { id: `account/${prefix}/my-dashboard` }),
    ...deliveryPages(`account/${prefix}`),
    // Issue 15: reviews written and waiting (customers), ratings received (delivery persons).
    route('my-reviews', 'routes/account/my-reviews.tsx', { id: `account/${prefix}/my-reviews` }),
  ]);

export default [
  route('set-language', 'routes/set-language.ts'),
  route('sitemap.xml', 'routes/seo/sitemap.ts'),
  route('robots.txt', 'routes/seo/robots.ts'),
  route('logout', 'routes/auth/logout.ts'),
  route('auth/visitor', 'routes/auth/visitor.ts'),
  route('auth/viewer', 'routes/auth/viewer.ts'),
  // The home page's rows below the fold, loaded when scrolled near.
  route('home-rows', 'routes/store/home-rows.ts'),
  // Spec §2's component pages: each storefront component alone (a living style guide; noindex).
  route('frontend/:component', 'routes/store/frontend.tsx'),
  // A printable receipt: a page of its own, without the shop's frame.
  ...['user', 'user-dashboard'].map((prefix) =>
    route(`${prefix}/my-orders/:order_number/receipt`, 'routes/account/order-receipt.tsx', {
      id: `receipt/${prefix}`,
    }),
  ),
  // Issue 14: a delivered order's receipt, a page of its own for the printer (or the phone).
  route('delivery-person-dashboard/manage-orders/:id/receipt', 'routes/delivery/receipt.tsx'),
  // Issue 13: a seller order's invoice or packing slip, a page of its own for the printer.
  route('seller-dashboard/manage-orders/:id/print', 'routes/seller/print.tsx'),
  route('seller-dashboard/money/statement.csv', 'routes/seller/statement.ts'),
  route('seller-dashboard', 'routes/seller/layout.tsx', [
    route('login-form', 'routes/seller/login-form.tsx'),
    // Issue 13: an invitation's link, where a new member of a shop's team sets a name and password.
    route('accept-invitation', 'routes/seller/accept-invitation.tsx'),
    // Sellers only; a shop that is not approved sees its application and nothing else.
    layout('routes/seller/guard.tsx', [
      index('routes/seller/home.tsx'),
      route('application', 'routes/seller/application.tsx'),
      route('manage-orders', 'routes/seller/manage-orders.tsx'),
      route('money', 'routes/seller/money.tsx'),
      route('settings', 'routes/seller/settings.tsx'),
      route('rating-reviews', 'routes/seller/rating-reviews.tsx'),
      route('staff', 'routes/seller/staff.tsx'),
      ...productRoutes('seller'),
    ]),
    route('*', 'routes/not-found.tsx', { id: 'seller/not-found' }),
  ]),
  route(ADMIN_PATH, 'routes/admin/layout.tsx', { id: 'admin' }, [
    route('login-form', 'routes/admin/login-form.tsx'),
    layout('routes/admin/guard.tsx', [
      index('routes/admin/home.tsx'),
      route('change-password', 'routes/account/change-password.tsx', { id: 'admin/change-password' }),
      // Issue 11: the admin sections with behaviour of their own.
      route('order-infos', 'routes/admin/order-infos.tsx'),
      route('companies', 'routes/admin/companies.tsx'),
      route('audit-log', 'routes/admin/audit-log.tsx'),
      route('background-jobs', 'routes/admin/background-jobs.tsx'),
      route('tags', 'routes/admin/tags.tsx'),
      // Issue 15: review moderation (feature 23).
      route('reviews', 'routes/admin/reviews.tsx'),
      route('header', 'routes/admin/page-links.tsx', { id: 'admin/header-links' }),
      route('footer', 'routes/admin/page-links.tsx', { id: 'admin/footer-links' }),
      route('admin-user-roles', 'routes/admin/admin-user-roles.tsx'),
      route('admin-user-roles/new', 'routes/admin/admin-user-role-form.tsx', { id: 'admin/role-new' }),
      route('admin-user-roles/:id', 'routes/admin/admin-user-role-form.tsx', { id: 'admin/role-edit' }),
      route('admin-users', 'routes/admin/admin-users.tsx'),
      route('admin-users/new', 'routes/admin/admin-user-new.tsx'),
      route('basic-configuration', 'routes/admin/basic-configuration.tsx'),
      // Managed lists of the resource layer (lib/resources): any section's list, new and edit
      // forms. A section with a page of its own is a static route, which outranks these.
      route(':resource', 'routes/admin/resource-list.tsx'),
      route(':resource/new', 'routes/admin/resource-form.tsx'),
      route(':resource/:id', 'routes/admin/resource-form.tsx', { id: 'admin/resource-edit' }),
      // Issue 14: cash on delivery held by delivery persons (feature 32).
      route('delivery-cash', 'routes/admin/delivery-cash.tsx'),
      ...productRoutes('admin'),
      route('products-pre', 'routes/products/review.tsx', { id: 'admin/products-pre' }),
    ]),
    route('*', 'routes/not-found.tsx', { id: 'admin/not-found' }),
  ]),
  layout('routes/store/layout.tsx', [
    index('routes/store/home.tsx'),
    route('products', 'routes/store/products.tsx'),
    route('products/:slug', 'routes/store/product.tsx'),
    route('search', 'routes/store/search.tsx'),
    route('categories', 'routes/store/categories.tsx'),
    route('shop/:slug', 'routes/store/shop.tsx'),
    route('static-page', 'routes/store/static-pages.tsx'),
    route('static-page/:slug', 'routes/store/static-page.tsx'),
    route('cart', 'routes/cart/page.tsx'),
    route('checkout-page', 'routes/checkout/page.tsx'),
    route('payments/sandbox/:id', 'routes/payments/sandbox.tsx'),
    route('login', 'routes/auth/login.tsx'),
    route('register', 'routes/auth/login.tsx', { id: 'routes/auth/register' }),
    route('verify', 'routes/auth/verify.tsx'),
    route('forgot-password', 'routes/auth/forgot-password.tsx'),
    route('dev/outbox', 'routes/auth/outbox.tsx'),
    accountRoutes('user'),
    accountRoutes('user-dashboard'),
    route('delivery-person-dashboard', 'routes/delivery/layout.tsx', [
      index('routes/account/index.tsx', { id: 'delivery/index' }),
      route('manage-account', 'routes/account/manage-account.tsx', { id: 'delivery/manage-account' }),
      route('change-password', 'routes/account/change-password.tsx', { id: 'delivery/change-password' }),
      route('my-dashboard', 'routes/delivery/my-dashboard.tsx', { id: 'delivery/my-dashboard' }),
      ...deliveryPages('delivery'),
      route('my-reviews', 'routes/account/my-reviews.tsx', { id: 'delivery/my-reviews' }),
    ]),
    // Spec §2's footer pages: static pages at their own short address.
    ...['about-us', 'terms-and-conditions', 'privacy-policy'].map((slug) =>
      route(slug, 'routes/store/static-page.tsx', { id: `routes/store/static-page/${slug}` }),
    ),
    // Category pages: any static path (these above, /cart, /login…) outranks the dynamic segments.
    route(':slug', 'routes/store/category.tsx'),
    route(':slug/:page', 'routes/store/category.tsx', { id: 'routes/store/category-page' }),
    // Unknown paths: the 404 page inside the storefront's frame.
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
