import { beforeAll, expect, it } from 'vitest';
import { RequestStatus, TransferStatus } from '#contract/enums';
import type { Grant } from '#contract/grants';
import { formatMessage } from '#contract/messages';
import type { ExpenditureBatch, InstallmentInput, Proposal } from '#contract/proposals';
import { describeOnEachDialect } from '../../test/test-app';
import { demoReferences } from '../grants/grant-test-helpers';
import { acceptForm, FIFTY_THIRTY_TWENTY, insertNgo, insertProposal, PDF_FILE, proposalUrl as url, publishedGrant } from './proposal-test-helpers';

describeOnEachDialect('proposals: installments after acceptance', (t) => {
  let grant: Grant;
  let ngoId: number;
  let officer: string;

  beforeAll(async () => {
    officer = await t().signIn('grants@demo.test');
    grant = await publishedGrant(t(), officer, await demoReferences(t()));
    ngoId = await insertNgo(t(), 'Installments Society');
  });

  const put = (id: number, batches: InstallmentInput[], headers: Record<string, string> = {}) =>
    t().call({ method: 'PUT', url: url(id, '/ExpenditureBatch'), token: officer, payload: { batches }, headers });
  const read = async (id: number) => (await t().call({ method: 'GET', url: url(id), token: officer })).json<Proposal>();

  /** An accepted proposal of 100,000 with installments 50/30/20. */
  async function acceptedProposal(): Promise<{ id: number; batches: ExpenditureBatch[] }> {
    const id = await insertProposal(t(), { grantId: grant.id, ngoId, totalBudget: 100_000 });
    const response = await t().call({ method: 'POST', url: url(id, '/Accept'), token: officer, ...acceptForm(PDF_FILE, FIFTY_THIRTY_TWENTY) });
    if (response.statusCode !== 200) throw new Error(`accept failed: ${response.body}`);
    const batches = (await t().call({ method: 'GET', url: url(id, '/ExpenditureBatch'), token: officer })).json<ExpenditureBatch[]>();
    return { id, batches };
  }

  function lock(batchId: number, change: { transfer_status?: number; request_status?: number }) {
    return t().database.db.updateTable('expenditure_batches').set(change).where('id', '=', batchId).execute();
  }

  it('updates installments only while the proposal is accepted', async () => {
    const id = await insertProposal(t(), { grantId: grant.id, ngoId, status: 'underNegotiation' });
    const refused = await put(id, FIFTY_THIRTY_TWENTY);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Message).toBe(formatMessage('wrongStatus', { field: 'proposal' }));
  });

  it('keeps the ids of existing installments, adds new ones, removes missing ones, in the order given', async () => {
    const { id, batches } = await acceptedProposal();
    const [first, second, third] = batches;
    if (!first || !second || !third) throw new Error('three installments expected');
    const response = await put(id, [
      { id: third.id, title: 'Final', percent: 20 },
      { id: first.id, title: first.title, percent: 40 },
      { title: 'Bridge', percent: 10 },
      { id: second.id, title: 'Second', percent: 30 },
    ]);
    expect(response.statusCode).toBe(200);
    const updated = response.json<ExpenditureBatch[]>();
    expect(updated.map((batch) => [batch.title, batch.percent, batch.amount, batch.position])).toEqual([
      ['Final', 20, 20_000, 1],
      [first.title, 40, 40_000, 2],
      ['Bridge', 10, 10_000, 3],
      ['Second', 30, 30_000, 4],
    ]);
    expect(updated.map((batch) => batch.id).slice(0, 2)).toEqual([third.id, first.id]);
    expect(updated.every((batch) => batch.project_id === first.project_id && batch.proposal_id === id)).toBe(true);
    expect((await read(id)).version).toBe(3);

    const shorter = await put(id, [
      { id: first.id, title: 'All at once', percent: 100 },
    ]);
    expect(shorter.json<ExpenditureBatch[]>().map((batch) => [batch.id, batch.amount])).toEqual([[first.id, 100_000]]);
  });

  it('refuses ids that are not the proposal’s and totals other than 100', async () => {
    const { id, batches } = await acceptedProposal();
    const other = await acceptedProposal();
    const foreign = await put(id, [{ id: other.batches[0]?.id, title: 'Theirs', percent: 100 }]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().ModelState).toEqual({ batches: [formatMessage('invalid', { field: 'installments' })] });
    const twice = await put(id, [
      { id: batches[0]?.id, title: 'a', percent: 50 },
      { id: batches[0]?.id, title: 'b', percent: 50 },
    ]);
    expect(twice.statusCode).toBe(400);
    const ninety = await put(id, [{ title: 'a', percent: 90 }]);
    expect(ninety.statusCode).toBe(400);
    expect(ninety.json().ModelState).toEqual({ batches: [formatMessage('installmentsPercent')] });
    const none = await put(id, []);
    expect(none.statusCode).toBe(400);
    expect((await t().call({ method: 'GET', url: url(id, '/ExpenditureBatch'), token: officer })).json()).toEqual(batches);
    expect((await read(id)).version).toBe(2);
  });

  it('locks installments already transferred or approved: they stay, with their percent, but may be renamed or moved', async () => {
    const { id, batches } = await acceptedProposal();
    const [transferred, approved, pending] = batches;
    if (!transferred || !approved || !pending) throw new Error('three installments expected');
    await lock(transferred.id, { transfer_status: TransferStatus.Transferred });
    await lock(approved.id, { request_status: RequestStatus.Approved });

    const locked = formatMessage('installmentLocked', { field: 'installment' });
    const removeTransferred = await put(id, [
      { id: approved.id, title: approved.title, percent: 30 },
      { id: pending.id, title: pending.title, percent: 70 },
    ]);
    expect(removeTransferred.statusCode).toBe(409);
    expect(removeTransferred.json().Message).toBe(locked);
    const resizeApproved = await put(id, [
      { id: transferred.id, title: transferred.title, percent: 50 },
      { id: approved.id, title: approved.title, percent: 25 },
      { id: pending.id, title: pending.title, percent: 25 },
    ]);
    expect(resizeApproved.statusCode).toBe(409);

    const renamed = await put(id, [
      { id: pending.id, title: pending.title, percent: 20 },
      { id: transferred.id, title: 'Paid in March', percent: 50 },
      { id: approved.id, title: approved.title, percent: 30 },
    ]);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<ExpenditureBatch[]>().map((batch) => [batch.id, batch.title, batch.transfer_status])).toEqual([
      [pending.id, pending.title, 0],
      [transferred.id, 'Paid in March', TransferStatus.Transferred],
      [approved.id, approved.title, 0],
    ]);
    const splitPending = await put(id, [
      { id: transferred.id, title: 'Paid in March', percent: 50 },
      { id: approved.id, title: approved.title, percent: 30 },
      { title: 'Part one', percent: 10 },
      { title: 'Part two', percent: 10 },
    ]);
    expect(splitPending.statusCode).toBe(200);
  });

  it('bumps the proposal version and answers 412 to a change based on an older one', async () => {
    const { id } = await acceptedProposal();
    expect((await put(id, [{ title: 'One', percent: 100 }], { 'if-match': '2' })).statusCode).toBe(200);
    const stale = await put(id, [{ title: 'Other', percent: 100 }], { 'if-match': '2' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().current).toMatchObject({ id, version: 3, status: 'accepted' });
  });
});
