import { z } from 'zod';
import { apiPaths } from './api-paths';
import { issue } from './messages';
import { storySchema } from './monthly-reports';
import { INDICATOR_AGGREGATIONS } from './project-tracking';

/*
 * /inspire (issue 14 item 8; docs/decisions/208-inspire-and-featured-stories.md): the funder's page of featured
 * stories of change and of results across its projects, filtered by initiative, country and grant. Every figure comes
 * from approved months only (docs/decisions/202-monthly-reports.md).
 */

const optionalId = (field: 'grant_id' | 'program_id' | 'country_id') =>
  z.coerce
    .number({ error: issue('invalid', { field }) })
    .int({ error: issue('invalid', { field }) })
    .positive({ error: issue('invalid', { field }) })
    .optional();

/** GET DonorProject/Inspire: the page's filters (the same words as the dashboard's). */
export const inspireQuerySchema = z.object({
  program_id: optionalId('program_id'),
  country_id: optionalId('country_id'),
  grant_id: optionalId('grant_id'),
});
export type InspireQuery = z.infer<typeof inspireQuerySchema>;
// In constants.ts, so that the route reading /inspire's URL can use it without zod (src/features/inspire/lib).
export { INSPIRE_FILTERS } from './constants';

/** The page shows at most this many featured stories (newest month first) and indicator results (best progress first). */
export const INSPIRE_MAX_STORIES = 24;
export const INSPIRE_MAX_INDICATORS = 30;
/** GET DonorProject/Stories answers at most this many stories, newest month first. */
export const STORY_LIST_MAX = 200;

/** An indicator of one project: its target and what its approved months achieved (sum, or the latest level measured). */
export const inspireIndicatorSchema = z.object({
  indicator_id: z.number().int(),
  project_id: z.number().int(),
  project_title: z.string(),
  code: z.string(),
  title: z.string(),
  unit: z.string(),
  aggregation: z.enum(INDICATOR_AGGREGATIONS),
  baseline: z.number(),
  target: z.number(),
  achieved: z.number(),
  /** achieved / target in percent, one decimal; null when the target is 0. */
  percent: z.number().nullable(),
});
export type InspireIndicator = z.infer<typeof inspireIndicatorSchema>;

export const inspireSchema = z.object({
  figures: z.object({
    /** People reached in the approved months of the projects in scope. */
    people_reached: z.number().int(),
    /** The funder's projects in scope, and their distinct countries. */
    projects: z.number().int(),
    countries: z.number().int(),
  }),
  indicators: z.array(inspireIndicatorSchema),
  /** Featured stories (always of approved months), newest month first. */
  stories: z.array(storySchema),
});
export type Inspire = z.infer<typeof inspireSchema>;

/**
 * The API path a story's photo is fetched from (with the bearer, then shown as an object URL): it carries the stored
 * file's id, so a photo changed later is a new address and the service worker's copy of the old one is never shown.
 */
export function storyPhotoPath(storyId: number, fileId: number): string {
  return `${apiPaths.projects.storyPhoto(storyId)}?file=${fileId}`;
}

export const storyPhotoQuerySchema = z.object({ file: z.coerce.number().int().positive().optional() });
