import { useEffect, useState } from 'react';
import { storyPhotoPath } from '#contract/inspire';
import type { Story } from '#contract/monthly-reports';
import { apiBaseFor, send } from '@/lib/http';

/**
 * A story's photo as an object URL for an `<img>`, or null while it loads or when it cannot be had. It is fetched
 * with the bearer (a photo is a record of the funder's project, decision 156) and kept out of the persisted query
 * cache (a Blob does not survive JSON): the service worker keeps the answer instead, so the photo shows offline
 * once seen (decision 208). A photo that fails leaves the card without it; the story still reads.
 */
export function useStoryPhoto(story: Pick<Story, 'id' | 'photo'>): string | null {
  const [source, setSource] = useState<{ key: string; url: string } | null>(null);
  const fileId = story.photo?.id ?? null;
  const key = fileId === null ? null : storyPhotoPath(story.id, fileId);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    let url: string | null = null;
    send(`${apiBaseFor('GET')}${key}`, { signal: controller.signal, headers: { Accept: 'image/*' } })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (!blob || controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setSource({ key, url });
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [key]);

  return source !== null && source.key === key ? source.url : null;
}
