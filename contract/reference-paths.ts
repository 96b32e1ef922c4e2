import { API_BASE, imagesPaths } from './api-base';

/**
 * Reference lists (spec section 7, "Programs and reference data") that rarely change and that every form needs.
 * The service worker serves them stale-while-revalidate so forms work offline; the PWA reads the same list to
 * know which calls the service worker answers. See docs/decisions/022-service-worker-caching.md.
 */
export const REFERENCE_DATA_PATHS = [
  `${API_BASE}/Currency/list`,
  `${API_BASE}/Country`,
  `${API_BASE}/DueDiligence`,
  `${API_BASE}/funding-type`,
  `${API_BASE}/Program/list`,
  `${API_BASE}/Program/GetDefaults`,
] as const;

export type ReferenceDataPath = (typeof REFERENCE_DATA_PATHS)[number];

/**
 * Profile images and logos are public and immutable once stored under their generated name, so the service worker
 * keeps them. Private files (agreements, documents, reports) are never cached by it: their signed addresses are
 * per user and short-lived (docs/decisions/156-private-files-and-signed-addresses.md).
 */
export const IMAGES_PATH_PREFIX = `${API_BASE}${imagesPaths('')}`;

/** Cache Storage names used by the service worker. The version suffix changes when the cached shape changes. */
export const REFERENCE_DATA_CACHE = 'donor-portal-reference-data-v1';
export const IMAGES_CACHE = 'donor-portal-images-v1';
/**
 * Built chunks left out of the precache because only a few screens need them and they weigh more than the rest of
 * the app together (the password dictionaries, ~830 KiB gzip; decisions 161 and 210): the service worker keeps each
 * the first time a page fetches it. Their names are content-hashed, so a kept copy is never stale.
 */
export const LAZY_CHUNKS_CACHE = 'donor-portal-lazy-chunks-v1';
/** The chunk names (before the hash) that stay out of the precache: vite.config.ts globIgnores and sw/sw.ts agree on them. */
export const PRECACHE_EXCLUDED_CHUNKS = ['password-dictionaries'] as const;
export const LAZY_CHUNKS_MAX_ENTRIES = 10;

export function isExcludedChunkPath(pathname: string): boolean {
  return PRECACHE_EXCLUDED_CHUNKS.some((name) => new RegExp(`^/assets/${name}-[\\w-]+\\.js$`).test(pathname));
}
/** Where earlier versions kept every uploaded file, private ones too: emptied at logout and dropped by the new worker. */
export const LEGACY_FILES_CACHE = 'donor-portal-files-v1';
/**
 * Story photos the /inspire page fetched with the user's token (docs/decisions/208-inspire-and-featured-stories.md):
 * kept so the page shows them offline once seen; each address names its file, so a kept copy never goes stale.
 */
export const STORY_PHOTOS_CACHE = 'donor-portal-story-photos-v1';
export const STORY_PHOTOS_MAX_ENTRIES = 200;

/**
 * Caches holding responses fetched with a user's token. The PWA deletes them at logout
 * (`caches.delete(name)` for each) so the next user of the device never reads them.
 */
export const USER_DATA_CACHES = [REFERENCE_DATA_CACHE, IMAGES_CACHE, LEGACY_FILES_CACHE, STORY_PHOTOS_CACHE] as const;

export const REFERENCE_DATA_MAX_ENTRIES = 50;
export const REFERENCE_DATA_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
export const IMAGES_MAX_ENTRIES = 100;
export const IMAGES_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Message the PWA posts to a waiting service worker when the user accepts "reload to update". */
export const SW_SKIP_WAITING_MESSAGE = 'SKIP_WAITING';

/** Same-origin paths that must never be answered with the app shell. */
export const NAVIGATION_DENYLIST_PREFIXES = [`${API_BASE}/docs`, API_BASE, '/hubs', '/connect'] as const;

export function isReferenceDataPath(pathname: string): boolean {
  return (REFERENCE_DATA_PATHS as readonly string[]).includes(pathname);
}

export function isPublicImagePath(pathname: string): boolean {
  return pathname.startsWith(IMAGES_PATH_PREFIX) && pathname.length > IMAGES_PATH_PREFIX.length;
}

/** A story photo's address (contract/inspire.ts storyPhotoPath), with the file's id in its query. */
export function isStoryPhotoPath(pathname: string): boolean {
  return /\/DonorProject\/Stories\/\d+\/Photo$/.test(pathname);
}
