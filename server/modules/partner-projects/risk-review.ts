import { HandledStatus } from '#contract/errors';
import type { RiskReviewInput } from '#contract/partner-projects';
import { isProjectRunning, type ProjectRisk } from '#contract/project-tracking';
import { nowIso } from '../../db/database';
import type { PortalContext, SignedInPartner } from '../../platform/app-context';
import { writeAudit } from '../../platform/audit';
import { ApiError, fieldError, notFound } from '../../platform/errors';
import { StaleVersionError, type ActionRequest } from '../../platform/idempotency';
import { risksOfProject } from '../project-tracking/risks';
import { projectOfPartner } from './project-of-partner';

/**
 * PUT PartnerProject/{id}/Risk/{riskId} (issue 14 item 6): the organisation reviews one risk of its register (status,
 * materialised, mitigation, next review date). If-Match is the risk's own version, so reviews of different risks never
 * conflict; a stale one answers 412 with the risk as it is. Staff read the review on the risks-management page
 * (reviewed_at, reviewed_by). Any user of the organisation may review (decision 206).
 */

type Db = PortalContext['db'];

type Review = Omit<RiskReviewInput, 'review_date'> & { review_date: string | null };

async function riskOf(trx: Db, projectId: number, riskId: number): Promise<ProjectRisk> {
  const risk = (await risksOfProject(trx, projectId)).find((candidate) => candidate.id === riskId);
  if (!risk) throw notFound('risk');
  return risk;
}

export async function reviewRisk(trx: Db, partner: SignedInPartner, id: number, riskId: number, review: Review, action: ActionRequest): Promise<ProjectRisk> {
  const { project, donorId } = await projectOfPartner(trx, partner, id);
  if (!isProjectRunning(project.status)) throw new ApiError(HandledStatus.Conflict, 'wrongStatus', { field: 'project' });
  const risk = await riskOf(trx, project.id, riskId);
  if (action.ifMatch !== null && action.ifMatch !== risk.version) throw new StaleVersionError(risk, 'risk');
  // An open risk is reviewed again: it needs the date of its next review.
  if (review.status === 'open' && review.review_date === null) throw fieldError('review_date', 'required');
  const updated = await trx
    .updateTable('project_risks')
    .set({
      status: review.status,
      is_materialized: review.isMaterialized ? 1 : 0,
      mitigation: review.mitigation,
      review_date: review.review_date,
      reviewed_at: nowIso(),
      reviewed_by: partner.id,
      version: risk.version + 1,
    })
    .where('id', '=', risk.id)
    .where('version', '=', risk.version)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new StaleVersionError(await riskOf(trx, project.id, riskId), 'risk');
  await writeAudit(trx, {
    donorId,
    userId: partner.id,
    entity: 'project',
    entityId: project.id,
    operation: 'Update',
    details: {
      change: 'risk.review',
      risk: risk.id,
      from: { status: risk.status, isMaterialized: risk.isMaterialized, mitigation: risk.mitigation, review_date: risk.review_date },
      to: review,
      by_ngo_user: true,
    },
  });
  return riskOf(trx, project.id, riskId);
}
