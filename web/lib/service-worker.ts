/** Spec §1: the service worker (web/public/sw.js) is registered once the page has loaded. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('The service worker could not be registered', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Forgets the pages kept for offline use, e.g. after signing out on a shared phone. */
export function clearOfflinePages(): void {
  navigator.serviceWorker?.controller?.postMessage({ type: 'clear-pages' });
}

interface ManifestRoute {
  module?: string;
  imports?: string[];
  css?: string[];
  clientActionModule?: string;
  clientLoaderModule?: string;
  clientMiddlewareModule?: string;
  hydrateFallbackModule?: string;
}

/**
 * The code of every page React Router knows of now (this page's, and those its links lead to),
 * for the service worker to keep: a link followed offline then shows the offline message in the
 * shop's frame instead of reloading the page it left. Files already kept are not fetched again.
 */
export function keepLinkedPageCode(): void {
  const worker = navigator.serviceWorker?.controller;
  const manifest = (window as Window & { __reactRouterManifest?: { routes: Record<string, ManifestRoute> } })
    .__reactRouterManifest;
  if (!worker || !manifest) return;
  const urls = new Set<string>();
  for (const route of Object.values(manifest.routes)) {
    for (const url of [
      route.module,
      route.clientActionModule,
      route.clientLoaderModule,
      route.clientMiddlewareModule,
      route.hydrateFallbackModule,
      ...(route.imports ?? []),
      ...(route.css ?? []),
    ])
      if (url) urls.add(url);
  }
  worker.postMessage({ type: 'keep-assets', urls: [...urls] });
}
