import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/**
 * Per-language message bundles (issue 16: an English page downloads no Bengali messages).
 *
 * The message groups (lib/i18n/messages/*.ts) keep both languages side by side, which a bundler
 * cannot split, so this plugin evaluates lib/i18n/messages.ts at build time and emits each
 * language's dictionary as a file of its own, `assets/messages-<lang>-<hash>.js`
 * (`export default {...}`; immutable like every asset). Both builds compute the same names, and
 * `virtual:haat-messages` tells them to the app (root.tsx preloads the page's language). In the
 * browser, lib/i18n/messages.ts is replaced by web/lib/client-messages.ts, whose dictionaries
 * start empty and are filled before the app hydrates (entry.client.tsx). The server keeps the
 * real module with both languages.
 */
const VIRTUAL_ID = 'virtual:haat-messages';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const MESSAGES_FILE = fileURLToPath(new URL('../lib/i18n/messages.ts', import.meta.url));
const CLIENT_MESSAGES_FILE = fileURLToPath(new URL('../web/lib/client-messages.ts', import.meta.url));

interface Bundle {
  fileName: string;
  source: string;
}

async function makeBundles(): Promise<Record<string, Bundle>> {
  const module = (await tsImport(MESSAGES_FILE, import.meta.url)) as {
    messages: Record<string, Record<string, string>>;
  };
  const bundles: Record<string, Bundle> = {};
  for (const [locale, dictionary] of Object.entries(module.messages)) {
    const source = `export default ${JSON.stringify(dictionary)};\n`;
    const hash = createHash('sha256').update(source).digest('base64url').slice(0, 10);
    bundles[locale] = { fileName: `assets/messages-${locale}-${hash}.js`, source };
  }
  return bundles;
}

export function messagesPlugin(): Plugin {
  let bundles: Promise<Record<string, Bundle>> | undefined;
  const get = () => {
    bundles ??= makeBundles();
    return bundles;
  };
  return {
    name: 'haat-messages',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source === VIRTUAL_ID) return RESOLVED_ID;
      // The browser's translate() reads the dictionaries loaded for the page, not both languages.
      if (
        this.environment.name === 'client' &&
        importer &&
        !importer.startsWith('\0') &&
        source.endsWith('messages.ts')
      ) {
        const resolved = await this.resolve(source, importer, { skipSelf: true });
        if (resolved?.id === MESSAGES_FILE && importer !== CLIENT_MESSAGES_FILE) return CLIENT_MESSAGES_FILE;
      }
      return undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const urls = Object.fromEntries(
        Object.entries(await get()).map(([locale, b]) => [locale, `/${b.fileName}`]),
      );
      return `export const messageUrls = ${JSON.stringify(urls)};\n`;
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const bundle of Object.values(await get())) {
        this.emitFile({ type: 'asset', fileName: bundle.fileName, source: bundle.source });
      }
    },
    // Development: the same files from memory, made again after an edit to a message.
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (file.includes('/lib/i18n/')) {
          bundles = undefined;
          const module = server.environments.client.moduleGraph.getModuleById(RESOLVED_ID);
          if (module) server.environments.client.moduleGraph.invalidateModule(module);
          const ssrModule = server.environments.ssr?.moduleGraph.getModuleById(RESOLVED_ID);
          if (ssrModule) server.environments.ssr?.moduleGraph.invalidateModule(ssrModule);
        }
      });
      server.middlewares.use(async (request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        if (!path.startsWith('/assets/messages-')) return next();
        const bundle = Object.values(await get()).find((b) => `/${b.fileName}` === path);
        if (!bundle) return next();
        response.setHeader('content-type', 'text/javascript; charset=utf-8');
        response.end(bundle.source);
      });
    },
  };
}
