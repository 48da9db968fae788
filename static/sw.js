// AckLab works offline after one visit: this service worker keeps the app's own files
// (the page, its script, WebAssembly and stylesheet, and the texts fetched since) and
// serves them from its cache. The page is served from the cache at once, then fetched
// again in the background; when the site has a new version, the new files are cached
// and the open pages are told, so that they can offer a reload. Nothing but the app's
// own origin is ever cached.
const CACHE = 'acklab-1';
// Built files carry a content hash in their names: such a name never changes content.
const HASHED = /-[0-9a-f]{12,16}(_bg)?\.(js|wasm|css|svg)$/;
const PAGE = new URL('./', self.location).href;
// The pictures of first views (e2e/prerender.mjs) help only a page that waits for the
// network: offline, the cached app starts at once, so they are never cached.
const PICTURES = new URL('./prerender/', self.location).href;
/** Whether the worker keeps `url`: the app's own files, not the pictures. */
const kept = (url) => url.startsWith(PAGE) && !url.startsWith(PICTURES);

/** The page's own files, read from its HTML (Trunk writes them with hashed names), and
 * the chunks of the parts fetched on first use, which the page names in a meta element
 * (xtask/src/split.rs): kept for offline use from the first visit. */
function filesOf(html) {
  // Attribute values with or without quotes: the release build minifies the page.
  const named = [...html.matchAll(/(?:href|src)=["']?([^"'\s>]+)/g)].map((m) => m[1]);
  const chunks = html.match(/name=["']?acklab-chunks["']? content="([^"]+)"/);
  const urls = named.concat(chunks ? chunks[1].split(' ') : []).map((name) => new URL(name, PAGE).href);
  return urls.filter((url) => url.startsWith(PAGE) && HASHED.test(new URL(url).pathname));
}

/** The scripts the page names with their version (`files.js?v=…` in a meta element),
 * fetched on first use and kept for offline use from the start. */
function versionedOf(html) {
  return [...html.matchAll(/content=["']?(files\.js\?v=[0-9a-f]+)/g)].map((m) => new URL(m[1], PAGE).href);
}

/** Fetches the page into the cache with those of its files the cache lacks (a built
 * file's name changes with its content); resolves to the page's text. */
async function cachePage(cache) {
  const response = await fetch(PAGE, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${PAGE}: ${response.status}`);
  const html = await response.clone().text();
  const missing = [];
  for (const url of filesOf(html)) if (!(await cache.match(url))) missing.push(url);
  await cache.addAll(missing);
  for (const url of versionedOf(html)) {
    if (!(await cache.match(url))) await cache.add(url).then(() => forgetOtherVersions(cache, url), () => {});
  }
  await cache.put(PAGE, response);
  return html;
}

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then(cachePage).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
    await self.clients.claim();
  })());
});

// The latest background fetch of the page, so that a page asking whether it is out of
// date gets its answer after it.
let revalidating = Promise.resolve();

/** Fetches the page again; if it changed, caches the new version and tells the pages. */
async function revalidate() {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(PAGE);
  const before = cached ? await cached.text() : '';
  const html = await cachePage(cache);
  if (html === before) return;
  // The old version's built files are no longer needed; a versioned file (a text, the
  // explorer's worker) stays until a newer version of it is fetched.
  // The previous version's files are kept until the next new version: a page of it still
  // open fetches its chunks (xtask/src/split.rs) when a part is first opened.
  const keep = new Set([...filesOf(html), ...filesOf(before)]);
  for (const request of await cache.keys()) {
    if (HASHED.test(new URL(request.url).pathname) && !keep.has(request.url)) await cache.delete(request);
  }
  for (const client of await self.clients.matchAll()) client.postMessage({ type: 'acklab:update' });
}

/** A file kept under a new version (`?v=`: the texts, the explorer's worker) replaces
 * the versions of it kept before, which no page of this version asks for. */
async function forgetOtherVersions(cache, url) {
  const [path, version] = url.split('?v=');
  if (!version) return;
  for (const request of await cache.keys()) {
    if (request.url.startsWith(`${path}?v=`) && request.url !== url) await cache.delete(request);
  }
}

/** The cached answer, else the network's (kept for next time if it is ours and whole). */
async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    await cache.put(request, response.clone());
    await forgetOtherVersions(cache, request.url);
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || !kept(request.url)) return;
  if (request.mode === 'navigate') {
    // Every address of the app (?lesson=, #s=) is the same page.
    event.respondWith((async () => {
      const cached = await caches.match(PAGE);
      revalidating = revalidate().catch(() => {});
      event.waitUntil(revalidating);
      return cached ?? fetch(request);
    })());
    return;
  }
  event.respondWith(cacheFirst(request));
});

/** Tells a page whose built files are not the cached version's that a new one is ready
 * (the page that just loaded may have missed the news while it was starting). */
async function answerHello(event) {
  await revalidating;
  const cached = await caches.match(PAGE);
  if (!cached) return;
  const current = new Set(filesOf(await cached.text()));
  const files = event.data.files.filter((url) => typeof url === 'string');
  if (files.some((url) => HASHED.test(new URL(url).pathname) && !current.has(url))) {
    event.source?.postMessage({ type: 'acklab:update' });
  }
}

// The page hands over the files it fetched before this worker controlled it, and the
// built files it runs on.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'acklab:hello') {
    event.waitUntil(answerHello(event));
    return;
  }
  if (event.data?.type !== 'acklab:cache') return;
  const urls = event.data.urls.filter((url) => typeof url === 'string' && kept(url));
  event.waitUntil(caches.open(CACHE).then((cache) => Promise.all(urls.map(async (url) => {
    if (await cache.match(url)) return;
    await cache.add(url).then(() => forgetOtherVersions(cache, url), () => {});
  }))));
});
