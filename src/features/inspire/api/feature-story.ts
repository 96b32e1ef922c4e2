import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { Story } from '#contract/monthly-reports';
import { defineOutboxAction, enqueueAction } from '@/offline/outbox';
import { inspireKeys } from './inspire-keys';

/** What a queued featuring carries: the story, its title for the outbox panel, and the value asked for. */
export type FeatureStoryPayload = { storyId: number; title: string; featured: boolean };

export const STORY_ENTITY = 'story';

/** The stories lists with the server's answer for one story. */
function storeStoryAnswer(queryClient: QueryClient, answer: Story): void {
  queryClient.setQueriesData<Story[]>({ queryKey: [...inspireKeys.all, 'stories'] }, (stories) =>
    stories?.map((story) => (story.id === answer.id ? answer : story)),
  );
}

/**
 * PUT DonorProject/Stories/{id}/Featured (decision 208). A story has no version: the switch says what it should be,
 * so sending it twice, or after a colleague's, ends the same; no If-Match. The switch shows the queued value at once.
 */
export const featureStoryAction = defineOutboxAction<FeatureStoryPayload, Story, Story>({
  type: 'story.featured',
  entity: STORY_ENTITY,
  request: (payload) => ({ method: 'PUT', path: apiPaths.projects.storyFeatured(payload.storyId), json: { featured: payload.featured } }),
  overlay: (story, payload) => ({ ...story, featured: payload.featured }),
  onSuccess: (queryClient, answer) => storeStoryAnswer(queryClient, answer),
  versionOf: () => null,
  invalidates: () => [inspireKeys.all],
  describe: (payload) =>
    payload.featured ? msg`Feature the story "${payload.title}" on the Inspire page` : msg`Take the story "${payload.title}" off the Inspire page`,
});

export function queueFeatureStory(story: Pick<Story, 'id'>, title: string, featured: boolean) {
  return enqueueAction(featureStoryAction, { entityId: story.id, baseVersion: null, payload: { storyId: story.id, title, featured } });
}
