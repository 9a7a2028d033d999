/* global self, caches */
/* Campus service worker (issue 35.3, 35.4): the app shell offline, web push, updates on the user's word.
 * Never caches /api, /socket.io or /uploads: one user's answers never reach another from this cache. */
const SHELL = 'campus-shell-v1';
const OFFLINE = '/offline.html';
const PRIVATE = /^\/(api|socket\.io|uploads)(\/|$)/;

/** The shell: the index page and the files it names (hashed, immutable), plus the offline page. */
async function precache() {
  const cache = await caches.open(SHELL);
  const response = await fetch('/', { cache: 'no-cache' });
  const html = await response.clone().text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  await cache.put('/', response);
  await cache.addAll([OFFLINE, '/manifest.webmanifest', ...new Set(assets)]);
}

self.addEventListener('install', (event) => event.waitUntil(precache()));

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== SHELL).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** The page asks a waiting worker to take over when the user chose "Reload". */
self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || PRIVATE.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    // Pages: the network first (fresh HTML); offline, the cached shell draws the app, else the offline page.
    event.respondWith(fetch(request).catch(async () => (await caches.match('/', { ignoreSearch: true })) ?? (await caches.match(OFFLINE))));
    return;
  }
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/')) {
    // Hashed files never change: from the cache, else fetched once and kept.
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ??
          fetch(request).then(async (response) => {
            if (response.ok) await (await caches.open(SHELL)).put(request, response.clone());
            return response;
          }),
      ),
    );
  }
});

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: 'Campus', body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'Campus', {
      body: data.body || '',
      tag: data.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-96.png',
      data: { url: data.url || '/notifications' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url.startsWith(self.location.origin));
      if (open) return open.navigate(target).then((client) => (client ?? open).focus());
      return self.clients.openWindow(target);
    }),
  );
});
