// The storefront's service worker, served at /sw.js by serviceWorkerRoute.ts, which fills in the
// build's release, its scripts and the names it shares with the pages (offline/offlineStore.ts,
// core's locales). Plain JavaScript: it runs as written, unbuilt.
//
// Release: __RELEASE__ (written in, so each release's worker script differs byte for byte)
//
// Pages: the menus and dish pages a diner opened are kept (one cache per origin, so per brand
// host; keyed by their full URL, query included) and fetched network-first: a network answer
// within PAGE_TIMEOUT_MS is shown and kept; past it, offline, or on a 5xx, the kept copy of that
// very URL is shown, marked with the time it was saved so the page says "shown offline". Offline
// only (never on a slow or failing server), a URL with no copy of its own gets the copy of the
// same page without its query (a filtered menu: the whole menu), else the offline page.
//
// Offline page: /{locale}/offline, kept once per release and locale when a page of that locale
// has loaded and the browser is idle (the page asks: keepForOffline.ts), so it never competes
// with a page's own requests. Any navigation that fails for want of a network gets it, in the
// address's locale when kept, else in the locale the diner used last; it lists what is kept and
// renders a dish page from a kept menu document (routes/offline.tsx).
//
// Menu documents: when a menu page has loaded and the browser is idle, its public menu document
// (the storefront's /api/public/menus/…, the data every dish page of the menu is rendered from)
// is kept too, at most MAX_MENUS.
//
// Pictures: /img/ files are content-addressed, so cache-first; they are kept up to
// IMAGE_BUDGET_BYTES, the oldest kept going first. A menu page asks, once idle, for the
// pictures its cards chose (below the fold too), so they show offline.
//
// Hashed assets never change: cache-first.
//
// Releases: the script carries the build's release id, so a deploy changes its bytes and the
// browser installs the new worker on the next visit. It takes over at once (skipWaiting):
// pages always come from the network first, assets are content-addressed, and the worker holds no
// page logic that must match an open page, so there is nothing to wait for; open pages still learn
// of the release from /build.json (UpdateBanner), which the worker never answers. The previous
// releases' offline pages are dropped when the new worker activates.

const ASSETS = __ASSETS__;
// The offline page's own script: kept with that page, off the install.
const OFFLINE_ASSETS = __OFFLINE_ASSETS__;
const STORE = __STORE__;
const LOCALES = __LOCALES__;
// The public menu document of a restaurant: this path, the slug, `?locale=&menu=`.
const MENUS_PATH = __MENUS_PATH__;
const PAGES = STORE.pagesCache;
const MENUS = STORE.menusCache;
const IMAGES = STORE.imagesCache;
const STATIC = 'static';
// The offline page's HTML names this release's scripts: one cache per release.
const OFFLINE = 'offline-__RELEASE__';
const PAGE_TIMEOUT_MS = 3000;
const MAX_PAGES = 60;
const MAX_STATIC = 300;
const MAX_MENUS = 20;
// A card picture is 10-60 KB: a few big menus' pictures, little of a phone's storage.
const IMAGE_BUDGET_BYTES = 8 * 1024 * 1024;
const SAVED_AT = STORE.savedAtHeader;
const TITLE = STORE.titleHeader;
const BYTES = 'x-nutrimenu-bytes';
// A restaurant's menus and dish pages, with or without a locale prefix (not the listings).
const KEPT_PAGE =
  /^\/(?:[a-z]{2}\/)?restaurant\/(?!city\/|specific\/)[^/]+(?:\/[^/]+|\/recipes\/[^/]+)?\/?$/;

// A restaurant's menu page: its slug and, for a secondary menu, that menu's slug.
const MENU_PAGE = /^\/[a-z]{2}\/restaurant\/(?!city\/|specific\/)([^/]+)(?:\/([^/]+))?\/?$/;

function isKept(url) {
  const parsed = new URL(url);
  return parsed.origin === self.location.origin && KEPT_PAGE.test(parsed.pathname);
}

