import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const WEB_DIR = fileURLToPath(new URL('../web/', import.meta.url));
const ROOT_DIR = fileURLToPath(new URL('../', import.meta.url));

type ModuleInfo = { importedIds: readonly string[] } | null;
type Meta = { getModuleIds: () => IterableIterator<string>; getModuleInfo: (id: string) => ModuleInfo };

const pathOf = (id: string) => id.split('?')[0] ?? id;
/** The app's own code (not a package, not a route module, which React Router loads by itself). */
function isAppModule(id: string): boolean {
  const path = pathOf(id);
  return (
    path.startsWith(ROOT_DIR) &&
    !path.includes('/node_modules/') &&
    !path.startsWith(`${WEB_DIR}routes/`) &&
    path !== `${WEB_DIR}root.tsx` &&
    path !== `${WEB_DIR}entry.client.tsx` &&
    /\.(tsx?|jsx?)$/.test(path)
  );
}

/**
 * Issue 16: the app code every page runs in one file (`app`, with React Router and React, which
 * it pulls in) instead of ~35 small ones. Small files compress badly one by one (Brotli starts
 * afresh on each, and each carries its own import and export lists): the storefront's own code
 * was 32.6 KiB of Brotli in 36 files and about 24 KiB as one. `app` holds every module of ours
 * that root.tsx imports statically, so every page loads all of it anyway. Route modules, what
 * only some routes import and what is loaded with `import()` keep Rollup's own chunking. (A
 * second group, for modules two or more storefront pages share, made home and product pages
 * heavier than it made listings lighter, so there is none.)
 */
export function appChunksPlugin(): Plugin {
  return {
    name: 'haat-app-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    config() {
      let groups: Map<string, string> | undefined;
      const build = (meta: Meta) => {
        const map = new Map<string, string>();
        const ids = [...meta.getModuleIds()];
        const closure = (starts: string[], into: string) => {
          const seen = new Set(starts);
          const stack = [...starts];
          while (stack.length > 0) {
            const id = stack.pop() as string;
            for (const next of meta.getModuleInfo(id)?.importedIds ?? []) {
              if (seen.has(next) || !isAppModule(next)) continue;
              seen.add(next);
              if (!map.has(next)) map.set(next, into);
              stack.push(next);
            }
          }
        };
        closure(
          ids.filter((id) => pathOf(id) === `${WEB_DIR}root.tsx`),
          'app',
        );
        return map;
      };
      return {
        environments: {
          client: {
            build: {
              rollupOptions: {
                output: {
                  manualChunks(id: string, meta: Meta) {
                    groups ??= build(meta);
                    return groups.get(id);
                  },
                },
              },
            },
          },
        },
      };
    },
  };
}
