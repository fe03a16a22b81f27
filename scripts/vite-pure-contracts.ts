import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  declaration?: Node | null;
  declarations?: { init?: Node | null }[];
}

/**
 * The browser build keeps only the schemas a page uses (issue 16: initial JavaScript).
 *
 * A contract file (lib/contracts/*.ts) is a list of constants built by calls (`z.object(…)`,
 * `endpoint({…})`), which a bundler must keep whenever the file is imported, since a call might do
 * something. They do nothing but build values, so this plugin marks each top-level constant built
 * by a call as pure (`/*#__PURE__*\/ (() => …)()`): a page that uses a contract file's one constant,
 * or one endpoint's path, no longer brings the file's other schemas, nor Zod when it uses none.
 * Only the client build; the server runs the files as they are.
 */
export function pureContractsPlugin(): Plugin {
  return {
    name: 'haat-pure-contracts',
    enforce: 'post',
    transform(code, id) {
      if (this.environment.name !== 'client' || !/\/lib\/contracts\/[^/]+\.ts$/.test(id)) return undefined;
      const program = this.parse(code) as unknown as { body: Node[] };
      const inits: Node[] = [];
      for (const statement of program.body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations ?? []) {
          const init = declarator.init;
          if (init && (init.type === 'CallExpression' || init.type === 'NewExpression')) inits.push(init);
        }
      }
      if (inits.length === 0) return undefined;
      let result = code;
      for (const init of inits.sort((a, b) => b.start - a.start)) {
        result = `${result.slice(0, init.start)}/*#__PURE__*/ (() => (${result.slice(init.start, init.end)}))()${result.slice(init.end)}`;
      }
      return { code: result, map: null };
    },
  };
}
