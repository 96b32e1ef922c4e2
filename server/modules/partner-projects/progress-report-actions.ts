import { HandledStatus } from '#contract/errors';
import { PROGRESS_REPORT_FIELDS, progressReportReplacesSchema, ProjectPage, type ProgressReport } from '#contract/project-tracking';
import { nowIso } from '../../db/database';
import type { PortalContext, SignedInPartner } from '../../platform/app-context';
import { writeAudit } from '../../platform/audit';
import { newDocumentName, writeDocument } from '../../platform/documents';
import { ApiError, fieldError, notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/file-storage';
import { projectEventForStaff } from '../notifications/project-events';
import { checkReportPeriod, reportInput, reportsQuery, toReport, type ProgressReportForm } from '../project-tracking/progress-reports';
import { partnerActor, projectOfPartner } from './project-of-partner';

/**
 * POST PartnerProject/{id}/ProgressReport (issue 14 item 5): the organisation uploads a narrative or financial report
 * for a period inside the project's; it waits for the funder's review (`submitted`). Naming a returned report of its
 * own in `replaces` makes the upload that report's correction (409 wrongStatus when that report is not returned or
 * was already corrected). Any user of the organisation may upload (decision 206).
 */

type Db = PortalContext['db'];

function replacedId(form: ProgressReportForm): number | null {
  const raw = form.fields[PROGRESS_REPORT_FIELDS.replaces];
  if (raw === undefined || raw.trim() === '') return null;
  const parsed = progressReportReplacesSchema.safeParse(raw);
  if (!parsed.success) throw fieldError(PROGRESS_REPORT_FIELDS.replaces, 'invalid');
  return parsed.data;
}

export async function uploadProgressReport(trx: Db, partner: SignedInPartner, files: FileStorage, id: number, form: ProgressReportForm): Promise<ProgressReport> {
  const { project, proposal, donorId } = await projectOfPartner(trx, partner, id);
  const input = reportInput(form);
  const replaces = replacedId(form);
  checkReportPeriod(input, project);
  if (replaces !== null) {
    const returned = await reportsQuery(trx, project.id).where('progress_reports.id', '=', replaces).executeTakeFirst();
    if (!returned) throw notFound('report');
    if (returned.status !== 'returned' || returned.replaced_by_id !== null) throw new ApiError(HandledStatus.Conflict, 'wrongStatus', { field: 'report' });
  }
  const ngo = await trx.selectFrom('ngos').select('name').where('id', '=', partner.ngoId).executeTakeFirstOrThrow();
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
      uploaded_by: partner.id,
      uploaded_by_ngo: ngo.name,
      ngo_user: 1,
      status: 'submitted',
      replaces_id: replaces,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeAudit(trx, {
    donorId,
    userId: partner.id,
    entity: 'project',
    entityId: project.id,
    operation: 'Update',
    details: { change: 'progressReport.add', report: reportId, title: input.title, kind: input.kind, file: storedName, replaces, by_ngo_user: true },
  });
  await projectEventForStaff(
    trx,
    partnerActor(partner, donorId),
    { id: project.id, grantId: project.grant_id, title: project.title, usersInCharge: proposal.usersInCharge },
    'ProgressReportAdd',
    { page: ProjectPage.PROGRESS_REPORTS, objectId: reportId },
  );
  const added = await reportsQuery(trx, project.id).where('progress_reports.id', '=', reportId).executeTakeFirstOrThrow();
  await writeDocument(files, trx, storedName, input.file);
  return toReport(added);
}
