import type { OutputBundle, OutputChunk } from 'rollup';
import { minify } from 'terser';
import type { Plugin } from 'vite';

/**
 * Issue 16: a second minification, by Terser, of the code every page loads first (the client
 * entry and the chunks it imports statically: React, React DOM, React Router and the app's shared
 * code). esbuild, which minifies the whole build, works statement by statement; Terser's passes
 * inline and drop across statements, which takes another 3.7 KiB of Brotli off every first load
 * (about 3%, measured in docs/benchmarks.md). Only these chunks: Terser on the whole client build
 * tripled its time (18 s to 59 s) for chunks that load later and matter less.
 *
 * It runs on the finished chunks (`generateBundle`), after esbuild, so file names keep the hash of
 * esbuild's output; that output decides Terser's, so a name still changes whenever its code does.
 */
export function firstLoadMinifyPlugin(): Plugin {
  return {
    name: 'haat-first-load-minify',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle(_options, bundle) {
      for (const chunk of firstLoadChunks(bundle)) {
        const result = await minify(chunk.code, {
          module: true,
          ecma: 2020,
          compress: { passes: 2 },
          format: { comments: false },
        });
        if (result.code) chunk.code = result.code;
      }
    },
  };
}

/** The client entry and every chunk it imports statically, however deep. */
function firstLoadChunks(bundle: OutputBundle): OutputChunk[] {
  const chunks = new Map<string, OutputChunk>();
  for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const found = new Map<string, OutputChunk>();
  const stack = [...chunks.values()].filter((chunk) => chunk.isEntry && chunk.name === 'entry.client');
  while (stack.length > 0) {
    const chunk = stack.pop() as OutputChunk;
    if (found.has(chunk.fileName)) continue;
    found.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const next = chunks.get(name);
      if (next) stack.push(next);
    }
  }
  return [...found.values()];
}
