import { join } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { precompressAssets } from './scripts/precompress.ts';

export default {
  appDirectory: 'web',
  buildDirectory: 'build/web',
  ssr: true,
  // Brotli and gzip copies of the browser's files, sent as they are (scripts/precompress.ts).
  async buildEnd({ reactRouterConfig }) {
    await precompressAssets(join(reactRouterConfig.buildDirectory, 'client'));
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    // Loaders get the raw request; use the `url` argument for the page's address.
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
