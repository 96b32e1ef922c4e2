import { i18n } from '@lingui/core';
import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { RequestStatus, TransferStatus } from '#contract/enums';
import type { ProgressReport, ProjectInstallments } from '#contract/project-tracking';
import type { OutboxRecord, OutboxRequest } from '@/offline/outbox-types';
import { addProgressReportAction, progressReportRequest } from './add-progress-report';
import { deleteProgressReportAction } from './delete-progress-report';
import { projectInstallmentsKey } from './get-project-installments';
import { progressReportsKey } from './get-progress-reports';
import { projectMoneyQueriesOf, storeReportAnswer, summarizeProject, versionOfProject } from './project-cache';
import {
  PROJECT_ACTION,
  queuedBatchMoves,
  queuedProjectInstallments,
  queuedReportDeletions,
  queuedUploads,
  type AddProgressReportPayload,
  type BatchStatusPayload,
  type ProjectBatchesPayload,
} from './project-queued';
import { setBatchStatusAction } from './set-batch-status';
import { updateProjectBatchesAction } from './update-project-batches';

const ref = { projectId: 8, proposalId: 5, title: 'Wells for Mafraq' };

function record<Payload>(type: string, payload: Payload, key = 'k1'): OutboxRecord<Payload> {
  return { key, type, entity: 'project', entityId: 8, baseVersion: 3, payload, createdAt: 1, attempts: 0, state: 'queued', nextAttemptAt: 0, userId: 7 };
}

function uploadPayload(): AddProgressReportPayload {
  return {
    ...ref,
    report: { title: 'Q1 narrative', kind: 'narrative', period_start: '2026-03-01', period_end: '2026-05-31' },
    file: new File(['%PDF-1.7 report'], 'q1.pdf', { type: 'application/pdf' }),
    fileName: 'q1.pdf',
    fileType: 'application/pdf',
    fileSize: 15,
  };
}

function formOf(request: OutboxRequest): FormData {
  if (!request.form) throw new Error('not a multipart request');
  return request.form;
}

function report(id: number, periodEnd: string): ProgressReport {
  return {
    id,
    project_id: 8,
    title: `Report ${id}`,
    kind: 'narrative',
    period_start: '2026-03-01',
    period_end: periodEnd,
    file_name: `r${id}.pdf`,
    url: `/api/files/r${id}.pdf`,
    mime_type: 'application/pdf',
    size: 100,
    uploaded_by: { id: 3, name: 'Amal', ngo_user: false },
    created_at: '2026-06-01T09:00:00.000Z',
    status: 'accepted',
    review_comment: null,
    reviewed_at: null,
    reviewed_by: null,
    replaces_id: null,
    replaced_by_id: null,
  };
}

