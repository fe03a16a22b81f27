import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * Where the admin area lives. Routes are fixed when the app is built, so ADMIN_PATH is read now;
 * the server refuses to start when its ADMIN_PATH differs from the built one.
 */
const ADMIN_PATH = (process.env.ADMIN_PATH || '/admin@orange-mart').replace(/^\/+/, '');

/** Dashboard pages whose features come in later issues: an empty state until then. */
const DELIVERY_PLACEHOLDERS = ['manage-orders', 'manage-exact-location', 'my-reviews'];

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
    ...DELIVERY_PLACEHOLDERS.map((page) =>
      route(page, 'routes/account/placeholder.tsx', { id: `account/${prefix}/${page}` }),
    ),
  ]);

export default [
  route('set-language', 'routes/set-language.ts'),
  route('sitemap.xml', 'routes/seo/sitemap.ts'),
  route('robots.txt', 'routes/seo/robots.ts'),
  route('logout', 'routes/auth/logout.ts'),
  route('auth/visitor', 'routes/auth/visitor.ts'),
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
  route('seller-dashboard', 'routes/seller/layout.tsx', [
    index('routes/seller/home.tsx'),
    route('login-form', 'routes/seller/login-form.tsx'),
    route('*', 'routes/not-found.tsx', { id: 'seller/not-found' }),
  ]),
  route(ADMIN_PATH, 'routes/admin/layout.tsx', { id: 'admin' }, [
    route('login-form', 'routes/admin/login-form.tsx'),
    layout('routes/admin/guard.tsx', [
      index('routes/admin/home.tsx'),
      route('change-password', 'routes/account/change-password.tsx', { id: 'admin/change-password' }),
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
      ...DELIVERY_PLACEHOLDERS.map((page) =>
        route(page, 'routes/account/placeholder.tsx', { id: `delivery/${page}` }),
      ),
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
