/// <reference lib="webworker" />
import { PrecacheController, type PrecacheEntry } from 'workbox-precaching';

/**
 * How many files the worker fetches at once while it installs: the six connections a browser keeps per host over
 * HTTP/1.1, so the precache never queues behind itself, and a bounded number of bodies in memory at a time.
 */
export const PRECACHE_LANES = 3;

/** Files per `cache.addAll` call: the browser fetches a batch's files together. */
export const PRECACHE_BATCH = 25;

type InstallResult = Awaited<ReturnType<PrecacheController['install']>>;

/**
 * Workbox's precache controller, installing in lanes. Workbox stores the precache one file after the other (each file
 * a round trip, then a write): with a few hundred files that kept a first visit from being usable offline for
 * seconds on a fast link and far longer on a slow one (issue 15 item 2; docs/decisions/022-service-worker-caching.md).
 * Here six lanes take the next file as soon as one is stored; each file goes through Workbox's own precache strategy
 * exactly as before (a file already stored under its revision is not fetched again, a bad answer fails the install).
 */
export class LanedPrecacheController extends PrecacheController {
  /** Workbox's rule, which it keeps private: a file listed with a revision is fetched past the HTTP cache. */
  readonly #cacheModes = new Map<string, RequestCache>();

  override addToCacheList(entries: Array<PrecacheEntry | string>): void {
    super.addToCacheList(entries);
    for (const entry of entries) {
      if (typeof entry === 'string') continue;
      this.#cacheModes.set(new URL(entry.url, location.href).href, entry.revision ? 'reload' : 'default');
    }
  }

  override install(event: ExtendableEvent): Promise<InstallResult> {
    const installing = this.#installInLanes(event);
    event.waitUntil(installing);
    return installing;
  }

  async #installInLanes(event: ExtendableEvent): Promise<InstallResult> {
    const files = [...this.getURLsToCacheKeys()];
    const cache = await caches.open(this.strategy.cacheName);
    const stored = new Set((await cache.keys()).map((request) => request.url));
    const updatedURLs: string[] = [];
    const notUpdatedURLs = files.filter(([, cacheKey]) => stored.has(cacheKey)).map(([url]) => url);
    const missing = files.filter(([, cacheKey]) => !stored.has(cacheKey));
    // A file named by its content (no revision: its address is its cache key, and it never changes) is fetched and
    // stored by the browser itself, a batch at a time (`addAll` stores all of a batch or none, and refuses a bad
    // answer). The few files with a revision (index.html, the web manifest) go through Workbox's own strategy.
    const named = missing.filter(([url, cacheKey]) => url === cacheKey && !this.getIntegrityForCacheKey(cacheKey));
    const revisioned = missing.filter((file) => !named.includes(file));
    const batches: string[][] = [];
    for (let start = 0; start < named.length; start += PRECACHE_BATCH) batches.push(named.slice(start, start + PRECACHE_BATCH).map(([url]) => url));
    let next = 0;
    const lane = async () => {
      while (next < batches.length) {
        const batch = batches[next++] as string[];
        await cache.addAll(batch.map((url) => new Request(url, { credentials: 'same-origin' })));
        updatedURLs.push(...batch);
      }
    };
    const viaWorkbox = async () => {
      for (const [url, cacheKey] of revisioned) {
        const request = new Request(url, {
          integrity: this.getIntegrityForCacheKey(cacheKey),
          cache: this.#cacheModes.get(new URL(url, location.href).href) ?? 'default',
          credentials: 'same-origin',
        });
        await Promise.all(this.strategy.handleAll({ params: { cacheKey }, request, event }));
        updatedURLs.push(url);
      }
    };
    await Promise.all([viaWorkbox(), ...Array.from({ length: Math.min(PRECACHE_LANES, batches.length) }, lane)]);
    return { updatedURLs, notUpdatedURLs };
  }
}
