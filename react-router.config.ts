import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'web',
  buildDirectory: 'build/web',
  ssr: true,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    // Loaders get the raw request; use the `url` argument for the page's address.
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
