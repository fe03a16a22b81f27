import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { installChunkReload } from './lib/chunk-reload.ts';
import { registerServiceWorker } from './lib/service-worker.ts';

installChunkReload();
registerServiceWorker();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
