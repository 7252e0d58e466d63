// Plantopia's service worker. It does one thing: when a page cannot be reached (no network), it shows
// the offline page instead of the browser's error. It keeps nothing else, so prices, stock, the cart and
// orders always come from the shop, never from a copy on the phone.
const CACHE = 'plantopia-offline-1';
const OFFLINE_PAGE = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(new Request(OFFLINE_PAGE, { cache: 'reload' })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
      // The page's request starts while the worker wakes up, so a worker costs a navigation no time.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  // Only page loads: the app's own requests (API, images, code) go to the network untouched.
  if (event.request.mode !== 'navigate') return;
  event.respondWith(
    (async () => {
      try {
        return (await event.preloadResponse) ?? (await fetch(event.request));
      } catch {
        return offlinePage(new URL(event.request.url));
      }
    })(),
  );
});

/** The offline page, its Try again leading back to the page that could not be reached. */
async function offlinePage(asked) {
  const kept = await caches.match(OFFLINE_PAGE);
  if (!kept) return Response.error();
  const back = `${asked.pathname}${asked.search}`.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  const html = (await kept.text()).replace('href="/" id="try-again"', `href="${back}" id="try-again"`);
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}
