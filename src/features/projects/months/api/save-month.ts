import { msg } from '@lingui/core/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { MONTHLY_REPORT_FIELDS, type MonthlyReport, type MonthlyReportInput } from '#contract/monthly-reports';
import { partnerPaths } from '#contract/partner';
import { defineOutboxAction, enqueueAction, usePendingRecords, type OutboxRecord, type OutboxRequest } from '@/offline/outbox';
import type { UploadedFile } from '../components/month-form-values';
import { partnerMonthQuery } from './get-monthly-reports';
import {
  MONTHLY_REPORT_ENTITY,
  monthEntityId,
  monthTitle,
  partnerMonthQueriesOf,
  storePartnerMonth,
  summarizeMonth,
} from './monthly-report-cache';

/** A queued save: the whole month, and the files chosen on this device (IndexedDB keeps them with the record). */
export type MonthSavePayload = { projectId: number; month: string; content: MonthlyReportInput; files: UploadedFile[] };

/**
 * The body of PUT PartnerProject/{id}/MonthlyReport/{month}, built at send time: JSON, or multipart when the month
 * carries new files (the report's JSON in `report`, each file under the name its entry gives as `{ upload: name }`).
 */
export function monthSaveRequest(payload: MonthSavePayload): OutboxRequest {
  const path = partnerPaths.projects.month(payload.projectId, payload.month);
  if (payload.files.length === 0) return { method: 'PUT', path, json: payload.content };
  const form = new FormData();
  form.append(MONTHLY_REPORT_FIELDS.report, JSON.stringify(payload.content));
  for (const upload of payload.files) form.append(upload.name, upload.file, upload.fileName);
  return { method: 'PUT', path, form };
}

export const saveMonthAction = defineOutboxAction<MonthSavePayload, MonthlyReport>({
  type: 'monthly-report.save',
  entity: MONTHLY_REPORT_ENTITY,
  request: monthSaveRequest,
  onSuccess: (queryClient, answer) => storePartnerMonth(queryClient, answer),
  invalidates: (payload) => partnerMonthQueriesOf(payload.projectId, payload.month),
  describe: (payload) => msg`Save the report of ${monthTitle(payload.month)}`,
  summarize: summarizeMonth,
});

/** Queues the month as edited on `report` (its version is the one the user saw: If-Match). */
export function queueMonthSave(report: Pick<MonthlyReport, 'project_id' | 'month' | 'version'>, content: MonthlyReportInput, files: UploadedFile[]) {
  return enqueueAction(saveMonthAction, {
    entityId: monthEntityId(report.project_id, report.month),
    baseVersion: report.version,
    payload: { projectId: report.project_id, month: report.month, content, files },
  });
}

function isMonthSave(record: OutboxRecord): record is OutboxRecord<MonthSavePayload> {
  return record.type === saveMonthAction.type;
}

/**
 * The organisation's month: the server's, and the last save of it still waiting in the outbox (written offline, or not
 * yet answered), which the editor shows instead of the server's content.
 */
export function usePartnerMonth(projectId: number, month: string): { report: MonthlyReport; queued: MonthSavePayload | null; pending: OutboxRecord[] } {
  const { data: report } = useSuspenseQuery(partnerMonthQuery(projectId, month));
  const pending = usePendingRecords(MONTHLY_REPORT_ENTITY, monthEntityId(projectId, month));
  return useMemo(() => ({ report, queued: pending.filter(isMonthSave).at(-1)?.payload ?? null, pending }), [report, pending]);
}
