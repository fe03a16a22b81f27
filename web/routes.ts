import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  route('set-language', 'routes/set-language.ts'),
  route('sitemap.xml', 'routes/seo/sitemap.ts'),
  route('robots.txt', 'routes/seo/robots.ts'),
  layout('routes/store/layout.tsx', [
    index('routes/store/home.tsx'),
    route('products', 'routes/store/products.tsx'),
    route('products/:slug', 'routes/store/product.tsx'),
    route('search', 'routes/store/search.tsx'),
    route('categories', 'routes/store/categories.tsx'),
    route('shop/:slug', 'routes/store/shop.tsx'),
    route('static-page', 'routes/store/static-pages.tsx'),
    route('static-page/:slug', 'routes/store/static-page.tsx'),
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
