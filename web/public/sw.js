/*
 * Haat's service worker (spec §1). What it keeps, and how:
 * - /assets/* (hashed build files, never change) and /media/* (product photos, banners): cache
 *   first, so a slow or absent connection still draws the shop it has seen;
 * - storefront pages (and their data requests, and React Router's route discovery): network first,
 *   the last good copy when offline, else a small offline page;
 * - /api/* and every request that is not a GET: never touched, never cached.
 * Push messaging is configured later; this file has no push handler yet.
 */
const VERSION = 'v1';
const CACHES = {
  assets: `haat-assets-${VERSION}`,
  media: `haat-media-${VERSION}`,
  pages: `haat-pages-${VERSION}`,
};
const OFFLINE_PAGE = '/offline.html';
const LIMITS = { media: 300, pages: 60, assets: 200 };

/** Pages with private data are never kept, whatever their headers say. */
const PRIVATE_PREFIXES = [
  '/user',
  '/user-dashboard',
  '/seller-dashboard',
  '/delivery-person-dashboard',
  '/checkout-page',
  '/login',
  '/register',
  '/set-language',
];
/** Storefront pages: fixed ones, and category pages (/{slug}, /{slug}/{page}). */
const STOREFRONT = [
  /^\/$/,
  /^\/(products|search|categories|cart|static-page|about-us|terms-and-conditions|privacy-policy)(\/[^/]+)?$/,
  /^\/shop\/[^/]+$/,
  /^\/[a-z0-9-]+(\/\d+)?$/,
];

function isStorefrontPage(pathname) {
  // React Router asks for a page's data at {path}.data; the home page's is /_.data.
  const page = pathname.replace(/\.data$/, '').replace(/^\/_$/, '/');
  if (PRIVATE_PREFIXES.some((prefix) => page === prefix || page.startsWith(`${prefix}/`))) return false;
  return STOREFRONT.some((pattern) => pattern.test(page));
}

function isStorable(response) {
  if (response?.status !== 200 || response.type !== 'basic') return false;
  const cacheControl = response.headers.get('cache-control') || '';
  return !/no-store|private/i.test(cacheControl);
}

async function trim(cacheName, limit) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  // Oldest entries first (insertion order); drop what is over the limit.
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)));
}

async function cacheFirst(request, cacheName, limit) {
  const cached = await caches.match(request, { cacheName });
  if (cached) return cached;
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    // Offline: another width of the same image is better than none.
    const sibling = await caches.match(request, { cacheName, ignoreSearch: true });
    if (sibling) return sibling;
    throw error;
  }
  if (isStorable(response)) {
    const cache = await caches.open(cacheName);
    await cache.put(request, response.clone());
    trim(cacheName, limit);
  }
  return response;
}

async function networkFirst(event, fallbackToOfflinePage) {
  const { request } = event;
  try {
    const response = await fetch(request);
    if (isStorable(response)) {
      const copy = response.clone();
      event.waitUntil(
        caches
          .open(CACHES.pages)
          .then((cache) => cache.put(request, copy))
          .then(() => trim(CACHES.pages, LIMITS.pages)),
      );
    }
    return response;
  } catch (error) {
    const cached = await caches.match(request, { cacheName: CACHES.pages });
    if (cached) return cached;
    if (fallbackToOfflinePage) {
      const offline = await caches.match(OFFLINE_PAGE);
      if (offline) return offline;
    }
    throw error;
  }
}

/**
 * What the offline page needs, kept at install and again after the pages are cleared. A browser
 * installs the worker again only when this file changes, so a change to any of them raises this
 * revision: 2 (the offline page has the shop's header).
 */
const OFFLINE_SHELL = [
  OFFLINE_PAGE,
  '/offline.css',
  '/offline.js',
  '/offline-bengali.woff2',
  '/favicon.svg',
  '/manifest.webmanifest',
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHES.pages)
      .then((cache) => cache.addAll(OFFLINE_SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const current = new Set(Object.values(CACHES));
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('haat-') && !current.has(name))
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const { pathname } = url;
  if (pathname === '/api' || pathname.startsWith('/api/')) return;

  if (pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request, CACHES.assets, LIMITS.assets));
  } else if (pathname.startsWith('/media/')) {
    event.respondWith(cacheFirst(request, CACHES.media, LIMITS.media));
  } else if (request.mode === 'navigate' && isStorefrontPage(pathname)) {
    event.respondWith(networkFirst(event, true));
  } else if (request.mode === 'navigate') {
    // Private pages: always from the network; only the offline page when it is unreachable.
    event.respondWith(
      fetch(request).catch(() => caches.match(OFFLINE_PAGE).then((page) => page || Response.error())),
    );
  } else if (pathname.endsWith('.data') && isStorefrontPage(pathname)) {
    event.respondWith(networkFirst(event, false));
  } else if (pathname === '/__manifest') {
    // React Router's route discovery (which routes a page's links and fetches lead to): the last
    // answer kept, so a page drawn from the kept copy can still find its routes offline.
    event.respondWith(networkFirst(event, false));
  }
});

/**
 * The page names the code of the pages it links to (React Router's route modules, hashed build
 * files): kept now, so a link followed after the connection went can still draw the shop's frame
 * and its offline message (without them React Router reloads the page it is on).
 */
async function keepAssets(urls) {
  const cache = await caches.open(CACHES.assets);
  for (const url of urls.slice(0, LIMITS.assets)) {
    let pathname;
    try {
      const parsed = new URL(url, self.location.origin);
      if (parsed.origin !== self.location.origin) continue;
      pathname = parsed.pathname;
    } catch {
      continue;
    }
    if (!pathname.startsWith('/assets/') || (await cache.match(pathname))) continue;
    try {
      const response = await fetch(pathname);
      if (isStorable(response)) await cache.put(pathname, response);
    } catch {
      return; // offline again: the rest another time
    }
  }
  await trim(CACHES.assets, LIMITS.assets);
}

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'keep-assets' && Array.isArray(event.data.urls)) {
    event.waitUntil(keepAssets(event.data.urls.filter((url) => typeof url === 'string')));
  }
});

/** A sign-out asks for the kept pages to go, so the next person on this device sees none of them. */
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'clear-pages') {
    event.waitUntil(
      caches
        .delete(CACHES.pages)
        .then(() => caches.open(CACHES.pages))
        .then((cache) => cache.addAll(OFFLINE_SHELL)),
    );
  }
});

/**
 * Web push (issue 14): a message the server sent while no Haat page may be open — a delivery
 * person's new offer. Shown as a notification; a newer one with the same tag replaces it.
 */
self.addEventListener('push', (event) => {
  let message = { title: 'Haat', body: '', url: '/', tag: 'haat' };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // Not JSON: show the default title.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      renotify: true,
      icon: '/favicon.svg',
      vibrate: [200, 100, 200],
      data: { url: message.url },
    }),
  );
});

/** A tap on the notification opens its page, or focuses a tab already on it. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
