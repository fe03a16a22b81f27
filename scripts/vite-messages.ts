import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/**
 * Per-language message files, and per language only what the storefront's pages use on their
 * first load (issue 16: an English page downloads no Bengali messages, and no dashboard's).
 *
 * The message groups (lib/i18n/messages/*.ts) keep both languages side by side, which a bundler
 * cannot split, so this plugin evaluates lib/i18n/messages.ts at build time and emits two files
 * per language (`export default {...}`; immutable like every asset):
 *
 * - `assets/messages-<lang>-<hash>.js`, the page part: every key the browser code of a storefront
 *   page names (the chunks reachable from the entry, root.tsx and the routes under
 *   web/routes/store/, statically or by the `import()` of a part shown later, such as the cart
 *   drawer's panel or the sign-in dialog's form), found as string literals in those chunks, plus
 *   every key under a prefix they build a key from (`` `listing.sort.${…}` ``);
 * - `assets/rest-messages-<lang>-<hash>.js`, all the others.
 *
 * Every other chunk (dashboards' routes and what they load, the cart and checkout pages…)
 * starts with `await globalThis.__haatRestMessages?.()` (web/lib/client-messages.ts), so its code
 * runs only once the rest of the page's language is there. A first load of a dashboard page thus
 * fetches both parts; a storefront page only the first.
 *
 * The files' names are known only once the client's chunks are rendered, after the app's modules
 * are compiled, so they travel in the page: the server build's `virtual:haat-messages` holds them,
 * root.tsx writes them on `<html data-messages>` and preloads the page part, and the browser
 * build's `virtual:haat-messages` reads them back from there. In the browser,
 * lib/i18n/messages.ts is replaced by web/lib/client-messages.ts, whose dictionaries start empty
 * and are filled before the app hydrates (entry.client.tsx). The server keeps the real module.
 * Development serves each language whole as its page part (no split).
 */
const VIRTUAL_ID = 'virtual:haat-messages';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const MESSAGES_FILE = fileURLToPath(new URL('../lib/i18n/messages.ts', import.meta.url));
const CLIENT_MESSAGES_FILE = fileURLToPath(new URL('../web/lib/client-messages.ts', import.meta.url));
const WEB_DIR = fileURLToPath(new URL('../web/', import.meta.url));

/** What a storefront page runs: these modules, and what they import (statically or with `import()`). */
function isFirstLoadModule(id: string): boolean {
  const path = id.split('?')[0] ?? id;
  return (
    path === `${WEB_DIR}entry.client.tsx` ||
    path === `${WEB_DIR}root.tsx` ||
    path.startsWith(`${WEB_DIR}routes/store/`)
  );
}

/** Written first in every chunk outside the storefront's pages. */
const REST_GATE = 'await globalThis.__haatRestMessages?.();\n';

/** Strings in a chunk that may name a message, or begin one (a prefix ending in `.` or `${`). */
const KEY_LITERAL = /["'`]([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_-]+)*\.?)(?=["'`]|\$\{)/g;

export type MessageFiles = Record<string, { page: string; rest: string }>;

/** The names the client build chose, for the server build (shared across the build's configs). */
const shared = globalThis as { __haatMessageFiles?: MessageFiles };

type Dictionaries = Record<string, Record<string, string>>;

async function loadDictionaries(): Promise<Dictionaries> {
  const module = (await tsImport(MESSAGES_FILE, import.meta.url)) as { messages: Dictionaries };
  return module.messages;
}

function asset(prefix: string, dictionary: Record<string, string>) {
  const source = `export default ${JSON.stringify(dictionary)};\n`;
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 10);
  return { fileName: `assets/${prefix}-${hash}.js`, source };
}

/** The page part's keys: those named in the first-load chunks, and those under a prefix they build. */
function pageKeys(allKeys: string[], literals: Set<string>): Set<string> {
  const known = new Set(allKeys);
  const keys = new Set<string>();
  const prefixes: string[] = [];
  for (const literal of literals) {
    if (known.has(literal)) keys.add(literal);
    else if (literal.includes('.')) prefixes.push(literal.endsWith('.') ? literal : `${literal}.`);
  }
  for (const key of allKeys) if (prefixes.some((prefix) => key.startsWith(prefix))) keys.add(key);
  return keys;
}

