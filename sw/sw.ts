/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  IMAGES_CACHE,
  IMAGES_MAX_AGE_SECONDS,
  IMAGES_MAX_ENTRIES,
  LAZY_CHUNKS_CACHE,
  LAZY_CHUNKS_MAX_ENTRIES,
  LEGACY_FILES_CACHE,
  NAVIGATION_DENYLIST_PREFIXES,
  REFERENCE_DATA_CACHE,
  REFERENCE_DATA_MAX_AGE_SECONDS,
  REFERENCE_DATA_MAX_ENTRIES,
  STORY_PHOTOS_CACHE,
  STORY_PHOTOS_MAX_ENTRIES,
  SW_SKIP_WAITING_MESSAGE,
  isExcludedChunkPath,
  isReferenceDataPath,
  isPublicImagePath,
  isStoryPhotoPath,
} from '#contract/reference-paths';
import { LanedPrecacheController } from './laned-precache';

declare let self: ServiceWorkerGlobalScope;

// The app shell: every built asset, revisioned by the build, stored six files at a time (laned-precache.ts;
// docs/decisions/022-service-worker-caching.md).
const precache = new LanedPrecacheController();
precache.precache(self.__WB_MANIFEST);
registerRoute(new PrecacheRoute(precache));
cleanupOutdatedCaches();

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// Client routes get index.html offline; API, hub, token and docs URLs always go to the network.
registerRoute(
  new NavigationRoute(precache.createHandlerBoundToURL('/index.html'), {
    denylist: NAVIGATION_DENYLIST_PREFIXES.map((prefix) => new RegExp(`^${escapeRegExp(prefix)}(?:/|$|\\?)`)),
  }),
);

// The few chunks left out of the precache (the password dictionaries): kept the first time a page fetches them.
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && isExcludedChunkPath(url.pathname),
  new CacheFirst({
    cacheName: LAZY_CHUNKS_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: LAZY_CHUNKS_MAX_ENTRIES, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && isReferenceDataPath(url.pathname),
  new StaleWhileRevalidate({
    cacheName: REFERENCE_DATA_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: REFERENCE_DATA_MAX_ENTRIES, maxAgeSeconds: REFERENCE_DATA_MAX_AGE_SECONDS }),
    ],
  }),
);

registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && isPublicImagePath(url.pathname),
  new CacheFirst({
    cacheName: IMAGES_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: IMAGES_MAX_ENTRIES,
        maxAgeSeconds: IMAGES_MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// Story photos, fetched with the token by /inspire: kept per user (emptied at logout) so the page shows them offline
// once seen; the address carries the file's id, so cache first never serves an old photo (decision 208).
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && isStoryPhotoPath(url.pathname) && url.searchParams.has('file'),
  new CacheFirst({
    cacheName: STORY_PHOTOS_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: STORY_PHOTOS_MAX_ENTRIES, maxAgeSeconds: IMAGES_MAX_AGE_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

// Every other /api call falls through to the network: the PWA persists its own query cache in IndexedDB. Private
// files (/api/files/…) included: their signed addresses are per user and short-lived, and a cached copy would outlive
// the logout or revocation that must end them.

// Earlier workers cached private files too; nobody reads that cache any more.
self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(caches.delete(LEGACY_FILES_CACHE));
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (data === SW_SKIP_WAITING_MESSAGE || (typeof data === 'object' && data !== null && 'type' in data && data.type === SW_SKIP_WAITING_MESSAGE)) {
    void self.skipWaiting();
  }
});
