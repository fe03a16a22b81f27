/**
 * `npm run bench:js` (after `npm run build`): the JavaScript a first visit to each storefront page
 * fetches, and its Brotli size (issue 16's aim: at most 100 KiB per page, its language's messages
 * included).
 *
 * A first load fetches React Router's entry and its imports, the module of every route the address
 * matches and each one's static imports (React Router preloads them all), every file those import
 * statically in turn, and the page's language's messages (root.tsx preloads them). The routes and
 * their files come from the build's route manifest (`build/web/client/assets/manifest-*.js`), the
 * static imports from the built files themselves. Dynamic imports (`import()`) are not counted: they
 * load when used. Sizes are Brotli at quality 11, what `scripts/precompress.ts` writes (files under
 * 1 KB are not precompressed; they are counted compressed the same way).
 *
 *   npm run bench:js                      # the four storefront pages, English
 *   npm run bench:js -- --lang bn         # with the Bengali messages
 *   npm run bench:js -- --files           # every file of each page
 *   npm run bench:js -- --json            # machine-readable
 *   npm run bench:js -- --lang en,bn      # both
 *   npm run bench:js -- /some/path ...    # other addresses
 *   npm run bench:js -- --max-kib 125 --out .tmp/ci/first-load-js.json
 *       # CI: exits 1 when a page's first load is over the budget, and writes the sizes for the
 *       # summary, so a change that makes a page's code heavier says so (decision 0038)
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { matchRoutes, type RouteObject } from 'react-router';

const CLIENT = join(process.cwd(), 'build/web/client');
const ASSETS = join(CLIENT, 'assets');

const DEFAULT_PAGES = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/groceries' },
  { name: 'product', path: '/products/xiaomi-redmi-smartphone-8-256-gb' },
  { name: 'search', path: '/search?q=rice' },
];

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  clientActionModule?: string;
  clientLoaderModule?: string;
  clientMiddlewareModule?: string;
  hydrateFallbackModule?: string;
  hasClientLoader?: boolean;
  hasClientMiddleware?: boolean;
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

function readManifest(): Manifest {
  const files = readdirSync(ASSETS)
    .filter((f) => /^manifest-[\w-]+\.js$/.test(f))
    .map((f) => ({ f, t: statSync(join(ASSETS, f)).mtimeMs }))
    .sort((a, b) => b.t - a.t);
  const newest = files[0];
  if (!newest) throw new Error('No build/web/client/assets/manifest-*.js: run `npm run build` first.');
  const source = readFileSync(join(ASSETS, newest.f), 'utf8');
  return JSON.parse(source.slice(source.indexOf('=') + 1).replace(/;\s*$/, '')) as Manifest;
}

function routeTree(manifest: Manifest): RouteObject[] {
  const byParent = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(manifest.routes)) {
    const list = byParent.get(route.parentId) ?? [];
    list.push(route);
    byParent.set(route.parentId, list);
  }
  const build = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((r) =>
      r.index ? { id: r.id, path: r.path, index: true } : { id: r.id, path: r.path, children: build(r.id) },
    );
  return build(undefined);
}

const STATIC_IMPORT =
  /(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

/** The files `url` imports statically (relative imports between built chunks). */
function staticImports(url: string): string[] {
  const source = readFileSync(join(CLIENT, url), 'utf8');
  const dir = url.slice(0, url.lastIndexOf('/') + 1);
  const found: string[] = [];
  for (const match of source.matchAll(STATIC_IMPORT)) {
    if (match[1]) found.push(new URL(match[1], `http://x${dir}`).pathname);
  }
  return found;
}

const sizes = new Map<string, { raw: number; br: number }>();
function sizeOf(url: string): { raw: number; br: number } {
  let size = sizes.get(url);
  if (!size) {
    const bytes = readFileSync(join(CLIENT, url));
    const br = brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }).length;
    size = { raw: bytes.length, br };
    sizes.set(url, size);
  }
  return size;
}

function messagesFile(lang: string): string {
  const file = readdirSync(ASSETS).find((f) => f.startsWith(`messages-${lang}-`) && f.endsWith('.js'));
  if (!file) throw new Error(`No messages file for ${lang}`);
  return `/assets/${file}`;
}

