import type { Kysely } from 'kysely';
import { HandledStatus } from '#contract/errors';
import { isMonthEditable, storyHasLanguage, type MonthlyReport, type MonthlyReportContent, type MonthlyReportStatus } from '#contract/monthly-reports';
import { nowIso } from '../../db/database';
import type { Database } from '../../db/schema';
import type { PortalContext, SignedInPartner } from '../../platform/app-context';
import { writeAudit } from '../../platform/audit';
import { newDocumentName, writeDocument, type UploadedDocument } from '../../platform/documents';
import { ApiError, fieldError, notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/file-storage';
import { StaleVersionError, type ActionRequest } from '../../platform/idempotency';
import { monthSubmittedEvent } from '../notifications/events';
import { photoProblem, receiptProblem, type MonthForm, parseMonthInput } from './month-form';
import { buildMonthlyReport, lockedMonth, monthBounds, requireReportableMonth } from './month-report';
import {
  bumpMonthlyReport,
  findMonthlyReport,
  findProjectOfNgo,
  insertMonthlyReport,
  insertReportFile,
  projectFileIds,
  projectPlan,
  replaceMonthContent,
  usersInChargeOfProposal,
  type MonthlyReportRow,
  type MonthProject,
} from './repository';

/**
 * The organisation's side of a month (issue 14 item 2, docs/decisions/202-monthly-reports.md): read it, save it whole
 * while it is a draft or returned, submit it (the admin). Each change runs in performAction's transaction: the
 * project must be the organisation's (404), the month one of the project's begun months (400), at the version the
 * change was based on (412 with the month as it is), editable (409 monthLocked), and every figure must hold against
 * the project's plan (400); then the month, its files and the audit row commit together.
 */

type Db = Kysely<Database>;

async function ownProject(db: Db, partner: SignedInPartner, id: number): Promise<MonthProject> {
  const project = await findProjectOfNgo(db, partner.ngoId, id);
  if (!project) throw notFound('project');
  return project;
}

/** GET PartnerProject/{id}/MonthlyReport/{month}: the month, or the plan with nothing written when never saved. */
export async function partnerMonth(portal: PortalContext, partner: SignedInPartner, id: number, month: string): Promise<MonthlyReport> {
  const project = await ownProject(portal.db, partner, id);
  requireReportableMonth(project, month);
  return buildMonthlyReport(portal.db, project, month);
}

function versionOf(row: MonthlyReportRow | undefined): number {
  return row?.version ?? 0;
}

async function requireVersion(db: Db, project: MonthProject, month: string, row: MonthlyReportRow | undefined, action: ActionRequest): Promise<void> {
  if (action.ifMatch !== null && action.ifMatch !== versionOf(row)) throw new StaleVersionError(await buildMonthlyReport(db, project, month, row), 'month');
}

function duplicateIn<T>(values: readonly T[]): number {
  const seen = new Set<T>();
  for (const [index, value] of values.entries()) {
    if (seen.has(value)) return index;
    seen.add(value);
  }
  return -1;
}

/** Every rule of the month the schema alone cannot check: the plan, the month's dates, the breakdowns, the languages. */
async function checkAgainstPlan(db: Db, project: MonthProject, month: string, content: MonthlyReportContent): Promise<void> {
  const plan = await projectPlan(db, project.id, month);
  const indicatorIds = new Set(plan.indicators.map((row) => row.id));
  const activityIds = new Set(plan.activities.map((row) => row.id));
  const lineIds = new Set(plan.lines.map((row) => row.id));
  const { first, last } = monthBounds(month);

  for (const [index, row] of content.indicators.entries()) {
    const at = `indicators.${index}`;
    if (!indicatorIds.has(row.indicator_id)) throw fieldError(`${at}.indicator_id`, 'notInPlan', { field: 'indicator' });
    const given = [row.female, row.male].filter((value) => value !== null).length;
    if (given === 1 || (given === 2 && (row.actual === null || (row.female ?? 0) + (row.male ?? 0) !== row.actual))) {
      throw fieldError(`${at}.female`, 'breakdownTotal');
    }
  }
  const twiceIndicator = duplicateIn(content.indicators.map((row) => row.indicator_id));
  if (twiceIndicator >= 0) throw fieldError(`indicators.${twiceIndicator}.indicator_id`, 'invalid', { field: 'indicator' });

  for (const [index, row] of content.activities.entries()) {
    if (!activityIds.has(row.activity_id)) throw fieldError(`activities.${index}.activity_id`, 'notInPlan', { field: 'activity' });
  }
  const twiceActivity = duplicateIn(content.activities.map((row) => row.activity_id));
  if (twiceActivity >= 0) throw fieldError(`activities.${twiceActivity}.activity_id`, 'invalid', { field: 'activity' });

  for (const [index, row] of content.spending.entries()) {
    if (!lineIds.has(row.line_id)) throw fieldError(`spending.${index}.line_id`, 'notInPlan', { field: 'budget_line' });
    if (row.date < first || row.date > last) throw fieldError(`spending.${index}.date`, 'outsideMonth', { field: 'date' });
  }
  const twiceSpending = duplicateIn(content.spending.map((row) => row.key));
  if (twiceSpending >= 0) throw fieldError(`spending.${twiceSpending}.key`, 'invalid', { field: 'key' });

  const twiceBeneficiaries = duplicateIn(content.beneficiaries.map((row) => `${row.sex}:${row.type}`));
  if (twiceBeneficiaries >= 0) throw fieldError(`beneficiaries.${twiceBeneficiaries}`, 'invalid', { field: 'beneficiaries' });

  for (const [index, story] of content.stories.entries()) {
    if (!storyHasLanguage(story)) throw fieldError(`stories.${index}`, 'storyLanguage');
  }
  const twiceStory = duplicateIn(content.stories.map((row) => row.key));
  if (twiceStory >= 0) throw fieldError(`stories.${twiceStory}.key`, 'invalid', { field: 'key' });
}

type NewFile = { file: UploadedDocument; storedName: string };

/**
 * Resolves each receipt and photo: a stored file of this project (`file_id`), a new file of the form (`upload`,
 * checked against its kind's rule), or none. Answers the report_files ids in order, and the new files to write.
 */
async function resolveFiles(
  db: Db,
  project: MonthProject,
  partner: SignedInPartner,
  content: MonthlyReportContent,
  uploads: MonthForm['files'],
): Promise<{ receipts: (number | null)[]; photos: (number | null)[]; written: NewFile[] }> {
  const refs = [
    ...content.spending.map((row, index) => ({ ref: row.receipt, field: `spending.${index}.receipt`, kind: 'receipt' as const })),
    ...content.stories.map((row, index) => ({ ref: row.photo, field: `stories.${index}.photo`, kind: 'photo' as const })),
  ];
  const storedIds = refs.flatMap(({ ref }) => (ref && 'file_id' in ref ? [ref.file_id] : []));
  const known = await projectFileIds(db, project.id, storedIds);
  for (const { ref, field, kind } of refs) {
    if (!ref) continue;
    if ('file_id' in ref) {
      if (!known.has(ref.file_id)) throw fieldError(field, 'invalid', { field: 'file' });
      continue;
    }
    const file = uploads.get(ref.upload);
    if (!file) throw fieldError(field, 'required', { field: 'file' });
    const problem = kind === 'receipt' ? receiptProblem(file) : photoProblem(file);
    if (problem) throw fieldError(field, problem, { field: 'file' });
  }
  const written: NewFile[] = [];
  const idOfUpload = new Map<string, number>();
  const resolve = async (ref: MonthlyReportContent['spending'][number]['receipt']): Promise<number | null> => {
    if (!ref) return null;
    if ('file_id' in ref) return ref.file_id;
    const already = idOfUpload.get(ref.upload);
    if (already !== undefined) return already;
    const file = uploads.get(ref.upload);
    if (!file) return null;
    const storedName = newDocumentName(file);
    const id = await insertReportFile(db, {
      project_id: project.id,
      file_name: file.fileName,
      stored_name: storedName,
      mime_type: file.mimeType,
      size: file.bytes.length,
      uploaded_by: partner.id,
      created_at: nowIso(),
    });
    idOfUpload.set(ref.upload, id);
    written.push({ file, storedName });
    return id;
  };
  const receipts: (number | null)[] = [];
  for (const row of content.spending) receipts.push(await resolve(row.receipt));
  const photos: (number | null)[] = [];
  for (const row of content.stories) photos.push(await resolve(row.photo));
  return { receipts, photos, written };
}

/**
 * PUT PartnerProject/{id}/MonthlyReport/{month} (If-Match: the month's version, 0 for a month never saved): the whole
 * month. A first save makes the month's row (a reminder's version-0 row becomes version 1).
 */
export async function saveMonth(
  trx: Db,
  partner: SignedInPartner,
  files: FileStorage,
  id: number,
  month: string,
  form: MonthForm,
  action: ActionRequest,
): Promise<MonthlyReport> {
  const project = await ownProject(trx, partner, id);
  requireReportableMonth(project, month);
  const content = parseMonthInput(form.report);
  const row = await findMonthlyReport(trx, project.id, month);
  await requireVersion(trx, project, month, row, action);
  if (row && row.version > 0 && !isMonthEditable(row.status as MonthlyReportStatus)) throw lockedMonth();
  await checkAgainstPlan(trx, project, month, content);
  const resolved = await resolveFiles(trx, project, partner, content, form.files);

  const now = nowIso();
  let reportId: number;
  if (!row) {
    reportId = await insertMonthlyReport(trx, {
      project_id: project.id,
      month,
      status: 'draft',
      version: 1,
      narrative: content.narrative,
      saved_at: now,
      saved_by: partner.id,
      created_at: now,
    });
  } else {
    reportId = row.id;
    if (!(await bumpMonthlyReport(trx, row.id, row.version, { narrative: content.narrative, saved_at: now, saved_by: partner.id }))) {
      throw new StaleVersionError(await buildMonthlyReport(trx, project, month), 'month');
    }
  }
  await replaceMonthContent(trx, { id: reportId, project_id: project.id }, content, resolved);
  await writeAudit(trx, {
    donorId: project.donor_id,
    userId: partner.id,
    entity: 'project',
    entityId: project.id,
    operation: 'Update',
    details: { change: 'month.save', month, files: resolved.written.map((item) => item.storedName), by_ngo_user: true },
  });
  const saved = await buildMonthlyReport(trx, project, month);
  for (const { file, storedName } of resolved.written) await writeDocument(files, trx, storedName, file);
  return saved;
}

/**
 * POST PartnerProject/{id}/MonthlyReport/{month}/Submit (the organisation's admin): a saved draft, or a returned month
 * once corrected, goes to the funder; the staff in charge of the project hear of it. A month never saved is 409
 * wrongStatus; one already submitted or approved, 409 monthLocked.
 */
export async function submitMonth(trx: Db, partner: SignedInPartner, id: number, month: string, action: ActionRequest): Promise<MonthlyReport> {
  const project = await ownProject(trx, partner, id);
  requireReportableMonth(project, month);
  const row = await findMonthlyReport(trx, project.id, month);
  await requireVersion(trx, project, month, row, action);
  if (!row || row.version === 0) throw new ApiError(HandledStatus.Conflict, 'wrongStatus', { field: 'month' });
  if (!isMonthEditable(row.status as MonthlyReportStatus)) throw lockedMonth();
  const now = nowIso();
  if (!(await bumpMonthlyReport(trx, row.id, row.version, { status: 'submitted', submitted_at: now, submitted_by: partner.id }))) {
    throw new StaleVersionError(await buildMonthlyReport(trx, project, month), 'month');
  }
  await writeAudit(trx, {
    donorId: project.donor_id,
    userId: partner.id,
    entity: 'project',
    entityId: project.id,
    operation: 'Update',
    details: { change: 'month.submit', month, from: row.status, by_ngo_user: true },
  });
  const usersInCharge = await usersInChargeOfProposal(trx, project.proposal_id);
  await monthSubmittedEvent(trx, { kind: 'partner', id: partner.id, donorId: project.donor_id }, { id: project.id, grantId: project.grant_id, title: project.title, ngoId: project.ngo_id, usersInCharge }, month);
  return buildMonthlyReport(trx, project, month);
}
