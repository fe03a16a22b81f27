import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { appChunksPlugin } from './scripts/vite-app-chunks.ts';
import { firstLoadMinifyPlugin } from './scripts/vite-first-load-minify.ts';
import { messagesPlugin } from './scripts/vite-messages.ts';
import { pureContractsPlugin } from './scripts/vite-pure-contracts.ts';
import { reactRouterProductionPlugin } from './scripts/vite-react-router-production.ts';

export default defineConfig({
  plugins: [
    tailwindcss(),
    messagesPlugin(),
    pureContractsPlugin(),
    appChunksPlugin(),
    firstLoadMinifyPlugin(),
    reactRouterProductionPlugin(),
    reactRouter(),
  ],
  publicDir: 'web/public',
  build: {
    target: 'es2022',
  },
  server: { hmr: true },
});
