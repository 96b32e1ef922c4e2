import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMAGES_CACHE, LAZY_CHUNKS_CACHE, LEGACY_FILES_CACHE, PRECACHE_EXCLUDED_CHUNKS, STORY_PHOTOS_CACHE, USER_DATA_CACHES, isExcludedChunkPath, isPublicImagePath, isStoryPhotoPath } from './reference-paths';

describe('what the service worker keeps of uploaded files', () => {
  it('keeps public images only, never a private file or its signed address', () => {
    expect(isPublicImagePath('/api/images/0123456789abcdef0123456789abcdef.png')).toBe(true);
    expect(isPublicImagePath('/api/images/')).toBe(false);
    expect(isPublicImagePath('/api/files/0123456789abcdef0123456789abcdef.pdf')).toBe(false);
    expect(isPublicImagePath('/api/files/0123456789abcdef0123456789abcdef.pdf/signed')).toBe(false);
  });

  it('empties the image cache and the old all-files cache at logout', () => {
    expect(USER_DATA_CACHES).toContain(IMAGES_CACHE);
    expect(USER_DATA_CACHES).toContain(LEGACY_FILES_CACHE);
    expect(USER_DATA_CACHES).toContain(STORY_PHOTOS_CACHE);
  });

  it('keeps the photos of stories of change, and nothing else of the stories', () => {
    expect(isStoryPhotoPath('/api/DonorProject/Stories/12/Photo')).toBe(true);
    expect(isStoryPhotoPath('/api/DonorProject/Stories/12/Featured')).toBe(false);
    expect(isStoryPhotoPath('/api/DonorProject/Stories')).toBe(false);
    expect(isStoryPhotoPath('/api/DonorProject/Inspire')).toBe(false);
  });
});

describe('the chunks kept on first use instead of precached', () => {
  it('are the password dictionaries only, by their built name', () => {
    expect(isExcludedChunkPath('/assets/password-dictionaries-7g7wtiyu.js')).toBe(true);
    expect(isExcludedChunkPath('/assets/password-dictionaries-7g7wtiyu.js.gz')).toBe(false);
    expect(isExcludedChunkPath('/assets/login-7g7wtiyu.js')).toBe(false);
    expect(isExcludedChunkPath('/api/assets/password-dictionaries-7g7wtiyu.js')).toBe(false);
  });

  it('are the ones the build leaves out of the precache', () => {
    const config = readFileSync(join(process.cwd(), 'vite.config.ts'), 'utf8');
    const ignored = /globIgnores: \[([^\]]*)\]/.exec(config)?.[1] ?? '';
    expect(ignored.split(',').map((glob) => glob.trim())).toEqual(PRECACHE_EXCLUDED_CHUNKS.map((name) => `'assets/${name}-*.js'`));
  });

  it('are app code, not user data: logout keeps them', () => {
    expect(USER_DATA_CACHES as readonly string[]).not.toContain(LAZY_CHUNKS_CACHE);
  });
});
