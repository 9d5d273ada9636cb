/// <reference lib="webworker" />
// The service worker (/sw.js): the phone keeps what its reader has read. Bundled with Serwist by
// build/service-worker.mjs after `next build`, which fills in `serviceWorkerBuild`.
//
// - The build's hashed files (/_next/static) come from the cache first: a name never changes.
// - A page comes from the cache when it is there (the visit paints at once) and is fetched again
//   in the background for the next visit; a page that is not there comes from the network, and
//   without one, the offline page in the language of its address.
// - The search index of a language, once the reader has searched: from the cache, refreshed in
//   the background, so that search works without a connection over the pages the phone kept.
// - Never an answer the server marks no-store or private (search results, pages rendered for one
//   request): the next person holding the phone must not see them.
// - Nothing else: route handlers (/api) and POSTs go to the network as if there were no worker.
// - Every cache is named after its build. A page of one build is never shown with the scripts of
//   another: the new build's worker takes over as soon as it is installed (skipWaiting,
//   clientsClaim) and deletes every cache of the old one, so a page read before a deploy is
//   read again from the network (pages a reader kept for offline are fetched again for the new
//   build first). A tab still showing an old page asks for its own build's scripts by their
//   hashed names, which the worker fetches when it lacks them and the front door keeps through
//   a deploy.
import { CacheFirst, CacheableResponsePlugin, ExpirationPlugin, Serwist, StaleWhileRevalidate } from 'serwist';
import type { SerwistPlugin } from 'serwist';
import { locales } from '../i18n/locales';
import { cacheName, cachesToDelete, keptOfOtherBuilds } from './cache-names';
import { keepRequestSchema } from './keep-request';
import { assetUrlsIn } from './page-assets';
import { isBuildAsset, isSearchIndex, languageOf, mayKeep, offlinePageIn, serverForbidsKeeping } from './requests';

declare const self: ServiceWorkerGlobalScope;

/** Filled in by the build: the id of the build this worker belongs to. */
declare const serviceWorkerBuild: { buildId: string };

const { buildId } = serviceWorkerBuild;
const offlinePages = cacheName('offline', buildId);
const matchOptions: CacheQueryOptions = { ignoreVary: true };

// A redirect, an error or an opaque answer is never kept as a page.
const wholeAnswersOnly = new CacheableResponsePlugin({ statuses: [200] });
const notRedirected: SerwistPlugin = { cacheWillUpdate: async ({ response }) => (response.redirected ? null : response) };
// What the server says is not to be kept is not kept, whatever the strategy.
const asTheServerAllows: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (serverForbidsKeeping(response.headers.get('cache-control')) ? null : response),
};

const assets = new CacheFirst({
  cacheName: cacheName('assets', buildId),
  plugins: [wholeAnswersOnly, asTheServerAllows, new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
});

const keptPages = cacheName('kept', buildId);

const pages = new StaleWhileRevalidate({
  cacheName: cacheName('pages', buildId),
  matchOptions,
  plugins: [
    wholeAnswersOnly,
    asTheServerAllows,
    notRedirected,
    new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true }),
    {
      // A page the reader kept for offline, when the pages read lately no longer hold it.
      cachedResponseWillBeUsed: async ({ request, cachedResponse }) =>
        cachedResponse ?? (await (await caches.open(keptPages)).match(request, matchOptions)) ?? null,
      // No copy and no network: the offline page, in the language of the address.
      handlerDidError: async ({ request }) =>
        (await (await caches.open(offlinePages)).match(offlinePageIn(languageOf(new URL(request.url).pathname)), matchOptions)) ?? undefined,
    },
  ],
});

const images = new StaleWhileRevalidate({
  cacheName: cacheName('images', buildId),
  plugins: [wholeAnswersOnly, asTheServerAllows, new ExpirationPlugin({ maxEntries: 80, purgeOnQuotaError: true })],
});

const searchIndex = new StaleWhileRevalidate({
  cacheName: cacheName('search', buildId),
  plugins: [wholeAnswersOnly, asTheServerAllows, new ExpirationPlugin({ maxEntries: 20, purgeOnQuotaError: true })],
});

const serwist = new Serwist({
  precacheOptions: { cacheName: cacheName('precache', buildId) },
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    { matcher: ({ url }) => mayKeep(url, self.location.origin) && isBuildAsset(url), handler: assets },
    { matcher: ({ request, url }) => request.mode === 'navigate' && mayKeep(url, self.location.origin), handler: pages },
    { matcher: ({ request, url }) => request.destination === 'image' && mayKeep(url, self.location.origin), handler: images },
    { matcher: ({ request, url }) => request.method === 'GET' && mayKeep(url, self.location.origin) && isSearchIndex(url), handler: searchIndex },
  ],
});

/** Fetches each page (and the build files it names) into `cache`; how many were kept. */
async function keepPages(urls: readonly string[], cache: string, event: ExtendableEvent): Promise<number> {
  const target = await caches.open(cache);
  const kept = await Promise.all(
    urls.map(async (address) => {
      const url = new URL(address, self.location.origin);
      if (!mayKeep(url, self.location.origin) || isBuildAsset(url)) return false;
      try {
        const response = await fetch(url, { credentials: 'same-origin' });
        if (response.status !== 200 || response.redirected || serverForbidsKeeping(response.headers.get('cache-control'))) return false;
        const html = await response.clone().text();
        await Promise.all(assetUrlsIn(html).map((asset) => assets.handle({ request: new Request(asset), event })));
        await target.put(url.href, response);
        return true;
      } catch {
        return false;
      }
    }),
  );
  return kept.filter(Boolean).length;
}

/**
 * The pages a reader kept under an earlier build, fetched again for this one (their scripts
 * are this build's), then the old copies dropped. Done at the first event after the worker
 * takes over rather than while it activates, which would hold back every request meanwhile.
 */
let keptAgain: Promise<void> | null = null;
function keepAgainForThisBuild(event: ExtendableEvent): Promise<void> {
  keptAgain ??= (async () => {
    for (const old of keptOfOtherBuilds(await caches.keys(), buildId)) {
      const requests = await (await caches.open(old)).keys();
      if (requests.length > 0)
        await keepPages(
          requests.map((request) => request.url),
          keptPages,
          event,
        );
      await caches.delete(old);
    }
  })();
  return keptAgain;
}

// The offline page in every language, with its scripts, before the worker takes over: it must be
// there the first time the connection is not. Its scripts are mostly the ones the page being
// read has just loaded, so they come from the browser's own cache.
self.addEventListener('install', (event) => {
  event.waitUntil(
    keepPages(
      locales.map((locale) => offlinePageIn(locale)),
      offlinePages,
      event,
    ).then((kept) => {
      if (kept < locales.length) throw new Error('The offline pages could not be fetched: the worker is not installed');
    }),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((names) => Promise.all(cachesToDelete(names, buildId).map((name) => caches.delete(name)))));
});

self.addEventListener('fetch', (event) => {
  if (event.request.mode === 'navigate') event.waitUntil(keepAgainForThisBuild(event));
});

// The page asks to keep itself (its first visit, before the worker was there) or, from the
// "keep for offline" button, a set of pages; the answer says how many were kept.
self.addEventListener('message', (event) => {
  const parsed = keepRequestSchema.safeParse(event.data);
  if (!parsed.success) return;
  const { urls, lasting } = parsed.data;
  const done = keepAgainForThisBuild(event).then(() => keepPages(urls, lasting ? keptPages : cacheName('pages', buildId), event));
  event.waitUntil(done);
  void done.then((kept) => event.ports[0]?.postMessage({ kept, asked: urls.length }));
});

serwist.addEventListeners();
