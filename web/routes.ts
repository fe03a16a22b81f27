import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  route('set-language', 'routes/set-language.ts'),
  layout('routes/store/layout.tsx', [
    index('routes/store/home.tsx'),
    // Unknown paths: the 404 page inside the storefront's frame.
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
