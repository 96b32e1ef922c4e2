import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { RequestStatus, TransferStatus } from '#contract/enums';
import { ERROR_CODE_HEADER } from '#contract/errors';
import { formatMessage } from '#contract/messages';
import { IDEMPOTENT_REPLAY_HEADER } from '#contract/outbox';
import {
  partnerProjectWorkspaceSchema,
  type PartnerProjectWorkspace,
  type WorkspaceInstallment,
  type WorkspaceInstallments,
} from '#contract/partner-projects';
import { INSTALLMENT_REQUEST_MAX_FILES, ProjectPage, type ProgressReport, type ProjectInstallments, type ProjectRisk, type ProjectRisks } from '#contract/project-tracking';
import type { Project } from '#contract/projects';
import type { Proposal } from '#contract/proposals';
import { describeOnEachDialect, type TestApp } from '../../test/test-app';
import { demoReferences } from '../grants/grant-test-helpers';
import { acceptForm, FIFTY_THIRTY_TWENTY, insertProposal, PDF_BYTES, PDF_FILE, publishedGrant } from '../proposals/proposal-test-helpers';
import { projectNotifications, projectUrl, tokenCache } from '../project-tracking/tracking-test-helpers';

type Part = { name: string; value: string } | { name: string; file: { name: string; type: string; bytes: Buffer } };

/** A multipart form as the PWA's FormData sends it. */
function multipart(parts: Part[]) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.file.name}"\r\nContent-Type: ${part.file.type}\r\n\r\n`),
        part.file.bytes,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const pdf = (name: string): Part => ({ name: 'files', file: { name, type: 'application/pdf', bytes: PDF_BYTES } });
const partnerUrl = (id: number, rest = '') => `/api/PartnerProject/${id}${rest}`;
const codeOf = (response: { headers: Record<string, unknown> }) => response.headers[ERROR_CODE_HEADER.toLowerCase()];

/** A fresh project of the demo partner's organisation on a new grant of `officer`: 100,000, 2026-01 to 2027-06, installments 50/30/20, one risk. */
async function partnerProject(t: TestApp, officer: string, ngoId: number): Promise<Project> {
  const grant = await publishedGrant(t, officer, await demoReferences(t));
  const proposalId = await insertProposal(t, { grantId: grant.id, ngoId, totalBudget: 100_000, startDate: '2026-01-01', endDate: '2027-06-30' });
  const accepted = await t.call({ method: 'POST', url: `/api/DonorGrant/Proposals/${proposalId}/Accept`, token: officer, ...acceptForm(PDF_FILE, FIFTY_THIRTY_TWENTY) });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  const projectId = accepted.json<Proposal>().project_id ?? 0;
  await t.database.db
    .insertInto('project_risks')
    .values({
      project_id: projectId,
      title: 'Road closures delay deliveries',
      description: 'Seasonal floods',
      category: 'operational',
      likelihood: 3,
      impact: 4,
      response_strategy: 'mitigation',
      mitigation: 'Second supplier on call',
      owner: 'Logistics officer',
      is_materialized: 0,
      status: 'open',
      review_date: '2026-02-01',
      created_at: new Date().toISOString(),
    })
    .execute();
  const project = await t.call({ method: 'GET', url: projectUrl(projectId), token: officer });
  return project.json<Project>();
}

