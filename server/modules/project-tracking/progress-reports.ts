import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { HandledStatus } from '#contract/errors';
import {
  PROGRESS_REPORT_FIELDS,
  PROGRESS_REPORT_KINDS,
  PROGRESS_REPORT_MAX_BYTES,
  PROGRESS_REPORT_STATUSES,
  ProjectPage,
  progressReportInputSchema,
  type ProgressReport,
  type ProgressReportDecision,
  type ProgressReportKind,
  type ProgressReportStatus,
} from '#contract/project-tracking';
import { nowIso } from '../../db/database';
import type { Database } from '../../db/schema';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { agreementProblem, newDocumentName, plainFileName, storedFileUrl, writeDocument, type UploadedDocument } from '../../platform/documents';
import type { FileStorage } from '../../platform/file-storage';
import { ApiError, fieldError, notFound } from '../../platform/errors';
import { projectEventForPartner } from '../notifications/project-events';
import { loadProject } from '../projects/service';
import { fieldsOfIssues, type FieldProblems } from './field-problems';
import { projectForChange, recordProjectChange } from './project-access';

/**
 * Progress reports: narrative and financial reports with their file, for a period inside the project's. Adding and
 * deleting are actions (performAction), so the PWA's outbox replays them safely; they do not move the project's
 * version (a report does not make a colleague's queued installment change stale), like negotiation comments.
 */

type Db = Kysely<Database>;

/** The multipart form as it arrived: the file and the text fields, any of them possibly missing. */
export type ProgressReportForm = { file: UploadedDocument | null; fields: Record<string, string> };

const TEXT_FIELDS: ReadonlySet<string> = new Set([
  PROGRESS_REPORT_FIELDS.title,
  PROGRESS_REPORT_FIELDS.kind,
  PROGRESS_REPORT_FIELDS.periodStart,
  PROGRESS_REPORT_FIELDS.periodEnd,
  PROGRESS_REPORT_FIELDS.replaces,
]);

/** Reads the whole form first (the stream must be consumed either way); a file over the limit is cut and flagged. */
export async function readProgressReportForm(request: FastifyRequest): Promise<ProgressReportForm> {
  const form: ProgressReportForm = { file: null, fields: {} };
  if (!request.isMultipart()) return form;
  for await (const part of request.parts({ limits: { fileSize: PROGRESS_REPORT_MAX_BYTES + 1, files: 1, fields: 8 } })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname === PROGRESS_REPORT_FIELDS.file) {
        form.file = { bytes, mimeType: part.mimetype, fileName: plainFileName(part.filename), tooLarge: part.file.truncated };
      }
    } else if (TEXT_FIELDS.has(part.fieldname) && typeof part.value === 'string') {
      form.fields[part.fieldname] = part.value;
    }
  }
  return form;
}

export type ValidReport = { file: UploadedDocument; title: string; kind: ProgressReportKind; period_start: string; period_end: string };

/** The file and the fields are checked together, so the form can show every problem at once. */
export function reportInput(form: ProgressReportForm): ValidReport {
  const fileProblem = agreementProblem(form.file);
  const parsed = progressReportInputSchema.safeParse(form.fields);
  if (fileProblem === null && form.file && parsed.success) return { file: form.file, ...parsed.data };
  const problems: FieldProblems = {
    ...(fileProblem ? { [PROGRESS_REPORT_FIELDS.file]: [{ key: fileProblem, params: { field: 'file' } }] } : {}),
    ...(parsed.success ? {} : fieldsOfIssues(parsed.error)),
  };
  const first = Object.values(problems)[0]?.[0];
  throw new ApiError(HandledStatus.BadRequest, 'invalidInput', {}, problems, first?.key ?? 'invalidInput');
}

function isKind(value: string): value is ProgressReportKind {
  return (PROGRESS_REPORT_KINDS as readonly string[]).includes(value);
}

