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
