import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { installmentRequestRequest } from './installment-actions';
import { partnerProgressReportRequest } from './progress-report-actions';
import { summarizeRisk } from './risk-review-actions';
import { PARTNER_PROJECT_ACTION, queuedInstallmentIds, queuedProgressReports, queuedRiskReviews } from './partner-project-queued';

const project = { projectId: 4, projectTitle: 'Wells for Mafraq' };
const pdf = () => new Blob(['%PDF-1.4'], { type: 'application/pdf' });

describe('the workspace’s queued changes', () => {
  it('sends an installment request as multipart: the installment, the justification, then every file under its name', async () => {
    const request = installmentRequestRequest({
      ...project,
      batchId: 3,
      batchTitle: 'Third installment',
      justification: 'The wells of the first phase are drilled.',
      files: [
        { file: pdf(), name: 'invoice.pdf' },
        { file: pdf(), name: 'photos.pdf' },
      ],
    });
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/PartnerProject/4/InstallmentRequest');
    const form = request.form;
    if (!form) throw new Error('a multipart body');
    expect(form.get('batch_id')).toBe('3');
    expect(form.get('justification')).toBe('The wells of the first phase are drilled.');
    expect(form.getAll('files').map((file) => (file as File).name)).toEqual(['invoice.pdf', 'photos.pdf']);
    expect([...form.keys()].at(-1)).toBe('files');
  });

  it('names the returned report a corrected upload replaces, and only then', () => {
    const report = { title: 'First quarter', kind: 'narrative' as const, period_start: '2026-01-01', period_end: '2026-03-31' };
    const correction = partnerProgressReportRequest({ ...project, report, file: { file: pdf(), name: 'q1.pdf' }, replaces: 31 });
    expect(correction.path).toBe('/PartnerProject/4/ProgressReport');
    const form = correction.form;
    if (!form) throw new Error('a multipart body');
    expect(form.get('replaces')).toBe('31');
    expect((form.get('file') as File).name).toBe('q1.pdf');
    const first = partnerProgressReportRequest({ ...project, report, file: { file: pdf(), name: 'q1.pdf' }, replaces: null });
    expect(first.form?.has('replaces')).toBe(false);
  });

  it('finds in the queue the installments, reports and risk reviews still waiting to be sent', () => {
    const queued = [
      { key: 'a', type: PARTNER_PROJECT_ACTION.installmentRequest, payload: { ...project, batchId: 3 } },
      { key: 'b', type: PARTNER_PROJECT_ACTION.installmentReceived, payload: { ...project, batchId: 2 } },
      { key: 'c', type: PARTNER_PROJECT_ACTION.riskReview, payload: { ...project, riskId: 9, review: { status: 'open', isMaterialized: false, mitigation: 'First', review_date: null } } },
      { key: 'd', type: PARTNER_PROJECT_ACTION.riskReview, payload: { ...project, riskId: 9, review: { status: 'closed', isMaterialized: true, mitigation: 'Later', review_date: null } } },
      { key: 'e', type: PARTNER_PROJECT_ACTION.progressReport, payload: { ...project, replaces: null } },
    ];
    expect([...queuedInstallmentIds(queued)].toSorted()).toEqual([2, 3]);
    // The latest review of a risk is the one the register shows.
    expect(queuedRiskReviews(queued).get(9)?.mitigation).toBe('Later');
    expect(queuedProgressReports(queued).map((upload) => upload.key)).toEqual(['e']);
  });

  it('shows, in a conflict, the risk as a colleague left it', () => {
    if (i18n.locale !== 'en') i18n.loadAndActivate({ locale: 'en', messages: {} });
    const lines = summarizeRisk({ status: 'closed', isMaterialized: true, mitigation: 'Moved the clubs', review_date: null, version: 4 });
    expect(lines.map(({ label, value }) => `${i18n._(label)}: ${value}`)).toEqual(['Status: Closed', 'The risk materialised: Yes', 'Mitigation: Moved the clubs', 'Next review: —']);
    expect(summarizeRisk({ Message: 'not a risk' })).toEqual([]);
  });
});