describe('project actions: requests', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('posts the whole list of installments as an array: existing ones with their id, new ones without', () => {
    const payload: ProjectBatchesPayload = {
      ...ref,
      installments: [
        { id: 31, title: 'installments 1', percent: 50 },
        { id: undefined, title: 'installments 2', percent: 50 },
      ],
    };
    expect(updateProjectBatchesAction.request(payload, record(PROJECT_ACTION.batches, payload))).toEqual({
      method: 'POST',
      path: '/DonorProject/8/ExpenditureBatch',
      json: [
        { id: 31, title: 'installments 1', percent: 50 },
        { title: 'installments 2', percent: 50 },
      ],
    });
  });

  it('puts a status move with only the statuses it changes, and its note when there is one', () => {
    const approve: BatchStatusPayload = { ...ref, batchId: 31, batchTitle: 'installments 1', move: 'approve', request_status: RequestStatus.Approved, note: 'Agreed' };
    expect(setBatchStatusAction.request(approve, record(PROJECT_ACTION.batchStatus, approve))).toEqual({
      method: 'PUT',
      path: '/DonorProject/8/ExpenditureBatch/31/Status',
      json: { request_status: RequestStatus.Approved, note: 'Agreed' },
    });
    const transfer: BatchStatusPayload = { ...ref, batchId: 31, batchTitle: 'installments 1', move: 'transfer', transfer_status: TransferStatus.Transferred, note: null };
    expect(setBatchStatusAction.request(transfer, record(PROJECT_ACTION.batchStatus, transfer)).json).toEqual({ transfer_status: TransferStatus.Transferred });
    expect(i18n._(setBatchStatusAction.describe(transfer))).toBe('Record the transfer of "installments 1" of the project "Wells for Mafraq"');
  });

  it('sends a recorded transfer with its date and the bank’s reference', () => {
    const transfer: BatchStatusPayload = {
      ...ref,
      batchId: 31,
      batchTitle: 'installments 1',
      move: 'transfer',
      transfer_status: TransferStatus.Transferred,
      note: null,
      transfer_date: '2026-04-02',
      transfer_reference: 'SWIFT 0042',
    };
    expect(setBatchStatusAction.request(transfer, record(PROJECT_ACTION.batchStatus, transfer)).json).toEqual({
      transfer_status: TransferStatus.Transferred,
      transfer_date: '2026-04-02',
      transfer_reference: 'SWIFT 0042',
    });
  });

  it('uploads a report as multipart: the text fields, then the file under its own name', async () => {
    const request = progressReportRequest(uploadPayload());
    expect(request).toMatchObject({ method: 'POST', path: '/DonorProject/8/ProgressReport' });
    const form = formOf(request);
    expect([...form.keys()]).toEqual(['title', 'kind', 'period_start', 'period_end', 'file']);
    expect(form.get('kind')).toBe('narrative');
    const file = form.get('file');
    expect((file as File).name).toBe('q1.pdf');
    expect(await (file as File).text()).toBe('%PDF-1.7 report');
  });

  it('deletes a report by its id', () => {
    const payload = { ...ref, reportId: 4, reportTitle: 'Q1 narrative' };
    expect(deleteProgressReportAction.request(payload, record(PROJECT_ACTION.deleteReport, payload))).toEqual({
      method: 'DELETE',
      path: '/DonorProject/8/ProgressReport/4',
    });
  });

  it('moves queued installment changes onto the project’s new version; reports leave the version alone', () => {
    expect(versionOfProject({ project_id: 8, version: 4, batches: [] })).toBe(4);
    expect(versionOfProject({ id: 8, title: 'Wells', version: 6 })).toBe(6);
    expect(addProgressReportAction.versionOf?.(report(1, '2026-05-31'))).toBeNull();
    expect(deleteProgressReportAction.versionOf?.({ id: 1 })).toBeNull();
  });

  it('refreshes the project’s pages, the project lists and the proposal after an installment change', () => {
    expect(projectMoneyQueriesOf(ref)).toEqual([
      ['projects', 'detail', 8],
      ['projects', 'list'],
      ['proposals', 'detail', 5],
    ]);
  });

  it('keeps the answer of an installment change as the installments of the project', () => {
    const queryClient = new QueryClient();
    const answer: ProjectInstallments = { project_id: 8, version: 4, total_budget: 100, transferred_percent: 0, transferred_amount: 0, batches: [] };
    const payload: ProjectBatchesPayload = { ...ref, installments: [] };
    updateProjectBatchesAction.onSuccess?.(queryClient, answer, record(PROJECT_ACTION.batches, payload));
    expect(queryClient.getQueryData(projectInstallmentsKey(8))).toEqual(answer);
  });

  it('puts an uploaded report into the cached list in the server’s order, newest period first', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(progressReportsKey(8), [report(2, '2026-08-31'), report(1, '2026-05-31')]);
    storeReportAnswer(queryClient, 8, report(3, '2026-06-30'));
    expect(queryClient.getQueryData<ProgressReport[]>(progressReportsKey(8))?.map((entry) => entry.id)).toEqual([2, 3, 1]);
  });

  it('summarises the server’s project beside a conflict', () => {
    expect(summarizeProject({ title: 'Wells', status: 'ongoing', progress: 40 }).map((line) => [i18n._(line.label), line.value])).toEqual([
      ['Title', 'Wells'],
      ['Status', 'Ongoing'],
      ['Progress', '40%'],
    ]);
  });
});

function move(batchId: number, key: string) {
  return record<BatchStatusPayload>(PROJECT_ACTION.batchStatus, { ...ref, batchId, batchTitle: 't', move: 'approve', request_status: 1, note: null }, key);
}

describe('project actions: what the pages read from the queue', () => {
  it('starts the installments from the newest queued edit', () => {
    const first = record<ProjectBatchesPayload>(PROJECT_ACTION.batches, { ...ref, installments: [{ title: 'a', percent: 100 }] }, 'a');
    const second = record<ProjectBatchesPayload>(PROJECT_ACTION.batches, { ...ref, installments: [{ title: 'b', percent: 100 }] }, 'b');
    expect(queuedProjectInstallments([first, move(1, 'm'), second])).toEqual([{ title: 'b', percent: 100 }]);
    expect(queuedProjectInstallments([move(1, 'm')])).toBeNull();
  });

  it('finds each installment’s waiting moves', () => {
    expect(queuedBatchMoves([move(1, 'a'), move(2, 'b'), move(1, 'c')], 1)).toHaveLength(2);
    expect(queuedBatchMoves([move(2, 'b')], 1)).toEqual([]);
  });

  it('lists the waiting uploads with their keys and the reports whose deletion waits', () => {
    const upload = { ...record(PROJECT_ACTION.addReport, uploadPayload(), 'u1'), state: 'sending' as const };
    const deletion = record(PROJECT_ACTION.deleteReport, { ...ref, reportId: 4, reportTitle: 'Old' }, 'd1');
    expect(queuedUploads([upload, deletion]).map((item) => [item.key, item.state, item.payload.report.title])).toEqual([['u1', 'sending', 'Q1 narrative']]);
    expect([...queuedReportDeletions([upload, deletion])]).toEqual([4]);
  });
});