export function messagesPlugin(): Plugin {
  let dictionaries: Promise<Dictionaries> | undefined;
  const get = () => {
    dictionaries ??= loadDictionaries();
    return dictionaries;
  };
  let isBuild = false;
  // Per client build: which chunks the storefront's first load runs, and the strings they hold.
  let firstLoad: Set<string> | undefined;
  const literals = new Set<string>();
  return {
    name: 'haat-messages',
    enforce: 'pre',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
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
      if (this.environment.name === 'client') {
        // What the server wrote on the page (root.tsx).
        return [
          'const written = typeof document === "undefined" ? undefined : document.documentElement.dataset.messages;',
          'export const messageFiles = written ? JSON.parse(written) : {};',
        ].join('\n');
      }
      let files: MessageFiles;
      if (isBuild) {
        if (!shared.__haatMessageFiles)
          throw new Error('haat-messages: the client build must run before the server build');
        files = shared.__haatMessageFiles;
      } else {
        files = Object.fromEntries(
          Object.keys(await get()).map((locale) => [
            locale,
            { page: `/assets/messages-${locale}-dev.js`, rest: '' },
          ]),
        );
      }
      return `export const messageFiles = ${JSON.stringify(files)};\n`;
    },
    buildStart() {
      firstLoad = undefined;
      literals.clear();
    },
    renderChunk(code, chunk, _options, meta) {
      if (this.environment.name !== 'client') return null;
      if (!firstLoad) {
        firstLoad = new Set();
        const chunks = Object.values(meta.chunks);
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const visit = (fileName: string) => {
          if (firstLoad?.has(fileName)) return;
          firstLoad?.add(fileName);
          const chunk = byName.get(fileName);
          for (const next of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) visit(next);
        };
        for (const c of chunks) {
          if (
            c.moduleIds.some(isFirstLoadModule) ||
            (c.facadeModuleId && isFirstLoadModule(c.facadeModuleId))
          )
            visit(c.fileName);
        }
      }
      if (firstLoad.has(chunk.fileName)) {
        for (const match of code.matchAll(KEY_LITERAL)) if (match[1]) literals.add(match[1]);
        return null;
      }
      // A chunk with no code (a resource route's module) shows no message.
      if (code.trim() === '') return null;
      return { code: REST_GATE + code, map: null };
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      const files: MessageFiles = {};
      for (const [locale, dictionary] of Object.entries(await get())) {
        const keys = pageKeys(Object.keys(dictionary), literals);
        const page: Record<string, string> = {};
        const rest: Record<string, string> = {};
        for (const [key, text] of Object.entries(dictionary)) (keys.has(key) ? page : rest)[key] = text;
        const pageFile = asset(`messages-${locale}`, page);
        const restFile = asset(`rest-messages-${locale}`, rest);
        this.emitFile({ type: 'asset', fileName: pageFile.fileName, source: pageFile.source });
        this.emitFile({ type: 'asset', fileName: restFile.fileName, source: restFile.source });
        files[locale] = { page: `/${pageFile.fileName}`, rest: `/${restFile.fileName}` };
      }
      shared.__haatMessageFiles = files;
    },
    // Development: each language whole from memory, made again after an edit to a message.
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (file.includes('/lib/i18n/')) dictionaries = undefined;
      });
      server.middlewares.use(async (request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        const locale = /^\/assets\/messages-(\w+)-dev\.js$/.exec(path)?.[1];
        const dictionary = locale ? (await get())[locale] : undefined;
        if (!dictionary) return next();
        response.setHeader('content-type', 'text/javascript; charset=utf-8');
        response.setHeader('cache-control', 'no-store');
        response.end(`export default ${JSON.stringify(dictionary)};\n`);
      });
    },
  };
}
