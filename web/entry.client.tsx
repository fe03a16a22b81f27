import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { isLocale } from '#lib/i18n/define.ts';
import { installChunkReload } from './lib/chunk-reload.ts';
import { loadMessages } from './lib/client-messages.ts';
import { registerServiceWorker } from './lib/service-worker.ts';

installChunkReload();
registerServiceWorker();

// The page's language's messages (preloaded by the page's head) before the app renders with them.
const lang = document.documentElement.lang;
await loadMessages(isLocale(lang) ? lang : 'en');

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