describeOnEachDialect('the partner project workspace', (t) => {
  const tokenOf = tokenCache(t);
  let officer: string;
  let partner: string;
  let member: string;
  let otherPartner: string;
  let otherFunder: string;
  let partnerName: string;
  let ngoId: number;
  let project: Project;

  beforeAll(async () => {
    officer = await tokenOf('grants@demo.test');
    partner = await tokenOf('partner@demo.test');
    member = await tokenOf('member@demo.test');
    otherPartner = await tokenOf('nabaa@ngo.test');
    otherFunder = await tokenOf('admin@other.test');
    const row = await t().database.db.selectFrom('users').select(['name', 'ngo_id']).where('email', '=', 'partner@demo.test').executeTakeFirstOrThrow();
    partnerName = row.name;
    ngoId = row.ngo_id ?? 0;
    project = await partnerProject(t(), officer, ngoId);
  });

  const workspace = async (token = partner, id = project.id): Promise<PartnerProjectWorkspace> => {
    const response = await t().call({ method: 'GET', url: partnerUrl(id), token });
    expect(response.statusCode, response.body).toBe(200);
    return partnerProjectWorkspaceSchema.parse(response.json());
  };
  const request = (batchId: number | null, parts: Part[] = [{ name: 'justification', value: 'Staff hired, first trainings done / بدأنا التدريب' }], token = partner, id = project.id) => {
    const form = multipart([...(batchId === null ? [] : [{ name: 'batch_id', value: String(batchId) }]), ...parts]);
    return t().call({ method: 'POST', url: partnerUrl(id, '/InstallmentRequest'), token, payload: form.payload, headers: form.headers });
  };
  const received = (batchId: number, token = partner, id = project.id) =>
    t().call({ method: 'POST', url: partnerUrl(id, `/ExpenditureBatch/${batchId}/Received`), token, payload: { note: 'Arrived in our account' } });
  const staffMove = (batchId: number, payload: Record<string, unknown>, token = officer) =>
    t().call({ method: 'PUT', url: projectUrl(project.id, `/ExpenditureBatch/${batchId}/Status`), token, payload });
  const installments = async () => (await workspace()).installments;
  const operations = async (token: string) => (await projectNotifications(t(), token, project.id)).map((notification) => notification.data.operation);

  it("shows the demo organisation's running project: the plan with the approved figures, installments, risks, reports and what is due", async () => {
    const db = t().database.db;
    const demo = await db
      .selectFrom('projects')
      .innerJoin('proposals', 'proposals.id', 'projects.proposal_id')
      .select(['projects.id', 'projects.proposal_id'])
      .where('proposals.ngo_id', '=', ngoId)
      .where('projects.status', '=', 'ongoing')
      .orderBy('projects.id')
      .executeTakeFirstOrThrow();
    const seen = await workspace(partner, demo.id);
    expect(seen.project).toMatchObject({ id: demo.id, proposal_id: demo.proposal_id, status: 'ongoing' });

    const indicators = await db.selectFrom('project_indicators').select(['id', 'code']).where('project_id', '=', demo.id).orderBy('position').orderBy('id').execute();
    expect(seen.indicators.map((indicator) => indicator.code)).toEqual(indicators.map((indicator) => indicator.code));
    const first = seen.indicators[0];
    if (!first) throw new Error('the demo project has indicators');
    const tracked = await db.selectFrom('indicator_tracking').select(['month', 'target', 'actual']).where('indicator_id', '=', first.id).orderBy('month').execute();
    expect(first.months.map((month) => [month.month, month.target, month.actual])).toEqual(tracked.map((row) => [row.month, Number(row.target), row.actual === null ? null : Number(row.actual)]));

    const activity = seen.activities[0];
    if (!activity) throw new Error('the demo project has activities');
    expect(activity.planned_months[0]).toBe(activity.planned_start.slice(0, 7));
    expect(activity.planned_months.at(-1)).toBe(activity.planned_end.slice(0, 7));

    const spent = await db.selectFrom('spending_entries').select(['line_id', 'amount']).where('project_id', '=', demo.id).execute();
    for (const line of seen.budget_lines) {
      const expected = spent.filter((entry) => entry.line_id === line.id).reduce((sum, entry) => sum + Number(entry.amount), 0);
      expect(line.spent).toBeCloseTo(expected, 2);
    }

    const batches = await db.selectFrom('expenditure_batches').select(['id', 'request_status']).where('proposal_id', '=', demo.proposal_id).orderBy('position').orderBy('id').execute();
    expect(seen.installments.map((batch) => batch.id)).toEqual(batches.map((batch) => batch.id));
    const logged = seen.installments.find((batch) => batch.log.length > 0);
    expect(logged?.log.every((entry) => entry.batch_id === logged.id)).toBe(true);
    expect(seen.due.next_installment_id).toBe(batches.find((batch) => batch.request_status === null)?.id ?? null);
    expect(seen.installments.filter((batch) => batch.can_request).map((batch) => batch.id)).toEqual(seen.due.next_installment_id === null ? [] : [seen.due.next_installment_id]);

    const risks = await db.selectFrom('project_risks').select('id').where('project_id', '=', demo.id).execute();
    expect(seen.risks.map((risk) => risk.id).toSorted((a, b) => a - b)).toEqual(risks.map((risk) => risk.id).toSorted((a, b) => a - b));
    const reports = await db.selectFrom('progress_reports').select('id').where('project_id', '=', demo.id).execute();
    expect(seen.progress_reports).toHaveLength(reports.length);

    expect(seen.months.length).toBeGreaterThan(0);
    expect(seen.due.months.every((month) => month.status === 'draft' || month.status === 'returned')).toBe(true);
    expect(seen.due.months.map((month) => month.month)).toEqual(seen.due.months.map((month) => month.month).toSorted());

    // A member reads the same workspace, but asking for money and confirming it are the admin's.
    const asMember = await workspace(member, demo.id);
    expect(asMember.installments.map((batch) => batch.id)).toEqual(seen.installments.map((batch) => batch.id));
    expect(asMember.installments.some((batch) => batch.can_request || batch.can_confirm_receipt)).toBe(false);
  });

  it("answers 404 to another organisation, 403 to staff and 404 for a project that does not exist", async () => {
    for (const [method, url] of [
      ['GET', partnerUrl(project.id)],
      ['POST', partnerUrl(project.id, '/InstallmentRequest')],
      ['POST', partnerUrl(project.id, '/ExpenditureBatch/1/Received')],
      ['POST', partnerUrl(project.id, '/ProgressReport')],
      ['PUT', partnerUrl(project.id, '/Risk/1')],
    ] as const) {
      const response = await t().call({ method, url, token: otherPartner, payload: method === 'GET' ? undefined : {} });
      expect([url, response.statusCode, codeOf(response)]).toEqual([url, 404, 'notFound']);
    }
    const staff = await t().call({ method: 'GET', url: partnerUrl(project.id), token: officer });
    expect([staff.statusCode, codeOf(staff)]).toEqual([403, 'accessDenied']);
    expect((await t().call({ method: 'GET', url: partnerUrl(999_999), token: partner })).statusCode).toBe(404);
  });

  it('takes an installment from Requested to Approved, Transferred and Received, logging who did each step', async () => {
    const [first, second, third] = await installments();
    if (!first || !second || !third) throw new Error('three installments');
    expect(first).toMatchObject({ request_status: null, can_request: true });
    expect(second.can_request).toBe(false);

    // Only the next one, by an admin; confirming before the transfer is refused.
    const notNext = await request(third.id);
    expect([notNext.statusCode, codeOf(notNext)]).toEqual([409, 'installmentNotNext']);
    const byMember = await request(first.id, undefined, member);
    expect([byMember.statusCode, codeOf(byMember)]).toEqual([403, 'accessDenied']);
    const early = await received(first.id);
    expect([early.statusCode, codeOf(early)]).toEqual([409, 'installmentNotTransferred']);

    const asked = await request(first.id, [
      { name: 'justification', value: 'Staff hired, first trainings done / بدأنا التدريب' },
      pdf('invoice.pdf'),
      { name: 'files', file: { name: 'photo.png', type: 'image/png', bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]) } },
    ]);
    expect(asked.statusCode, asked.body).toBe(200);
    const afterRequest = asked.json<WorkspaceInstallments>().installments;
    expect(afterRequest[0]).toMatchObject({
      id: first.id,
      request_status: RequestStatus.Requested,
      justification: 'Staff hired, first trainings done / بدأنا التدريب',
      can_request: false,
      requested: { actor: { name: partnerName, ngo_user: true }, on_behalf: false },
    });
    expect(afterRequest[0]?.files.map((file) => file.file_name)).toEqual(['invoice.pdf', 'photo.png']);
    expect(afterRequest[1]?.can_request).toBe(true);
    const again = await request(first.id);
    expect([again.statusCode, codeOf(again)]).toEqual([409, 'installmentAlreadyRequested']);
    expect(await operations(officer)).toContain('InstallmentRequest');

    // The files are the project's: its organisation and its funder's staff read them, nobody else.
    const fileUrl = afterRequest[0]?.files[0]?.url.replace(/^\/api/, '') ?? '';
    expect((await t().call({ method: 'GET', url: `/api${fileUrl}`, token: partner })).statusCode).toBe(200);
    expect((await t().call({ method: 'GET', url: `/api${fileUrl}`, token: officer })).statusCode).toBe(200);
    expect((await t().call({ method: 'GET', url: `/api${fileUrl}`, token: otherPartner })).statusCode).toBe(404);
    expect((await t().call({ method: 'GET', url: `/api${fileUrl}`, token: otherFunder })).statusCode).toBe(404);

    // Staff approve, then transfer with the day and the bank's reference (never a future day).
    expect((await staffMove(first.id, { request_status: RequestStatus.Approved, note: 'Fine' })).statusCode).toBe(200);
    const future = await staffMove(first.id, { transfer_status: TransferStatus.Transferred, transfer_date: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().ModelState).toEqual({ transfer_date: [formatMessage('max', { field: 'transfer_date', max: new Date().toISOString().slice(0, 10) })] });
    const transfer = await staffMove(first.id, { transfer_status: TransferStatus.Transferred, transfer_date: '2026-02-03', transfer_reference: 'SWIFT-778812' });
    expect(transfer.statusCode, transfer.body).toBe(200);
    expect(transfer.json<ProjectInstallments>().batches[0]).toMatchObject({
      transfer_status: TransferStatus.Transferred,
      transfer_date: '2026-02-03',
      transfer_reference: 'SWIFT-778812',
      justification: 'Staff hired, first trainings done / بدأنا التدريب',
    });
    expect(await operations(partner)).toEqual(expect.arrayContaining(['InstallmentApprove', 'InstallmentTransfer']));
    expect((await installments())[0]).toMatchObject({ can_confirm_receipt: true });

    // Only an admin confirms, once.
    const memberConfirms = await received(first.id, member);
    expect(memberConfirms.statusCode).toBe(403);
    const confirmed = await received(first.id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const done = confirmed.json<WorkspaceInstallments>().installments[0];
    expect(done).toMatchObject({ request_status: RequestStatus.Received, transfer_status: TransferStatus.Transferred, can_confirm_receipt: false });
    expect(done?.received_at).not.toBeNull();
    const twice = await received(first.id);
    expect([twice.statusCode, codeOf(twice)]).toEqual([409, 'wrongStatus']);
    expect(await operations(officer)).toContain('InstallmentReceive');

    // The log names the organisation's user and the staff member at each step, newest first, on both sides.
    const officerName = (await t().database.db.selectFrom('users').select('name').where('email', '=', 'grants@demo.test').executeTakeFirstOrThrow()).name;
    expect(done?.log.map((entry) => [entry.request_status, entry.transfer_status, entry.actor.name, entry.actor.ngo_user])).toEqual([
      [RequestStatus.Received, TransferStatus.Transferred, partnerName, true],
      [RequestStatus.Approved, TransferStatus.Transferred, officerName, false],
      [RequestStatus.Approved, TransferStatus.Pending, officerName, false],
      [RequestStatus.Requested, TransferStatus.Pending, partnerName, true],
    ]);
    const staffLog = await t().call({ method: 'GET', url: projectUrl(project.id, `/ExpenditureBatchLog/${first.id}`), token: officer });
    expect(staffLog.json<WorkspaceInstallment['log']>().map((entry) => entry.actor.ngo_user)).toEqual([true, false, false, true]);
  });

  it('lets staff negotiate and reject a request, and the organisation hears of each', async () => {
    const second = (await installments())[1];
    if (!second) throw new Error('a second installment');
    expect((await request(second.id)).statusCode).toBe(200);
    const otherFunderMove = await staffMove(second.id, { request_status: RequestStatus.Approved }, otherFunder);
    expect([otherFunderMove.statusCode, codeOf(otherFunderMove)]).toEqual([404, 'notFound']);
    expect((await staffMove(second.id, { request_status: RequestStatus.UnderNegotiation, note: 'Send the Q1 receipts' })).statusCode).toBe(200);
    expect((await staffMove(second.id, { request_status: RequestStatus.Rejected })).statusCode).toBe(200);
    expect(await operations(partner)).toEqual(expect.arrayContaining(['InstallmentNegotiate', 'InstallmentReject']));
    const after = await installments();
    expect(after[1]).toMatchObject({ request_status: RequestStatus.Rejected, can_request: false, can_confirm_receipt: false });
    expect(after[2]?.can_request).toBe(true);
    const notTransferred = await received(second.id);
    expect(codeOf(notTransferred)).toBe('installmentNotTransferred');
  });

  it('refuses a bad request and changes nothing', async () => {
    const third = (await installments())[2];
    if (!third) throw new Error('a third installment');
    const cases: [Part[], Record<string, string[]>][] = [
      [[], { justification: [formatMessage('required', { field: 'justification' })] }],
      [
        [{ name: 'justification', value: 'ok' }, ...['1', '2', '3', '4', '5', '6'].map((n) => pdf(`${n}.pdf`))],
        { files: [formatMessage('tooManyFiles', { field: 'files', max: INSTALLMENT_REQUEST_MAX_FILES })] },
      ],
      [
        [{ name: 'justification', value: 'ok' }, ...Array.from({ length: 9 }, (_, n) => pdf(`${n}.pdf`))],
        { files: [formatMessage('tooManyFiles', { field: 'files', max: INSTALLMENT_REQUEST_MAX_FILES })] },
      ],
      [
        [{ name: 'justification', value: 'ok' }, { name: 'files', file: { name: 'tool.pdf', type: 'application/pdf', bytes: Buffer.from('MZ not a pdf') } }],
        { files: [formatMessage('documentType', { field: 'files' })] },
      ],
    ];
    for (const [parts, problems] of cases) {
      const response = await request(third.id, parts);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().ModelState).toEqual(problems);
    }
    const noBatch = await request(null);
    expect(noBatch.statusCode).toBe(400);
    expect(noBatch.json().ModelState).toEqual({ batch_id: [formatMessage('required', { field: 'batch_id' })] });
    const unknown = await request(999_999);
    expect(unknown.statusCode).toBe(404);
    expect((await installments())[2]).toMatchObject({ request_status: null, files: [], justification: null });
  });

  it('applies a request sent twice with one idempotency key once: one log row, its files stored once', async () => {
    const third = (await installments())[2];
    if (!third) throw new Error('a third installment');
    const key = randomUUID();
    const form = multipart([{ name: 'batch_id', value: String(third.id) }, { name: 'justification', value: 'Last tranche' }, pdf('final.pdf')]);
    const send = () => t().call({ method: 'POST', url: partnerUrl(project.id, '/InstallmentRequest'), token: partner, payload: form.payload, headers: { ...form.headers, 'idempotency-key': key } });
    const filesBefore = (await t().storedFileNames()).length;
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect(again.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect(again.json()).toEqual(first.json());
    const after = (await installments())[2];
    expect(after?.log).toHaveLength(1);
    expect(after?.files).toHaveLength(1);
    expect((await t().storedFileNames()).length).toBe(filesBefore + 1);
    // Without the key, it is a new request: refused.
    expect(codeOf(await request(third.id))).toBe('installmentAlreadyRequested');
  });

  it('uploads a progress report that staff return with a comment, then accept as corrected', async () => {
    const report = (token = partner, extra: Part[] = []) => {
      const form = multipart([
        { name: 'title', value: 'Q1 narrative report' },
        { name: 'kind', value: 'narrative' },
        { name: 'period_start', value: '2026-01-01' },
        { name: 'period_end', value: '2026-03-31' },
        ...extra,
        { name: 'file', file: { name: 'q1.pdf', type: 'application/pdf', bytes: PDF_BYTES } },
      ]);
      return t().call({ method: 'POST', url: partnerUrl(project.id, '/ProgressReport'), token, payload: form.payload, headers: form.headers });
    };
    const review = (reportId: number, payload: Record<string, unknown>, token = officer) =>
      t().call({ method: 'PUT', url: projectUrl(project.id, `/ProgressReport/${reportId}/Review`), token, payload });

    const uploaded = await report(member);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const first = uploaded.json<ProgressReport>();
    expect(first).toMatchObject({ status: 'submitted', uploaded_by: { ngo_user: true }, replaces_id: null });
    expect(await operations(officer)).toContain('ProgressReportAdd');

    const outside = await t().call({
      method: 'POST',
      url: partnerUrl(project.id, '/ProgressReport'),
      token: partner,
      ...multipart([
        { name: 'title', value: 'Too early' },
        { name: 'kind', value: 'narrative' },
        { name: 'period_start', value: '2025-12-01' },
        { name: 'period_end', value: '2026-01-31' },
        { name: 'file', file: { name: 'q0.pdf', type: 'application/pdf', bytes: PDF_BYTES } },
      ]),
    });
    expect(outside.statusCode).toBe(400);

    const withoutComment = await review(first.id, { status: 'returned' });
    expect([withoutComment.statusCode, codeOf(withoutComment)]).toEqual([400, 'invalidInput']);
    const otherFunderReview = await review(first.id, { status: 'accepted' }, otherFunder);
    expect(otherFunderReview.statusCode).toBe(404);
    const returned = await review(first.id, { status: 'returned', comment: 'Add the attendance figures' });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json<ProgressReport>()).toMatchObject({ status: 'returned', review_comment: 'Add the attendance figures', reviewed_by: { ngo_user: false } });
    expect((await review(first.id, { status: 'accepted' })).statusCode).toBe(409);
    expect(await operations(partner)).toContain('ProgressReportReturn');
    expect((await workspace()).due.progress_reports_to_correct).toEqual([first.id]);

    const corrected = await report(partner, [{ name: 'replaces', value: String(first.id) }]);
    expect(corrected.statusCode, corrected.body).toBe(200);
    const second = corrected.json<ProgressReport>();
    expect(second).toMatchObject({ status: 'submitted', replaces_id: first.id });
    const twice = await report(partner, [{ name: 'replaces', value: String(first.id) }]);
    expect([twice.statusCode, codeOf(twice)]).toEqual([409, 'wrongStatus']);
    const accepted = await review(second.id, { status: 'accepted' });
    expect(accepted.json<ProgressReport>().status).toBe('accepted');
    expect(await operations(partner)).toContain('ProgressReportAccept');
    const seen = await workspace();
    expect(seen.due.progress_reports_to_correct).toEqual([]);
    expect(seen.progress_reports.find((candidate) => candidate.id === first.id)?.replaced_by_id).toBe(second.id);
    const notification = (await projectNotifications(t(), partner, project.id)).find((candidate) => candidate.data.operation === 'ProgressReportAccept');
    expect(notification?.data).toMatchObject({ parent_id: project.id, object_id: second.id, page: ProjectPage.PROGRESS_REPORTS });
  });

  it("updates a risk under its version, refuses a stale or bad review, and staff see who reviewed it", async () => {
    const risk = (await workspace()).risks[0];
    if (!risk) throw new Error('a risk');
    const put = (payload: Record<string, unknown>, version: number, token = member) =>
      t().call({ method: 'PUT', url: partnerUrl(project.id, `/Risk/${risk.id}`), token, payload, headers: { 'if-match': String(version) } });
    const review = { status: 'open', isMaterialized: true, mitigation: 'Two suppliers; stock for a month', review_date: '2026-03-01' };

    const bad = await put({ ...review, mitigation: ' ' }, risk.version);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().ModelState).toEqual({ mitigation: [formatMessage('required', { field: 'mitigation' })] });
    const undated = await put({ ...review, review_date: null }, risk.version);
    expect(undated.statusCode).toBe(400);
    expect(undated.json().ModelState).toEqual({ review_date: [formatMessage('required', { field: 'review_date' })] });
    expect((await workspace()).risks.find((candidate) => candidate.id === risk.id)).toEqual(risk);

    const saved = await put(review, risk.version);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ProjectRisk>()).toMatchObject({ version: risk.version + 1, isMaterialized: true, mitigation: review.mitigation, review_date: '2026-03-01', reviewed_by: { ngo_user: true } });

    const stale = await put({ ...review, status: 'closed' }, risk.version, partner);
    expect(stale.statusCode).toBe(412);
    expect(stale.json<{ current: ProjectRisk }>().current.version).toBe(risk.version + 1);

    const staff = await t().call({ method: 'GET', url: projectUrl(project.id, '/Risks'), token: officer });
    const seen = staff.json<ProjectRisks>().risks.find((candidate) => candidate.id === risk.id);
    expect(seen).toMatchObject({ isMaterialized: true, mitigation: review.mitigation, version: risk.version + 1 });
    expect(seen?.reviewed_at).not.toBeNull();
    expect(seen?.reviewed_by?.name).toBeTruthy();
    expect((await t().call({ method: 'GET', url: projectUrl(project.id, '/Risks'), token: otherFunder })).statusCode).toBe(404);
  });
});