export function reportsQuery(db: Db, projectId: number) {
  return db
    .selectFrom('progress_reports')
    .leftJoin('users', 'users.id', 'progress_reports.uploaded_by')
    .leftJoin('users as reviewer', 'reviewer.id', 'progress_reports.reviewed_by')
    .select((eb) =>
      eb
        .selectFrom('progress_reports as correction')
        .select('correction.id')
        .whereRef('correction.replaces_id', '=', 'progress_reports.id')
        .orderBy('correction.id', 'desc')
        .limit(1)
        .as('replaced_by_id'),
    )
    .select([
      'progress_reports.id',
      'progress_reports.project_id',
      'progress_reports.title',
      'progress_reports.kind',
      'progress_reports.period_start',
      'progress_reports.period_end',
      'progress_reports.file_name',
      'progress_reports.stored_name',
      'progress_reports.mime_type',
      'progress_reports.size',
      'progress_reports.uploaded_by',
      'users.name as uploader_name',
      'progress_reports.uploaded_by_ngo',
      'progress_reports.created_at',
      'progress_reports.ngo_user',
      'progress_reports.status',
      'progress_reports.review_comment',
      'progress_reports.reviewed_at',
      'progress_reports.reviewed_by',
      'reviewer.name as reviewer_name',
      'progress_reports.replaces_id',
    ])
    .where('progress_reports.project_id', '=', projectId);
}
type ReportRow = Awaited<ReturnType<ReturnType<typeof reportsQuery>['executeTakeFirstOrThrow']>>;

function isStatus(value: string): value is ProgressReportStatus {
  return (PROGRESS_REPORT_STATUSES as readonly string[]).includes(value);
}

export function toReport(row: ReportRow): ProgressReport {
  if (!isKind(row.kind)) throw new Error(`progress report ${row.id} has an unknown kind "${row.kind}"`);
  if (!isStatus(row.status)) throw new Error(`progress report ${row.id} has an unknown status "${row.status}"`);
  return {
    id: row.id,
    project_id: row.project_id,
    title: row.title,
    kind: row.kind,
    period_start: row.period_start,
    period_end: row.period_end,
    file_name: row.file_name,
    url: storedFileUrl(row.stored_name) ?? '',
    mime_type: row.mime_type,
    size: row.size,
    uploaded_by: { id: row.uploaded_by, name: row.uploader_name ?? row.uploaded_by_ngo ?? '', ngo_user: row.uploaded_by === null || row.ngo_user === 1 },
    created_at: row.created_at,
    status: row.status,
    review_comment: row.review_comment,
    reviewed_at: row.reviewed_at,
    reviewed_by: row.reviewed_by === null ? null : { id: row.reviewed_by, name: row.reviewer_name ?? '', ngo_user: false },
    replaces_id: row.replaces_id,
    replaced_by_id: row.replaced_by_id ?? null,
  };
}

/** Newest first (by the period they cover, then by upload). */
export async function reportsOfProject(db: Db, projectId: number): Promise<ProgressReport[]> {
  const rows = await reportsQuery(db, projectId).orderBy('progress_reports.period_end', 'desc').orderBy('progress_reports.id', 'desc').execute();
  return rows.map(toReport);
}

export async function progressReports(portal: PortalContext, staff: SignedInStaff, id: number): Promise<ProgressReport[]> {
  const project = await loadProject(portal.db, staff.donorId, id);
  return reportsOfProject(portal.db, project.id);
}

/** The period must lie inside the project's (400 min/max naming its dates). */
export function checkReportPeriod(input: Pick<ValidReport, 'period_start' | 'period_end'>, project: { start_date: string; end_date: string }): void {
  if (input.period_start < project.start_date) throw fieldError('period_start', 'min', { min: project.start_date });
  if (input.period_end > project.end_date) throw fieldError('period_end', 'max', { max: project.end_date });
}

/**
 * POST …/ProgressReport. The period must lie inside the project's (400 min/max naming its dates). The file is written
 * last, inside the action, so a refusal stores nothing and a replayed request does not write it again. A report staff
 * upload is accepted from the start (the column's default).
 */
