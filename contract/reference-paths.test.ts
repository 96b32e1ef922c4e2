import { describe, expect, it } from 'vitest';
import { IMAGES_CACHE, LEGACY_FILES_CACHE, STORY_PHOTOS_CACHE, USER_DATA_CACHES, isPublicImagePath, isStoryPhotoPath } from './reference-paths';

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
