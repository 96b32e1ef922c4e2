import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { RequestStatus, TransferStatus } from '#contract/enums';
import { formatMessage } from '#contract/messages';
import { IDEMPOTENT_REPLAY_HEADER } from '#contract/outbox';
import { ProjectPage, type BatchLog, type ProjectInstallments } from '#contract/project-tracking';
import type { Project } from '#contract/projects';
import type { Proposal } from '#contract/proposals';
import { notificationLink } from '#contract/notifications';
import { describeOnEachDialect } from '../../test/test-app';
import { acceptedProject, projectNotifications, projectsOf, projectUrl, tokenCache } from './tracking-test-helpers';

describeOnEachDialect('project tracking: installments', (t) => {
  const tokenOf = tokenCache(t);
  let officer: string;
  let project: Project;

  beforeAll(async () => {
    officer = await tokenOf('grants@demo.test');
    project = await acceptedProject(t(), officer, ['finance@demo.test']);
  });

  const read = async (id = project.id) =>
    (await t().call({ method: 'GET', url: projectUrl(id, '/ExpenditureBatch'), token: officer })).json<ProjectInstallments>();
  const setStatus = async (batchId: number, body: object, version: number, token = officer, id = project.id) =>
    t().call({
      method: 'PUT',
      url: projectUrl(id, `/ExpenditureBatch/${batchId}/Status`),
      token,
      payload: body,
      headers: { 'if-match': String(version) },
    });
  const post = (batches: object, version: number | null, headers: Record<string, string> = {}) =>
    t().call({
      method: 'POST',
      url: projectUrl(project.id, '/ExpenditureBatch'),
      token: officer,
      payload: batches,
      headers: { ...(version === null ? {} : { 'if-match': String(version) }), ...headers },
    });

  const logsOf = async (batchId?: number, token = officer) =>
    (
      await t().call({ method: 'GET', url: projectUrl(project.id, batchId === undefined ? '/ExpenditureBatchLog' : `/ExpenditureBatchLog/${batchId}`), token })
    ).json<BatchLog[]>();

  it('starts a freshly accepted project’s installments not requested, with an empty log', async () => {
    const installments = await read();
    expect(installments).toMatchObject({
      project_id: project.id,
      version: project.version,
      total_budget: 100_000,
      transferred_percent: 0,
      transferred_amount: 0,
    });
    expect(
      installments.batches.map((batch) => [
        batch.percent,
        batch.amount,
        batch.request_status,
        batch.requested,
        batch.transfer_status,
        batch.locked,
        batch.transferred_at,
      ]),
    ).toEqual([
      [50, 50_000, null, null, TransferStatus.Pending, false, null],
      [30, 30_000, null, null, TransferStatus.Pending, false, null],
      [20, 20_000, null, null, TransferStatus.Pending, false, null],
    ]);
    expect(await logsOf()).toEqual([]);
  });

  it('refuses to approve, negotiate, reject or transfer an installment nobody has requested, and changes nothing', async () => {
    const before = await read();
    const first = before.batches[0];
    if (!first) throw new Error('three installments');
    for (const body of [
      { request_status: RequestStatus.Approved },
      { request_status: RequestStatus.UnderNegotiation },
      { request_status: RequestStatus.Rejected },
      { request_status: RequestStatus.Received },
      { transfer_status: TransferStatus.Transferred },
      { request_status: RequestStatus.Approved, transfer_status: TransferStatus.Transferred },
    ]) {
      const refused = await setStatus(first.id, body, before.version, officer);
      expect(refused.statusCode, JSON.stringify(body)).toBe(409);
      expect(refused.headers['x-error-code']).toBe('installmentNotRequested');
      expect(refused.json().Message).toBe(formatMessage('installmentNotRequested', { field: 'installment' }));
    }
    const arabic = await t().call({
      method: 'PUT',
      url: projectUrl(project.id, `/ExpenditureBatch/${first.id}/Status`),
      token: officer,
      payload: { request_status: RequestStatus.Approved },
      headers: { 'if-match': String(before.version), 'accept-language': 'ar' },
    });
    expect(arabic.json().Message).toBe(formatMessage('installmentNotRequested', { field: 'installment' }, 'ar'));
    expect(await read()).toEqual(before);
    expect(await logsOf()).toEqual([]);
  });

  it('records the organisation’s request on its behalf, logged with the staff member, and only once', async () => {
    const before = await read();
    const first = before.batches[0];
    if (!first) throw new Error('three installments');
    const recorded = await setStatus(first.id, { request_status: RequestStatus.Requested, note: 'Asked by e-mail / طلبت بالبريد' }, before.version);
    expect(recorded.statusCode, recorded.body).toBe(200);
    const after = recorded.json<ProjectInstallments>();
    expect(after.version).toBe(before.version + 1);
    expect(after.batches[0]).toMatchObject({
      request_status: RequestStatus.Requested,
      transfer_status: TransferStatus.Pending,
      locked: false,
      requested: { actor: { name: 'عمر الخطيب', ngo_user: false }, on_behalf: true },
    });
    expect(Date.now() - Date.parse(after.batches[0]?.requested?.at ?? '')).toBeLessThan(60_000);
    expect(after.batches.slice(1).map((batch) => batch.request_status)).toEqual([null, null]);
    const logs = await logsOf(first.id, await tokenOf('viewer@demo.test'));
    expect(logs.map((log) => [log.request_status, log.transfer_status, log.note, log.actor.name, log.actor.ngo_user, log.on_behalf])).toEqual([
      [RequestStatus.Requested, TransferStatus.Pending, 'Asked by e-mail / طلبت بالبريد', 'عمر الخطيب', false, true],
    ]);
    const again = await setStatus(first.id, { request_status: RequestStatus.Requested }, after.version);
    expect(again.statusCode).toBe(409);
    expect(again.headers['x-error-code']).toBe('wrongStatus');
  });

  it('approves, then transfers a requested installment, logging each change with its author and note', async () => {
    const before = await read();
    const first = before.batches[0];
    if (!first) throw new Error('three installments');
    const approved = await setStatus(first.id, { request_status: RequestStatus.Approved, note: 'Report reviewed / راجعنا التقرير' }, before.version);
    expect(approved.statusCode, approved.body).toBe(200);
    const afterApproval = approved.json<ProjectInstallments>();
    expect(afterApproval.version).toBe(before.version + 1);
    expect(afterApproval.batches[0]).toMatchObject({ request_status: RequestStatus.Approved, transfer_status: TransferStatus.Pending, locked: true });
    // The request stays on record after the decision.
    expect(afterApproval.batches[0]?.requested).toEqual(before.batches[0]?.requested);

    const transferred = await setStatus(first.id, { transfer_status: TransferStatus.Transferred }, afterApproval.version);
    expect(transferred.statusCode, transferred.body).toBe(200);
    const now = transferred.json<ProjectInstallments>();
    expect(now.batches[0]?.transfer_status).toBe(TransferStatus.Transferred);
    expect(Date.now() - Date.parse(now.batches[0]?.transferred_at ?? '')).toBeLessThan(60_000);
    expect(now).toMatchObject({ transferred_percent: 50, transferred_amount: 50_000 });
    const reread = await t().call({ method: 'GET', url: projectUrl(project.id), token: officer });
    expect(reread.json<Project>()).toMatchObject({ progress: 50, version: now.version });

    const logs = await logsOf(first.id, await tokenOf('viewer@demo.test'));
    expect(logs.map((log) => [log.request_status, log.transfer_status, log.note, log.actor.name, log.actor.ngo_user, log.on_behalf])).toEqual([
      [RequestStatus.Approved, TransferStatus.Transferred, null, 'عمر الخطيب', false, false],
      [RequestStatus.Approved, TransferStatus.Pending, 'Report reviewed / راجعنا التقرير', 'عمر الخطيب', false, false],
      [RequestStatus.Requested, TransferStatus.Pending, 'Asked by e-mail / طلبت بالبريد', 'عمر الخطيب', false, true],
    ]);
    const all = await logsOf();
    expect(all.slice(0, 3)).toEqual(logs);
    const stamps = all.map((log) => log.created_at);
    expect(stamps).toEqual(stamps.toSorted().toReversed());

    const heard = await projectNotifications(t(), await tokenOf('finance@demo.test'), project.id);
    expect(heard[0]?.data).toMatchObject({ operation: 'Update', page: ProjectPage.INSTALLMENTS, object_id: first.id, title: project.title });
    expect(heard[0] && notificationLink(heard[0].data)).toBe(`/projects/${project.id}/installments`);
    expect(await projectNotifications(t(), officer, project.id)).toEqual([]);
  });

  it('refuses moves the rules do not allow, and a transfer undone', async () => {
    const current = await read();
    const [first, second] = current.batches;
    if (!first || !second) throw new Error('installments expected');
    const cases: [number, object, number, string][] = [
      [second.id, { transfer_status: TransferStatus.Transferred }, 409, 'installmentNotRequested'],
      [second.id, { request_status: RequestStatus.Received }, 409, 'installmentNotRequested'],
      [first.id, { request_status: RequestStatus.Requested }, 409, 'wrongStatus'],
      [first.id, { transfer_status: TransferStatus.Pending }, 409, 'installmentLocked'],
      [first.id, { request_status: RequestStatus.Rejected }, 409, 'wrongStatus'],
      [second.id, { request_status: 9 }, 400, 'invalidInput'],
      [second.id, { note: 'nothing to change' }, 400, 'invalidInput'],
      [999_999, { request_status: RequestStatus.Approved }, 404, 'notFound'],
    ];
    for (const [batchId, body, status, code] of cases) {
      const response = await setStatus(batchId, body, current.version);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.headers['x-error-code'], JSON.stringify(body)).toBe(code);
    }
    const requested = await setStatus(second.id, { request_status: RequestStatus.Requested }, current.version);
    expect(requested.statusCode).toBe(200);
    const negotiated = await setStatus(second.id, { request_status: RequestStatus.UnderNegotiation }, current.version + 1);
    expect(negotiated.statusCode).toBe(200);
    const both = await setStatus(
      second.id,
      { request_status: RequestStatus.Approved, transfer_status: TransferStatus.Transferred },
      current.version + 2,
    );
    expect(both.json<ProjectInstallments>()).toMatchObject({ transferred_percent: 80, transferred_amount: 80_000 });
    const stale = await setStatus(current.batches[2]?.id ?? 0, { request_status: RequestStatus.Requested }, current.version);
    expect(stale.statusCode).toBe(412);
    expect(stale.json().current).toMatchObject({ id: project.id, version: current.version + 3 });
  });

  it('replaces the list under the proposal’s rules: locked installments keep their percent, new ones start not requested', async () => {
    const current = await read();
    const [first, second, third] = current.batches;
    if (!first || !second || !third) throw new Error('installments expected');
    const locked = await post(
      [
        { id: first.id, title: first.title, percent: 40 },
        { id: second.id, title: second.title, percent: 30 },
        { title: 'More', percent: 30 },
      ],
      current.version,
    );
    expect(locked.statusCode).toBe(409);
    expect(locked.json().Message).toBe(formatMessage('installmentLocked'));
    const total = await post([{ id: first.id, title: first.title, percent: 50 }], current.version);
    expect(total.statusCode).toBe(400);
    expect(total.json().ModelState).toEqual({ body: [formatMessage('installmentsPercent')] });

    const proposalBefore = (
      await t().call({ method: 'GET', url: `/api/DonorGrant/Proposals/${project.proposal_id}`, token: officer })
    ).json<Proposal>();
    const key = randomUUID();
    const body = [
      { id: first.id, title: 'First, renamed', percent: 50 },
      { id: second.id, title: second.title, percent: 30 },
      { title: 'Bridge / دفعة انتقالية', percent: 12 },
      { title: 'Final', percent: 8 },
    ];
    const changed = await post(body, current.version, { 'idempotency-key': key });
    expect(changed.statusCode, changed.body).toBe(200);
    const answer = changed.json<ProjectInstallments>();
    expect(answer.version).toBe(current.version + 1);
    expect(answer.batches.map((batch) => [batch.title, batch.percent, batch.amount, batch.position])).toEqual([
      ['First, renamed', 50, 50_000, 1],
      [second.title, 30, 30_000, 2],
      ['Bridge / دفعة انتقالية', 12, 12_000, 3],
      ['Final', 8, 8_000, 4],
    ]);
    expect(answer.batches.some((batch) => batch.id === third.id)).toBe(false);
    const replay = await post(body, current.version, { 'idempotency-key': key });
    expect(replay.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect(replay.body).toBe(changed.body);

    const proposalAfter = (
      await t().call({ method: 'GET', url: `/api/DonorGrant/Proposals/${project.proposal_id}`, token: officer })
    ).json<Proposal>();
    expect(proposalAfter.version).toBe(proposalBefore.version + 1);
    const added = answer.batches.slice(2);
    expect(added.map((batch) => [batch.request_status, batch.requested])).toEqual([
      [null, null],
      [null, null],
    ]);
    const logs = await logsOf();
    expect(logs.filter((log) => added.some((batch) => batch.id === log.batch_id))).toEqual([]);
    const stale = await post(body, current.version);
    expect(stale.statusCode).toBe(412);
    expect(stale.json().current.version).toBe(answer.version);
  });

  it('refuses 6.667 % + 13.34 % next to the locked 80 % (100.007 %), changing nothing, and stores amounts that total the budget', async () => {
    const before = await read();
    const [first, second] = before.batches;
    if (!first || !second) throw new Error('installments expected');
    const kept = [
      { id: first.id, title: first.title, percent: first.percent },
      { id: second.id, title: second.title, percent: second.percent },
    ];
    const refused = await post([...kept, { title: 'Third', percent: 6.667 }, { title: 'Fourth', percent: 13.34 }], before.version);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().ModelState).toEqual({ body: [formatMessage('installmentsPercent')] });
    expect(await read()).toEqual(before);

    const stored = await post([...kept, { title: 'Third', percent: 6.667 }, { title: 'Fourth', percent: 13.333 }], before.version);
    expect(stored.statusCode, stored.body).toBe(200);
    const amounts = stored.json<ProjectInstallments>().batches.map((batch) => batch.amount);
    expect(amounts).toEqual([50_000, 30_000, 6_667, 13_333]);
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(100_000);
  });

  it('lets only the people in charge with manage_grants change installments, and only while the project runs', async () => {
    const { version, batches } = await read();
    const batchId = batches.at(-1)?.id ?? 0;
    const viewer = await setStatus(batchId, { request_status: RequestStatus.Approved }, version, await tokenOf('viewer@demo.test'));
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json().Message).toBe(formatMessage('accessDenied'));
    const notInCharge = await setStatus(batchId, { request_status: RequestStatus.Approved }, version, await tokenOf('programs@demo.test'));
    expect(notInCharge.statusCode).toBe(403);
    expect(notInCharge.json().Message).toBe(formatMessage('notInCharge', { field: 'project' }));
    const otherFunder = await setStatus(batchId, { request_status: RequestStatus.Approved }, version, await tokenOf('admin@other.test'));
    expect(otherFunder.statusCode).toBe(404);

    const finance = await tokenOf('finance@demo.test');
    const finished = (await projectsOf(t(), finance)).find((candidate) => candidate.status === 'finished');
    if (!finished) throw new Error('the demo has finished projects');
    const theirs = (await t().call({ method: 'GET', url: projectUrl(finished.id, '/ExpenditureBatch'), token: finance })).json<ProjectInstallments>();
    const closed = await t().call({
      method: 'POST',
      url: projectUrl(finished.id, '/ExpenditureBatch'),
      token: finance,
      payload: theirs.batches.map(({ id, title, percent }) => ({ id, title, percent })),
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().Message).toBe(formatMessage('wrongStatus', { field: 'project' }));
  });

  it('keeps the demo installments’ history consistent with their statuses, later installments not requested yet', async () => {
    const viewer = await tokenOf('viewer@demo.test');
    const states = new Set<number | null>();
    for (const demo of await projectsOf(t(), viewer)) {
      if (demo.id === project.id) continue;
      const { batches } = (
        await t().call({ method: 'GET', url: projectUrl(demo.id, '/ExpenditureBatch'), token: viewer })
      ).json<ProjectInstallments>();
      for (const batch of batches) {
        states.add(batch.request_status);
        const logs = (await t().call({ method: 'GET', url: projectUrl(demo.id, `/ExpenditureBatchLog/${batch.id}`), token: viewer })).json<
          BatchLog[]
        >();
        if (batch.request_status === null) {
          // Nobody has asked for it yet: no history, nothing claimed.
          expect(logs, `${demo.code} ${batch.title}`).toEqual([]);
          expect(batch.requested).toBeNull();
          continue;
        }
        expect(logs.length, `${demo.code} ${batch.title}`).toBeGreaterThan(0);
        expect([logs[0]?.request_status, logs[0]?.transfer_status]).toEqual([batch.request_status, batch.transfer_status]);
        expect(logs.at(-1)).toMatchObject({ request_status: RequestStatus.Requested, actor: { ngo_user: true }, on_behalf: false });
        expect(batch.requested).toEqual({ at: logs.at(-1)?.created_at, actor: logs.at(-1)?.actor, on_behalf: false });
        if (batch.transfer_status === TransferStatus.Transferred) {
          const transfer = logs.find((log) => log.transfer_status === TransferStatus.Transferred && log.request_status === RequestStatus.Approved);
          expect(transfer?.created_at).toBe(batch.transferred_at);
          expect(transfer?.actor.ngo_user).toBe(false);
        }
      }
    }
    // Demo projects show every state: not requested yet, awaiting a decision, approved, refused, received.
    expect([...states].toSorted()).toEqual(
      [null, RequestStatus.Requested, RequestStatus.Approved, RequestStatus.Received, RequestStatus.UnderNegotiation, RequestStatus.Rejected].toSorted(),
    );
  });
});
