// Keeps every file of one version of the game for offline play. The build fills in VERSION and
// FILES (see scripts/post_build.py). A new version installs beside the old one and takes over
// when no page of the old version is open, or when an open page asks it to (its player chose
// "Reload"), then deletes the old cache: never a mix.
const VERSION = '__VERSION__';
const FILES = __FILES__;
const CACHE = `kingdomino-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(['./', ...FILES])));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('kingdomino-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const hit = await cache.match(request, { ignoreSearch: true });
      if (hit) return hit;
      try {
        return await fetch(request);
      } catch (error) {
        if (request.mode === 'navigate') {
          const page = await cache.match('./');
          if (page) return page;
        }
        throw error;
      }
    })(),
  );
});

// The page asks a waiting new version to take over when the player chooses to reload.
self.addEventListener('message', (event) => {
  if (event.data === 'take-over') self.skipWaiting();
});
