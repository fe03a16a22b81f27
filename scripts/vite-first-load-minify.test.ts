import type { OutputBundle, OutputChunk } from 'rollup';
import { describe, expect, it } from 'vitest';
import { firstLoadMinifyPlugin } from './vite-first-load-minify.ts';

const chunk = (fileName: string, code: string, imports: string[] = [], isEntry = false): OutputChunk =>
  ({
    type: 'chunk',
    fileName,
    name: fileName.replace(/-.*$/, ''),
    code,
    imports,
    isEntry,
  }) as unknown as OutputChunk;

// esbuild-style output Terser still shortens: a constant it can fold and a function it can inline.
const LOOSE = 'const a = 2 * 3; function twice(x) { return x + x; } export const b = twice(a);';

describe('first-load minification', () => {
  it('runs Terser over the client entry and every chunk it imports statically, and nothing else', async () => {
    const bundle = {
      'entry.client-1.js': chunk('entry.client-1.js', `import './app-1.js';${LOOSE}`, ['app-1.js'], true),
      'app-1.js': chunk('app-1.js', LOOSE, ['react-1.js']),
      'react-1.js': chunk('react-1.js', LOOSE),
      'editor-1.js': chunk('editor-1.js', LOOSE),
    } as unknown as OutputBundle;
    const plugin = firstLoadMinifyPlugin();
    await (plugin.generateBundle as (o: unknown, b: OutputBundle) => Promise<void>).call({}, {}, bundle);
    const code = (name: string) => (bundle[name] as OutputChunk).code;
    for (const name of ['entry.client-1.js', 'app-1.js', 'react-1.js']) {
      expect(code(name).length).toBeLessThan(LOOSE.length);
      expect(code(name)).toContain('12');
    }
    // A chunk no first load needs is left as esbuild wrote it.
    expect(code('editor-1.js')).toBe(LOOSE);
  });
});
