/* global self, caches */
/* Campus service worker (issue 35.3, 35.4): the app shell offline, web push, updates on the user's word.
 * Never caches /api, /socket.io or /uploads: one user's answers never reach another from this cache. */
const SHELL = 'campus-shell-v3';
/* The server varies its answers on Origin (CORS): a stylesheet or module asked with an Origin header would match no
 * cached copy. The shell's files are the same for everyone, so their lookups ignore Vary. */
const LOOKUP = { ignoreVary: true };
const OFFLINE = '/offline.html';
const PRIVATE = /^\/(api|socket\.io|uploads)(\/|$)/;

/**
 * The shell: the index page, every hashed script, stylesheet and font of the release (shell-files.json, written by the
 * build), and the offline page. Pages are drawn by the app from these, so any page opens offline once installed.
 */
async function precache() {
  const cache = await caches.open(SHELL);
  const [index, list] = await Promise.all([fetch('/', { cache: 'no-cache' }), fetch('/shell-files.json', { cache: 'no-cache' })]);
  const files = await list.json();
  await cache.put('/', index);
  await cache.addAll([OFFLINE, '/manifest.webmanifest', ...files]);
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
    event.respondWith(
      fetch(request).catch(
        async () => (await caches.match('/', { ...LOOKUP, ignoreSearch: true })) ?? (await caches.match(OFFLINE, LOOKUP)),
      ),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/')) {
    // Hashed files never change: from the cache, else fetched once and kept.
    event.respondWith(
      caches.match(request, LOOKUP).then(
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
