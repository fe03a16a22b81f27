import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { checkModules } from '../../scripts/check-modules.ts';

/*
 * The module boundary `npm run lint` enforces (scripts/check-modules.ts): on this repository,
 * and on small fixture trees that break it.
 */

const repository = resolve(import.meta.dirname, '../..');
const fixtures: string[] = [];

function fixture(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'haat-modules-'));
  fixtures.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterEach(() => {
  for (const root of fixtures.splice(0)) rmSync(root, { recursive: true, force: true });
});

const base = {
  'server/modules/a/api.ts': "export { placeA } from './place.ts';\n",
  'server/modules/a/place.ts': 'export const placeA = 1;\n',
  'server/modules/a/schema.ts': 'export const aTable = {};\n',
  'server/modules/b/api.ts': 'export {};\n',
};

describe('module boundaries', () => {
  it('this repository: every cross-module import goes through api.ts or schema.ts, and no module cycle', () => {
    const report = checkModules(repository);
    expect(report.violations).toEqual([]);
    expect(report.cycles).toEqual([]);
    expect(report.schemaCycles).toEqual([]);
    expect(report.missingFace).toEqual([]);
  });

  it('a module without api.ts or policy.ts is reported', () => {
    const root = fixture({ ...base, 'server/modules/a/policy.ts': 'export {};\n' });
    expect(checkModules(root).missingFace).toEqual(['b/policy.ts']);
  });

  it('a deep import into another module is refused, by alias or by relative path', () => {
    const root = fixture({
      ...base,
      'server/modules/b/use.ts': [
        "import { placeA } from '#server/modules/a/place.ts';",
        "import { aTable } from '../a/place.ts';",
        "import { placeA as fine } from '#server/modules/a/api.ts';",
        "import { aTable as alsoFine } from '../a/schema.ts';",
        '',
      ].join('\n'),
    });
    const { violations } = checkModules(root);
    expect(violations.map((v) => [v.file, v.line, v.specifier])).toEqual([
      ['server/modules/b/use.ts', 1, '#server/modules/a/place.ts'],
      ['server/modules/b/use.ts', 2, '../a/place.ts'],
    ]);
    expect(violations[0]!.message).toContain('import "a/api.ts" instead');
  });

  it('tests may use another module’s *.test-helper.ts; code may not', () => {
    const root = fixture({
      ...base,
      'server/modules/a/fixtures.test-helper.ts': 'export const seed = 1;\n',
      'server/modules/b/b.test.ts': "import { seed } from '#server/modules/a/fixtures.test-helper.ts';\n",
      'server/modules/b/code.ts': "import { seed } from '#server/modules/a/fixtures.test-helper.ts';\n",
    });
    expect(checkModules(root).violations.map((v) => v.file)).toEqual(['server/modules/b/code.ts']);
  });

  it('a cycle between modules is found, even round a longer loop, but not through tests or tables', () => {
    const root = fixture({
      ...base,
      'server/modules/a/place.ts': "import '#server/modules/b/api.ts';\nexport const placeA = 1;\n",
      'server/modules/b/use.ts': "import '#server/modules/c/api.ts';\n",
      'server/modules/c/api.ts': "import '#server/modules/a/api.ts';\n",
      'server/modules/d/api.ts': "import '#server/modules/a/schema.ts';\n",
      'server/modules/a/a.test.ts': "import '#server/modules/d/api.ts';\n",
    });
    expect(checkModules(root).cycles).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('a cycle between tables (schema.ts files) is found too', () => {
    const root = fixture({
      ...base,
      'server/modules/a/schema.ts': "import '#server/modules/b/schema.ts';\n",
      'server/modules/b/schema.ts': "import '#server/modules/a/schema.ts';\n",
    });
    expect(checkModules(root).schemaCycles).toEqual([['a', 'b', 'a']]);
  });

  it('the lint command fails on a deep import and names it', async () => {
    const root = fixture({ ...base, 'server/modules/b/use.ts': "import '#server/modules/a/place.ts';\n" });
    const run = promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', join(repository, 'scripts/check-modules.ts'), root],
      { cwd: repository },
    );
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('server/modules/b/use.ts:1  #server/modules/a/place.ts'),
    });
  });
});
