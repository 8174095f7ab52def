// The storefront's service worker, served at /sw.js by serviceWorkerRoute.ts, which fills in the
// build's release and its scripts. Plain JavaScript: it runs as written, unbuilt.
//
// Release: __RELEASE__ (written in, so each release's worker script differs byte for byte)
//
// Pages: the menus and dish pages a diner opened are kept (one cache per origin, so per brand
// host; keyed by their full URL, query included) and fetched network-first: a network answer
// within PAGE_TIMEOUT_MS is shown and kept; past it, offline, or on a 5xx, the kept copy of that
// very URL is shown, marked with the time it was saved so the page says "shown offline". No
// other page is ever given for a URL. Hashed assets and /img/ files never change: cache-first.
//
// Releases: the script carries the build's release id, so a deploy changes its bytes and the
// browser installs the new worker on the next visit. It takes over at once (skipWaiting):
// pages always come from the network first, assets are content-addressed, and the worker holds no
// page logic that must match an open page, so there is nothing to wait for; open pages still learn
// of the release from /build.json (UpdateBanner), which the worker never answers.

const ASSETS = __ASSETS__;
const PAGES = 'pages';
const STATIC = 'static';
const PAGE_TIMEOUT_MS = 3000;
const MAX_PAGES = 60;
const MAX_STATIC = 300;
const SAVED_AT = 'x-nutrimenu-saved-at';
// A restaurant's menus and dish pages, with or without a locale prefix (not the listings).
const KEPT_PAGE =
  /^\/(?:[a-z]{2}\/)?restaurant\/(?!city\/|specific\/)[^/]+(?:\/[^/]+|\/recipes\/[^/]+)?\/?$/;

function isKept(url) {
  const parsed = new URL(url);
  return parsed.origin === self.location.origin && KEPT_PAGE.test(parsed.pathname);
}

async function trim(cacheName, max) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

async function keepPage(url, response) {
  const type = response.headers.get('content-type') || '';
  if (!response.ok || response.redirected || response.type !== 'basic') return;
  if (!type.startsWith('text/html')) return;
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT, new Date().toISOString());
  const body = await response.arrayBuffer();
  const cache = await caches.open(PAGES);
  await cache.put(url, new Response(body, { status: response.status, headers }));
  await trim(PAGES, MAX_PAGES);
}

// The kept copy, with the time it was saved in a meta tag the page reads (OfflineNotice).
async function offlineCopy(cached) {
  const savedAt = cached.headers.get(SAVED_AT) || '';
  const html = (await cached.text()).replace(
    '<head>',
    `<head><meta name="nutrimenu-offline" content="${savedAt.replace(/[^0-9A-Za-z:.-]/g, '')}">`,
  );
  const headers = new Headers(cached.headers);
  headers.delete('content-length');
  return new Response(html, { status: 200, headers });
}

// The network's answer within PAGE_TIMEOUT_MS; else (offline, late, or a 5xx) the copy kept for
// this very URL; with no copy, whatever the network gives.
async function page(url, network) {
  const cached = await (await caches.open(PAGES)).match(url, { ignoreVary: true });
  if (!cached) return network;
  const late = new Promise((resolve) => setTimeout(() => resolve(null), PAGE_TIMEOUT_MS));
  const answer = await Promise.race([network, late]).catch(() => null);
  if (answer && answer.status < 500) return answer;
  return offlineCopy(cached);
}

async function staticFile(request) {
  const cache = await caches.open(STATIC);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    await cache.put(request, response.clone());
  }
  return response;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(STATIC)
      .then((cache) => cache.addAll(ASSETS))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await self.clients.claim();
      await trim(STATIC, MAX_STATIC);
      // The page that registered the worker loaded before it: keep it now, so it reopens offline
      // after this one visit.
      const windows = await self.clients.matchAll({ type: 'window' });
      await Promise.all(
        windows
          .filter((client) => isKept(client.url))
          .map((client) =>
            fetch(client.url, { credentials: 'same-origin' })
              .then((response) => keepPage(client.url, response))
              .catch(() => undefined),
          ),
      );
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (!isKept(request.url)) return;
    // The answer is copied before the page reads it, and kept even if it arrives late.
    let kept = Promise.resolve();
    const network = fetch(request).then((response) => {
      kept = keepPage(request.url, response.clone());
      return response;
    });
    event.waitUntil(network.then(() => kept).catch(() => undefined));
    event.respondWith(page(request.url, network));
    return;
  }
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/img/')) {
    event.respondWith(staticFile(request));
  }
});