export async function addProgressReport(
  trx: Db,
  staff: SignedInStaff,
  files: FileStorage,
  id: number,
  form: ProgressReportForm,
): Promise<ProgressReport> {
  const inCharge = await projectForChange(trx, staff, id);
  const { project } = inCharge;
  const input = reportInput(form);
  checkReportPeriod(input, project);
  const storedName = newDocumentName(input.file);
  const { id: reportId } = await trx
    .insertInto('progress_reports')
    .values({
      project_id: project.id,
      title: input.title,
      kind: input.kind,
      period_start: input.period_start,
      period_end: input.period_end,
      file_name: input.file.fileName,
      stored_name: storedName,
      mime_type: input.file.mimeType,
      size: input.file.bytes.length,
      uploaded_by: staff.id,
      uploaded_by_ngo: null,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordProjectChange(trx, staff, inCharge, {
    page: ProjectPage.PROGRESS_REPORTS,
    objectId: reportId,
    details: { change: 'progressReport.add', report: reportId, title: input.title, kind: input.kind, file: storedName },
  });
  const added = await reportsQuery(trx, project.id).where('progress_reports.id', '=', reportId).executeTakeFirstOrThrow();
  await writeDocument(files, trx, storedName, input.file);
  return toReport(added);
}

/**
 * DELETE …/ProgressReport/{reportId}: answers { id }. The stored file stays (like a replaced agreement): the audit
 * entry names it, and demo reports share their files.
 */
export async function deleteProgressReport(trx: Db, staff: SignedInStaff, id: number, reportId: number): Promise<{ id: number }> {
  const inCharge = await projectForChange(trx, staff, id);
  const report = await reportsQuery(trx, inCharge.project.id).where('progress_reports.id', '=', reportId).executeTakeFirst();
  if (!report) throw notFound('report');
  await trx.deleteFrom('progress_reports').where('id', '=', report.id).execute();
  await recordProjectChange(trx, staff, inCharge, {
    page: ProjectPage.PROGRESS_REPORTS,
    details: { change: 'progressReport.delete', report: report.id, title: report.title, file: report.stored_name },
  });
  return { id: report.id };
}

/**
 * PUT …/ProgressReport/{reportId}/Review (issue 14 item 5): staff in charge accept a report the organisation submitted,
 * or return it with a comment; anything but a submitted report answers 409 wrongStatus. The organisation hears of it.
 */
export async function reviewProgressReport(
  trx: Db,
  staff: SignedInStaff,
  id: number,
  reportId: number,
  review: { status: ProgressReportDecision; comment: string | null },
): Promise<ProgressReport> {
  const inCharge = await projectForChange(trx, staff, id);
  const { project } = inCharge;
  const report = await reportsQuery(trx, project.id).where('progress_reports.id', '=', reportId).executeTakeFirst();
  if (!report) throw notFound('report');
  const updated = await trx
    .updateTable('progress_reports')
    .set({ status: review.status, review_comment: review.comment, reviewed_at: nowIso(), reviewed_by: staff.id })
    .where('id', '=', report.id)
    .where('status', '=', 'submitted')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new ApiError(HandledStatus.Conflict, 'wrongStatus', { field: 'report' });
  await projectEventForPartner(trx, staff, { id: project.id, title: project.title, ngoId: project.ngo_id }, review.status === 'accepted' ? 'ProgressReportAccept' : 'ProgressReportReturn', {
    page: ProjectPage.PROGRESS_REPORTS,
    objectId: report.id,
  });
  await recordProjectChange(trx, staff, inCharge, {
    page: ProjectPage.PROGRESS_REPORTS,
    objectId: report.id,
    details: { change: 'progressReport.review', report: report.id, status: review.status, comment: review.comment },
  });
  return toReport(await reportsQuery(trx, project.id).where('progress_reports.id', '=', report.id).executeTakeFirstOrThrow());
}
