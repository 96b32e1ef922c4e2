import { describe, expect, it } from 'vitest';
import type { Story } from '#contract/monthly-reports';
import type { OutboxRecord } from '@/offline/outbox';
import { featureStoryAction, type FeatureStoryPayload } from './feature-story';
import { inspireKeys } from './inspire-keys';

const story = { id: 41, featured: false, month_status: 'approved', title_en: 'Water at the school gate' } as Story;
const payload: FeatureStoryPayload = { storyId: 41, title: 'Water at the school gate', featured: true };

describe('featuring a story through the outbox', () => {
  it('sends the value asked for, without a version (a value sent twice ends the same)', () => {
    expect(featureStoryAction.entity).toBe('story');
    expect(featureStoryAction.request(payload, {} as OutboxRecord<FeatureStoryPayload>)).toEqual({
      method: 'PUT',
      path: '/DonorProject/Stories/41/Featured',
      json: { featured: true },
    });
    expect(featureStoryAction.versionOf?.(story)).toBeNull();
  });

  it('shows the switch as asked at once, and refreshes every /inspire query when it settles', () => {
    expect(featureStoryAction.overlay?.(story, payload).featured).toBe(true);
    expect(featureStoryAction.overlay?.({ ...story, featured: true }, { ...payload, featured: false }).featured).toBe(false);
    expect(featureStoryAction.invalidates(payload, {} as OutboxRecord<FeatureStoryPayload>)).toEqual([inspireKeys.all]);
  });
});
