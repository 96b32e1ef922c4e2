import type { Kysely } from 'kysely';
import { HandledStatus } from '#contract/errors';
import type { ApproveMonthInput, MonthList, MonthlyReport, ReturnMonthInput } from '#contract/monthly-reports';
import { todayIso } from '#contract/partner-proposals';
import { nowIso } from '../../db/database';
import type { Database } from '../../db/schema';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { writeAudit } from '../../platform/audit';
import { ApiError, fieldError, notFound } from '../../platform/errors';
import { StaleVersionError, type ActionRequest } from '../../platform/idempotency';
import { monthReviewedEvent } from '../notifications/events';
import { projectForChange } from '../project-tracking/project-access';
import { listMonthSummaries } from './month-summaries';
import { buildMonthlyReport, requireReportableMonth } from './month-report';
import { rebuildFollowUp } from './projection';
import {
  bumpMonthlyReport,
  findMonthlyReport,
  findProjectOfDonor,
  insertReviewComments,
  lastReviewRound,
  monthContent,
  projectPlan,
  userNames,
  type MonthlyReportRow,
  type MonthProject,
} from './repository';

/**
 * The funder's side of a project's months (issue 14 item 3): every staff member of the funder reads the months the
 * organisation has submitted (a draft is the organisation's own: 404); the staff in charge of the project
 * (manage_grants, decision 146) approve a submitted month, which applies it to the follow-up in the same
 * transaction, or return it with comments on the items concerned.
 */

type Db = Kysely<Database>;

async function funderProject(db: Db, staff: SignedInStaff, id: number): Promise<MonthProject> {
  const project = await findProjectOfDonor(db, staff.donorId, id);
  if (!project) throw notFound('project');
  return project;
}

/** A month the organisation has not submitted yet, even once, does not exist for the funder. */
function isVisibleToFunder(row: MonthlyReportRow | undefined): row is MonthlyReportRow {
  return row !== undefined && row.version > 0 && row.status !== 'draft';
}

/** GET DonorProject/{id}/MonthlyReport: every reportable month, newest first; a draft's figures stay the organisation's. */
export async function staffMonthList(portal: PortalContext, staff: SignedInStaff, id: number): Promise<MonthList> {
  const project = await funderProject(portal.db, staff, id);
  const months = await listMonthSummaries(portal.db, project, todayIso());
  return {
    project_id: project.id,
    currency: { code: project.currency_code, symbol: project.currency_symbol },
    months: months.map((month) => (month.status === 'draft' ? { ...month, spent: 0, stories: 0 } : month)),
  };
}

/** GET DonorProject/{id}/MonthlyReport/{month}: a submitted, returned or approved month. */
export async function staffMonth(portal: PortalContext, staff: SignedInStaff, id: number, month: string): Promise<MonthlyReport> {
  const project = await funderProject(portal.db, staff, id);
  requireReportableMonth(project, month);
  const row = await findMonthlyReport(portal.db, project.id, month);
  if (!isVisibleToFunder(row)) throw notFound('month');
  return buildMonthlyReport(portal.db, project, month, row);
}

/** The month under review: the caller in charge (403), the month submitted to the funder (404), at the version (412), submitted (409). */
async function monthForReview(trx: Db, staff: SignedInStaff, id: number, month: string, action: ActionRequest) {
  const inCharge = await projectForChange(trx, staff, id);
  const project = await funderProject(trx, staff, id);
  requireReportableMonth(project, month);
  const row = await findMonthlyReport(trx, project.id, month);
  if (!isVisibleToFunder(row)) throw notFound('month');
  if (action.ifMatch !== null && action.ifMatch !== row.version) throw new StaleVersionError(await buildMonthlyReport(trx, project, month, row), 'month');
  if (row.status !== 'submitted') throw new ApiError(HandledStatus.Conflict, 'monthNotSubmitted', { field: 'month' });
  return { project, row, usersInCharge: inCharge.proposal.usersInCharge };
}

async function commitReview(trx: Db, project: MonthProject, row: MonthlyReportRow, patch: Parameters<typeof bumpMonthlyReport>[3]): Promise<void> {
  if (!(await bumpMonthlyReport(trx, row.id, row.version, patch))) throw new StaleVersionError(await buildMonthlyReport(trx, project, row.month), 'month');
}

/** POST …/MonthlyReport/{month}/Approve: final; the month's figures now feed the follow-up and the dashboard. */
export async function approveMonth(trx: Db, staff: SignedInStaff, id: number, month: string, input: ApproveMonthInput, action: ActionRequest): Promise<MonthlyReport> {
  const { project, row } = await monthForReview(trx, staff, id, month, action);
  const comment = input.comment ?? null;
  await commitReview(trx, project, row, { status: 'approved', reviewed_at: nowIso(), reviewed_by: staff.id, approval_comment: comment });
  await rebuildFollowUp(trx, [project.id]);
  await writeAudit(trx, {
    donorId: staff.donorId,
    userId: staff.id,
    entity: 'project',
    entityId: project.id,
    operation: 'Update',
    details: { change: 'month.approve', month, comment },
  });
  await monthReviewedEvent(trx, staff, { id: project.id, title: project.title, ngoId: project.ngo_id }, month, 'MonthApprove');
  return buildMonthlyReport(trx, project, month);
}

/**
 * POST …/MonthlyReport/{month}/Return: back to the organisation with at least one comment, each on the whole month,
 * the people reached, or one item of the month (an indicator or activity of the plan, a spending entry or story the
 * month holds: 400 otherwise). The comments are kept as the next round.
 */
export async function returnMonth(trx: Db, staff: SignedInStaff, id: number, month: string, input: ReturnMonthInput, action: ActionRequest): Promise<MonthlyReport> {
  const { project, row } = await monthForReview(trx, staff, id, month, action);
  const [plan, content] = await Promise.all([projectPlan(trx, project.id, month), monthContent(trx, row.id)]);
  const keysOf = {
    indicator: new Set(plan.indicators.map((item) => String(item.id))),
    activity: new Set(plan.activities.map((item) => String(item.id))),
    spending: new Set(content.spending.map((item) => item.key)),
    story: new Set(content.stories.map((item) => item.key)),
  };
  const comments = input.comments.map((comment, index) => {
    const itemKey = comment.item_key ?? null;
    if (comment.item_kind === 'report' || comment.item_kind === 'beneficiaries') return { ...comment, item_key: null };
    if (itemKey === null || !keysOf[comment.item_kind].has(itemKey)) throw fieldError(`comments.${index}.item_key`, 'invalid', { field: 'item' });
    return { ...comment, item_key: itemKey };
  });
  const round = (await lastReviewRound(trx, row.id)) + 1;
  const now = nowIso();
  const authorName = (await userNames(trx, [staff.id])).get(staff.id) ?? '';
  await commitReview(trx, project, row, { status: 'returned', reviewed_at: now, reviewed_by: staff.id, approval_comment: null });
  await insertReviewComments(
    trx,
    comments.map((comment) => ({
      report_id: row.id,
      round,
      item_kind: comment.item_kind,
      item_key: comment.item_key,
      text: comment.text,
      author_id: staff.id,
      author_name: authorName,
      created_at: now,
    })),
  );
  await writeAudit(trx, {
    donorId: staff.donorId,
    userId: staff.id,
    entity: 'project',
    entityId: project.id,
    operation: 'Update',
    details: { change: 'month.return', month, round, comments: comments.length },
  });
  await monthReviewedEvent(trx, staff, { id: project.id, title: project.title, ngoId: project.ngo_id }, month, 'MonthReturn');
  return buildMonthlyReport(trx, project, month);
}
