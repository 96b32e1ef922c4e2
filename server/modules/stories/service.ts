import { HandledStatus } from '#contract/errors';
import { STORY_LIST_MAX } from '#contract/inspire';
import type { MonthlyReportStatus, Story } from '#contract/monthly-reports';
import { nowIso } from '../../db/database';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { writeAudit } from '../../platform/audit';
import { storedFileUrl } from '../../platform/documents';
import { ApiError, notFound } from '../../platform/errors';
import { findStoryRow, listStoryRows, setStoryFeatured, type StoryFilter, type StoryRow } from './repository';

/**
 * The funder's stories of change (issue 14 item 7; docs/decisions/208-inspire-and-featured-stories.md): staff read
 * the stories of their projects' submitted and approved months and choose which to feature on /inspire.
 */

type Db = PortalContext['db'];

export function toStory(row: StoryRow): Story {
  return {
    id: row.id,
    project_id: row.project_id,
    project_title: row.project_title,
    ngo_name: row.ngo_name,
    grant_id: row.grant_id,
    grant_title: row.grant_title,
    program_id: row.program_id ?? null,
    country: { id: row.country_id, name: row.country_name, name_ar: row.country_name_ar },
    month: row.month,
    month_status: row.month_status as MonthlyReportStatus,
    title_en: row.title_en,
    title_ar: row.title_ar,
    text_en: row.text_en,
    text_ar: row.text_ar,
    photo:
      row.photo_id !== null && row.photo_stored_name !== null
        ? {
            id: row.photo_id,
            name: row.photo_name ?? row.photo_stored_name,
            mime_type: row.photo_mime_type ?? 'image/png',
            size: row.photo_size ?? 0,
            url: storedFileUrl(row.photo_stored_name) ?? '',
          }
        : null,
    people_reached: row.people_reached,
    place: row.place,
    featured: row.featured === 1,
  };
}

export async function listStories(db: Db, staff: SignedInStaff, filter: StoryFilter, limit = STORY_LIST_MAX): Promise<Story[]> {
  return (await listStoryRows(db, staff.donorId, filter, limit)).map(toStory);
}

/**
 * Features a story on /inspire or takes it off. Only a story of an approved month may be featured (409 wrongStatus):
 * the funder shows what it has checked. Taking a story off is always allowed. Another funder's story, or one of a
 * month still with the organisation, answers 404. Setting the value it already has changes nothing and is not audited.
 */
export async function featureStory(trx: Db, staff: SignedInStaff, id: number, featured: boolean): Promise<Story> {
  const row = await findStoryRow(trx, staff.donorId, id);
  if (!row) throw notFound('story');
  if (featured && row.month_status !== 'approved') throw new ApiError(HandledStatus.Conflict, 'wrongStatus', { field: 'month' });
  if ((row.featured === 1) !== featured) {
    await setStoryFeatured(trx, id, featured, staff.id, nowIso());
    await writeAudit(trx, {
      donorId: staff.donorId,
      userId: staff.id,
      entity: 'project',
      entityId: row.project_id,
      operation: 'Update',
      details: { story: id, month: row.month, featured },
    });
  }
  return toStory({ ...row, featured: featured ? 1 : 0 });
}

/** A story's photo for an `<img>`: the funder's visible stories only (404 otherwise, as for a missing one). */
export async function storyPhoto(portal: PortalContext, staff: SignedInStaff, id: number): Promise<{ bytes: Buffer; mimeType: string }> {
  const row = await findStoryRow(portal.db, staff.donorId, id);
  const bytes = row?.photo_stored_name ? await portal.files.read(portal.db, row.photo_stored_name) : null;
  if (!row || !bytes) throw notFound('photo');
  return { bytes, mimeType: row.photo_mime_type ?? 'image/png' };
}
