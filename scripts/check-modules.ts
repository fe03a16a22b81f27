import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * The module boundary of server/modules (docs/decisions/0010-module-faces.md), run by `npm run lint`:
 *
 * 1. A file of one module imports another module only through its `api.ts`, or its `schema.ts`
 *    (tables, for foreign keys). Tests and test helpers may also import `*.test-helper.ts`.
 *    Code outside server/modules (app, plugins, seed, testing) may also import a `routes.ts`.
 * 2. No cycle between modules: module A using B's api while B uses A's (directly or round a
 *    longer loop) fails. Table imports (schema.ts) form their own graph, which must be acyclic
 *    too; test files are left out of both.
 * 3. Every module has api.ts and policy.ts.
 *
 * Imports are read from the source text (`import … from` and `export … from` at the start of a
 * line, `import()`),
 * resolved through package.json's `#server/*` alias or as relative paths.
 */

export interface Violation {
  file: string;
  line: number;
  specifier: string;
  message: string;
}

export interface ModuleReport {
  violations: Violation[];
  /** Each cycle as module names, the first repeated at the end (a → b → a). */
  cycles: string[][];
  /** Cycles among the modules' schema.ts files. */
  schemaCycles: string[][];
  /** Modules without one of the face's files every module has (api.ts, policy.ts), as "module/file". */
  missingFace: string[];
}

const IMPORT =
  /(?:^[ \t]*(?:import|export)\s[^'"]*?from\s*|^[ \t]*import\s*|\bimport\s*\(\s*)['"]([^'"]+)['"]/gm;

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'migrations') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name)) files.push(path);
  }
  return files;
}

/** The files every module has (routes.ts and schema.ts only where it has HTTP or tables). */
const FACE = ['api.ts', 'policy.ts'];

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || /\.test-helper\.tsx?$/.test(file);

/** Which module a path under server/modules belongs to, and the path inside it. */
function moduleOf(root: string, file: string): { name: string; inner: string } | null {
  const rel = relative(join(root, 'server', 'modules'), file);
  if (rel.startsWith('..')) return null;
  const [name, ...rest] = rel.split(sep);
  return rest.length ? { name: name!, inner: rest.join('/') } : null;
}

function resolveSpecifier(root: string, file: string, specifier: string): string | null {
  if (specifier.startsWith('#server/')) return join(root, 'server', specifier.slice('#server/'.length));
  if (specifier.startsWith('.')) return resolve(dirname(file), specifier);
  return null;
}

/** Tarjan's strongly connected components; every component of two or more nodes (or a self-loop) is a cycle. */
function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.has(node)) components.push(component);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  // One readable loop per component: follow edges inside it from its first member back to it.
  return components.map((component) => {
    const members = new Set(component);
    const start = [...component].sort()[0]!;
    const path = [start];
    const seen = new Set([start]);
    let at = start;
    for (;;) {
      const nexts = [...(graph.get(at) ?? [])].filter((next) => members.has(next)).sort();
      const back = nexts.find((next) => next === start);
      const next = nexts.find((candidate) => !seen.has(candidate));
      if (back && (!next || path.length === component.length)) {
        path.push(start);
        return path;
      }
      if (!next) {
        path.push(back ?? start);
        return path;
      }
      path.push(next);
      seen.add(next);
      at = next;
    }
  });
}

export function checkModules(root: string): ModuleReport {
  const violations: Violation[] = [];
  const graph = new Map<string, Set<string>>();
  const schemaGraph = new Map<string, Set<string>>();
  const modulesDir = join(root, 'server', 'modules');
  for (const name of readdirSync(modulesDir)) {
    if (statSync(join(modulesDir, name)).isDirectory()) graph.set(name, new Set());
  }

  for (const file of sourceFiles(join(root, 'server'))) {
    const from = moduleOf(root, file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1]!;
      const target = resolveSpecifier(root, file, specifier);
      if (!target) continue;
      const to = moduleOf(root, target);
      if (!to || to.name === from?.name) continue;
      const line = text.slice(0, match.index).split('\n').length;
      const allowed =
        to.inner === 'api.ts' ||
        to.inner === 'schema.ts' ||
        (isTest(file) && /\.test-helper\.tsx?$/.test(to.inner)) ||
        (!from && to.inner === 'routes.ts');
      if (!allowed) {
        violations.push({
          file: relative(root, file),
          line,
          specifier,
          message: from
            ? `module "${from.name}" reaches into "${to.name}/${to.inner}": import "${to.name}/api.ts" instead (or its schema.ts for a foreign key).`
            : `"${to.name}/${to.inner}" is inside module "${to.name}": import its api.ts, schema.ts or routes.ts.`,
        });
      }
      if (!from || isTest(file)) continue;
      if (to.inner === 'schema.ts') {
        if (from.inner === 'schema.ts') {
          if (!schemaGraph.has(from.name)) schemaGraph.set(from.name, new Set());
          schemaGraph.get(from.name)!.add(to.name);
        }
      } else {
        graph.get(from.name)?.add(to.name);
      }
    }
  }
  const missingFace = [...graph.keys()]
    .sort()
    .flatMap((name) =>
      FACE.filter((file) => !existsSync(join(modulesDir, name, file))).map((file) => `${name}/${file}`),
    );
  return { violations, cycles: cyclesOf(graph), schemaCycles: cyclesOf(schemaGraph), missingFace };
}

/** The report as lines for a person, empty when all is well. */
export function describeProblems(report: ModuleReport): string[] {
  return [
    ...report.violations.map((v) => `${v.file}:${v.line}  ${v.specifier}\n  ${v.message}`),
    ...report.cycles.map((cycle) => `module cycle: ${cycle.join(' → ')}`),
    ...report.schemaCycles.map((cycle) => `table cycle (schema.ts): ${cycle.join(' → ')}`),
    ...report.missingFace.map(
      (path) => `server/modules/${path} is missing: every module has api.ts and policy.ts`,
    ),
  ];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // The repository's root, or another tree given as the first argument (the tests' fixtures).
  const root = resolve(process.argv[2] ?? resolve(dirname(fileURLToPath(import.meta.url)), '..'));
  const problems = describeProblems(checkModules(root));
  if (problems.length) {
    console.error(problems.join('\n'));
    console.error(`\n${problems.length} module boundary problem(s); see docs/decisions/0010-module-faces.md`);
    process.exit(1);
  }
  console.log('Module boundaries: every cross-module import goes through api.ts or schema.ts; no cycles.');
}