function localeOf(pathname) {
  const first = pathname.split('/')[1] || '';
  return LOCALES.includes(first) ? first : null;
}

const isHtml = (response) => (response.headers.get('content-type') || '').startsWith('text/html');

function titleOf(html) {
  const match = /<title>([^<]*)<\/title>/.exec(html);
  // Header values are Latin-1: the title travels percent-encoded.
  return match ? encodeURIComponent(match[1]) : '';
}

async function trim(cacheName, max) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

async function keepPage(url, response) {
  if (!response.ok || response.redirected || response.type !== 'basic') return;
  if (!isHtml(response)) return;
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT, new Date().toISOString());
  const body = await response.text();
  headers.set(TITLE, titleOf(body));
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

// The offline page in the address's locale when kept, else in the one used last (the last kept);
// with none kept, the browser's own error, as without the worker.
async function offlinePage(url) {
  const cache = await caches.open(OFFLINE);
  const keys = await cache.keys();
  const locale = localeOf(new URL(url).pathname);
  const chosen =
    keys.find((key) => localeOf(new URL(key.url).pathname) === locale) || keys[keys.length - 1];
  const kept = chosen && (await cache.match(chosen));
  if (!kept) return Response.error();
  const headers = new Headers(kept.headers);
  headers.delete('content-length');
  return new Response(kept.body, { status: 200, headers });
}

// The network's answer; failing that (offline), the page without its query, or the offline page.
async function withoutCopy(url, network) {
  const answer = await network.catch(() => null);
  if (answer) return answer;
  const similar = await (await caches.open(PAGES)).match(url, {
    ignoreVary: true,
    ignoreSearch: true,
  });
  return similar ? offlineCopy(similar) : offlinePage(url);
}

// The network's answer within PAGE_TIMEOUT_MS; else (offline, late, or a 5xx) the copy kept for
// this very URL; with no copy, see withoutCopy.
async function page(url, network) {
  const cached = await (await caches.open(PAGES)).match(url, { ignoreVary: true });
  if (!cached) return withoutCopy(url, network);
  const late = new Promise((resolve) => setTimeout(() => resolve(null), PAGE_TIMEOUT_MS));
  const answer = await Promise.race([network, late]).catch(() => null);
  if (answer && answer.status < 500) return answer;
  return offlineCopy(cached);
}

// Drops the oldest pictures until the kept ones fit the budget. One pass at a time: pictures
// arrive many at once.
let trimmingImages = null;
function trimImages() {
  if (trimmingImages) return trimmingImages;
  trimmingImages = (async () => {
    const cache = await caches.open(IMAGES);
    const keys = await cache.keys();
    const sizes = await Promise.all(
      keys.map(async (key) => Number((await cache.match(key))?.headers.get(BYTES)) || 0),
    );
    let total = sizes.reduce((sum, size) => sum + size, 0);
    for (let index = 0; index < keys.length && total > IMAGE_BUDGET_BYTES; index += 1) {
      await cache.delete(keys[index]);
      total -= sizes[index];
    }
  })().finally(() => {
    trimmingImages = null;
  });
  return trimmingImages;
}

async function keepImage(url, response) {
  if (!response.ok || response.type !== 'basic') return;
  const body = await response.arrayBuffer();
  if (body.byteLength > IMAGE_BUDGET_BYTES) return;
  const headers = new Headers(response.headers);
  headers.set(BYTES, String(body.byteLength));
  await (await caches.open(IMAGES)).put(url, new Response(body, { status: 200, headers }));
  await trimImages();
}

// The kept picture, else the network's, kept on the way.
async function image(request) {
  const cached = await (await caches.open(IMAGES)).match(request.url, { ignoreVary: true });
  if (cached) return { response: cached, kept: Promise.resolve() };
  const response = await fetch(request);
  return { response, kept: keepImage(request.url, response.clone()).catch(() => undefined) };
}

