import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const PRODUCTION = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

/** The package's entry points, as its `exports` name them, and their files in the production build. */
const ENTRIES: Record<string, string> = {
  'react-router': join(PRODUCTION, 'index.mjs'),
  'react-router/dom': join(PRODUCTION, 'dom-export.mjs'),
};

/**
 * Issue 16: React Router's production build in the browser's code. The package's `exports` name
 * only its development build (`dist/development`), whose `ENABLE_DEV_WARNINGS` is `true`: every
 * developer warning, its message and the "Loading..." hydrate fallback with its advice then ship
 * to shoppers' phones. `dist/production`, in the same package, is the same code with the flag
 * `false`, so the minifier drops those branches. The server keeps the package's own resolution.
 */
export function reactRouterProductionPlugin(): Plugin {
  return {
    name: 'haat-react-router-production',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source) {
      return ENTRIES[source] ?? null;
    },
  };
}
