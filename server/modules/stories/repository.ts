import type { ExpressionBuilder, Kysely } from 'kysely';
import type { MonthlyReportStatus } from '#contract/monthly-reports';
import type { Database } from '../../db/schema';

/**
 * Stories of change as the funder reads them: a story of one of its projects, written in a month that was submitted
 * or approved (a draft or returned month is still the organisation's), joined with its project's header (title,
 * organisation, grant, country) and its photo.
 */

type Db = Kysely<Database>;

/** The months whose stories the funder sees; only an approved month's can be featured. */
export const VISIBLE_MONTH_STATUSES: readonly MonthlyReportStatus[] = ['submitted', 'approved'];

/** The filters of GET DonorProject/Stories and /inspire, on the story's proposal. */
export type StoryFilter = {
  featured?: boolean | undefined;
  program_id?: number | undefined;
  country_id?: number | undefined;
  grant_id?: number | undefined;
  project_id?: number | undefined;
};

type Scope = ExpressionBuilder<Database, 'proposals' | 'projects'>;

/** Initiative (the grants that target it), country, grant and project of the proposal behind a project. */
export function projectInScope(filter: StoryFilter) {
  return (eb: Scope) =>
    eb.and([
      ...(filter.grant_id !== undefined ? [eb('proposals.grant_id', '=', filter.grant_id)] : []),
      ...(filter.country_id !== undefined ? [eb('proposals.country_id', '=', filter.country_id)] : []),
      ...(filter.project_id !== undefined ? [eb('projects.id', '=', filter.project_id)] : []),
      ...(filter.program_id !== undefined
        ? [
            eb(
              'proposals.grant_id',
              'in',
              eb.selectFrom('grant_programs').select('grant_programs.grant_id').where('grant_programs.program_id', '=', filter.program_id),
            ),
          ]
        : []),
    ]);
}

function storiesOf(db: Db, donorId: number) {
  return db
    .selectFrom('project_stories')
    .innerJoin('monthly_reports', 'monthly_reports.id', 'project_stories.report_id')
    .innerJoin('projects', 'projects.id', 'project_stories.project_id')
    .innerJoin('proposals', 'proposals.id', 'projects.proposal_id')
    .innerJoin('grants', 'grants.id', 'proposals.grant_id')
    .innerJoin('ngos', 'ngos.id', 'proposals.ngo_id')
    .innerJoin('countries', 'countries.id', 'proposals.country_id')
    .leftJoin('report_files', 'report_files.id', 'project_stories.photo_file_id')
    .select([
      'project_stories.id',
      'project_stories.project_id',
      'proposals.title as project_title',
      'ngos.name as ngo_name',
      'proposals.grant_id',
      'grants.title as grant_title',
      'proposals.country_id',
      'countries.name as country_name',
      'countries.name_ar as country_name_ar',
      'monthly_reports.month',
      'monthly_reports.status as month_status',
      'project_stories.title_en',
      'project_stories.title_ar',
      'project_stories.text_en',
      'project_stories.text_ar',
      'project_stories.people_reached',
      'project_stories.place',
      'project_stories.featured',
      'report_files.id as photo_id',
      'report_files.file_name as photo_name',
      'report_files.stored_name as photo_stored_name',
      'report_files.mime_type as photo_mime_type',
      'report_files.size as photo_size',
    ])
    .select((eb) =>
      eb
        .selectFrom('grant_programs')
        .select((inner) => inner.fn.min<number>('grant_programs.program_id').as('program_id'))
        .whereRef('grant_programs.grant_id', '=', 'proposals.grant_id')
        .as('program_id'),
    )
    .where('projects.donor_id', '=', donorId)
    .where('monthly_reports.status', 'in', VISIBLE_MONTH_STATUSES);
}

export type StoryRow = Awaited<ReturnType<ReturnType<typeof storiesOf>['executeTakeFirstOrThrow']>>;

/** The funder's stories that the filter keeps, newest month first, at most `limit`. */
export function listStoryRows(db: Db, donorId: number, filter: StoryFilter, limit: number): Promise<StoryRow[]> {
  return storiesOf(db, donorId)
    .where(projectInScope(filter))
    .$if(filter.featured !== undefined, (query) => query.where('project_stories.featured', '=', filter.featured ? 1 : 0))
    .orderBy('monthly_reports.month', 'desc')
    .orderBy('project_stories.project_id')
    .orderBy('project_stories.position')
    .limit(limit)
    .execute();
}

/** One of the funder's visible stories, or undefined (another funder's, a draft month's, or none). */
export function findStoryRow(db: Db, donorId: number, id: number): Promise<StoryRow | undefined> {
  return storiesOf(db, donorId).where('project_stories.id', '=', id).executeTakeFirst();
}

export async function setStoryFeatured(db: Db, id: number, featured: boolean, userId: number, at: string): Promise<void> {
  await db
    .updateTable('project_stories')
    .set(featured ? { featured: 1, featured_at: at, featured_by: userId } : { featured: 0, featured_at: null, featured_by: null })
    .where('id', '=', id)
    .execute();
}