// The pictures a menu page chose for its cards, fetched one after another (most come from the
// browser's HTTP cache, the page having just loaded them).
async function keepImages(urls) {
  const cache = await caches.open(IMAGES);
  for (const url of urls) {
    const address = new URL(url, self.location.origin);
    if (address.origin !== self.location.origin || !address.pathname.startsWith('/img/')) continue;
    if (await cache.match(address.href, { ignoreVary: true })) continue;
    const response = await fetch(address.href).catch(() => null);
    if (response) await keepImage(address.href, response);
  }
}

async function keepOfflinePage(locale) {
  const cache = await caches.open(OFFLINE);
  const url = new URL(`/${locale}${STORE.offlinePath}`, self.location.origin).href;
  const kept = await cache.match(url);
  // Put again, it becomes the last kept: the locale the diner used last.
  const response = kept || (await fetch(url, { credentials: 'same-origin' }));
  if (response.ok && response.type === 'basic' && isHtml(response)) await cache.put(url, response);
  const scripts = await caches.open(STATIC);
  for (const asset of OFFLINE_ASSETS) {
    if (!(await scripts.match(asset))) await scripts.add(asset);
  }
}

async function keepMenuDocument(locale, restaurant, menu) {
  const url = new URL(`${MENUS_PATH}${restaurant}`, self.location.origin);
  url.searchParams.set('locale', locale);
  if (menu) url.searchParams.set('menu', menu);
  const response = await fetch(url.href, { headers: { accept: 'application/json' } });
  if (!response.ok) return;
  const body = await response.text();
  const document = JSON.parse(body);
  if (document.state !== 'ok' || !document.menu) return;
  const headers = new Headers({ 'content-type': 'application/json' });
  headers.set(SAVED_AT, new Date().toISOString());
  await (await caches.open(MENUS)).put(url.href, new Response(body, { headers }));
  await trim(MENUS, MAX_MENUS);
}

// What a page that has loaded needs offline: the offline page in its locale, and a menu's
// document.
async function keepForOffline(url) {
  const { pathname } = new URL(url);
  const locale = localeOf(pathname);
  if (!locale) return;
  await keepOfflinePage(locale);
  const menu = MENU_PAGE.exec(pathname);
  if (menu) await keepMenuDocument(locale, menu[1], menu[2]);
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

// A navigation's answer from the network: the preloaded one, asked for while the worker started,
// or, without it (a browser without navigation preload, a worker not yet active), a fetch now.
function fromNetwork(event) {
  const preloaded = event.preloadResponse || Promise.resolve(undefined);
  return preloaded.then(
    (response) => response || fetch(event.request),
    () => fetch(event.request),
  );
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
      // The page's request starts while the worker itself starts: a navigation through the
      // worker then costs no more time than one without it.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
      await trim(STATIC, MAX_STATIC);
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('offline-') && name !== OFFLINE)
          .map((name) => caches.delete(name)),
      );
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

self.addEventListener('message', (event) => {
  const source = event.source;
  const data = event.data;
  if (!source || !data || source.url === undefined) return;
  if (new URL(source.url).origin !== self.location.origin) return;
  if (data.type === STORE.keepPageMessage) {
    event.waitUntil(keepForOffline(source.url).catch(() => undefined));
  } else if (data.type === STORE.keepImagesMessage && Array.isArray(data.urls)) {
    event.waitUntil(keepImages(data.urls.slice(0, 1000).map(String)).catch(() => undefined));
  }
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (!isKept(request.url)) {
      event.respondWith(fromNetwork(event).catch(() => offlinePage(request.url)));
      return;
    }
    // The answer is copied before the page reads it, and kept even if it arrives late.
    let kept = Promise.resolve();
    const network = fromNetwork(event).then((response) => {
      kept = keepPage(request.url, response.clone());
      return response;
    });
    event.waitUntil(network.then(() => kept).catch(() => undefined));
    event.respondWith(page(request.url, network));
    return;
  }
  if (url.pathname.startsWith('/img/')) {
    const answer = image(request);
    event.respondWith(answer.then(({ response }) => response));
    event.waitUntil(answer.then(({ kept }) => kept).catch(() => undefined));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(staticFile(request));
  }
});
