// Keeps every file of one version of the game for offline play. The build fills in VERSION and
// FILES (see scripts/post_build.py). A new version installs beside the old one and takes over
// when no page of the old version is open, or when an open page asks it to (its player chose
// "Reload"), then deletes the old cache: never a mix. A language's words (words/<code>.txt, not
// in FILES) are kept once the page fetches them, and a new version fetches again those the old
// one kept: the offline copy holds the languages this browser reads, not every one.
const VERSION = '__VERSION__';
const FILES = __FILES__;
const CACHE = `kingdomino-${VERSION}`;
const WORDS = /\/words\/[a-z]+\.txt$/;

/** The languages' words that older versions kept. */
async function wordsKept() {
  const urls = new Set();
  for (const key of await caches.keys()) {
    if (!key.startsWith('kingdomino-') || key === CACHE) continue;
    for (const request of await (await caches.open(key)).keys()) {
      if (WORDS.test(new URL(request.url).pathname)) urls.add(request.url);
    }
  }
  return [...urls];
}

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.addAll(['./', ...FILES]);
    // A language the new version no longer has is left behind.
    await Promise.all((await wordsKept()).map((url) => cache.add(url).catch(() => {})));
  })());
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
        const response = await fetch(request);
        if (response.ok && WORDS.test(new URL(request.url).pathname)) await cache.put(request, response.clone());
        return response;
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