function firstLoad(manifest: Manifest, tree: RouteObject[], path: string, lang: string) {
  const pathname = new URL(path, 'http://x').pathname;
  const matches = matchRoutes(tree, pathname) ?? [];
  const roots: string[] = [manifest.entry.module, ...manifest.entry.imports];
  for (const match of matches) {
    const route = manifest.routes[match.route.id as string];
    if (!route) continue;
    roots.push(route.module, ...(route.imports ?? []));
    // Split route modules: a client loader or middleware runs on hydration, so its chunk loads too.
    if (route.hasClientLoader && route.clientLoaderModule) roots.push(route.clientLoaderModule);
    if (route.hasClientMiddleware && route.clientMiddlewareModule) roots.push(route.clientMiddlewareModule);
  }
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const next of staticImports(url)) visit(next);
  };
  for (const url of roots) visit(url);
  const messages = messagesFile(lang);
  seen.add(messages);
  const files = [...seen].map((url) => ({ url, ...sizeOf(url) })).sort((a, b) => b.br - a.br);
  const total = files.reduce((t, f) => ({ raw: t.raw + f.raw, br: t.br + f.br }), { raw: 0, br: 0 });
  return {
    routes: matches.map((m) => m.route.id as string),
    files,
    total,
    messages: sizeOf(messages),
  };
}

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const langs = (option('--lang') ?? 'en').split(',').filter(Boolean);
const maxKiB = option('--max-kib') === undefined ? undefined : Number(option('--max-kib'));
const out = option('--out');
const paths = args.filter(
  (a, i) => a.startsWith('/') && !['--lang', '--max-kib', '--out'].includes(args[i - 1] ?? ''),
);
const pages = paths.length > 0 ? paths.map((path) => ({ name: path, path })) : DEFAULT_PAGES;

const manifest = readManifest();
const tree = routeTree(manifest);
const kib = (n: number) => (n / 1024).toFixed(1);
const results = langs.flatMap((lang) =>
  pages.map((page) => ({ ...page, lang, ...firstLoad(manifest, tree, page.path, lang) })),
);

if (flag('--json')) {
  console.log(JSON.stringify({ pages: results }, null, 2));
} else {
  console.log(`First-load JavaScript per page (Brotli q11, KiB; messages: ${langs.join(', ')})\n`);
  console.log(
    '| page | path | language | files | raw KiB | Brotli KiB | of which messages | without messages |',
  );
  console.log(
    '| ---- | ---- | -------- | ----: | ------: | ---------: | ----------------: | ---------------: |',
  );
  for (const r of results) {
    console.log(
      `| ${r.name} | \`${r.path}\` | ${r.lang} | ${r.files.length} | ${kib(r.total.raw)} | ${kib(r.total.br)} | ${kib(r.messages.br)} | ${kib(r.total.br - r.messages.br)} |`,
    );
  }
  if (flag('--files')) {
    for (const r of results) {
      console.log(`\n${r.name}, ${r.lang} (${r.routes.join(' > ')}):`);
      for (const f of r.files) console.log(`  ${kib(f.br).padStart(6)}  ${kib(f.raw).padStart(7)}  ${f.url}`);
    }
  }
}

const over = maxKiB === undefined ? [] : results.filter((r) => r.total.br / 1024 > maxKiB);
if (out) {
  mkdirSync(dirname(out), { recursive: true });
  const report = {
    firstLoadJs: {
      maxKiB,
      pages: results.map((r) => ({
        page: r.name,
        path: r.path,
        language: r.lang,
        files: r.files.length,
        kib: Number(kib(r.total.br)),
        messagesKiB: Number(kib(r.messages.br)),
      })),
    },
  };
  writeFileSync(out, JSON.stringify(report, null, 2));
}
for (const r of over)
  console.error(`Over the budget of ${maxKiB} KiB: ${r.name} (${r.lang}) ${kib(r.total.br)} KiB`);
process.exit(over.length > 0 ? 1 : 0);
