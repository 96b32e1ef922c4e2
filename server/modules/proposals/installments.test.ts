import { beforeAll, expect, it } from 'vitest';
import { RequestStatus, TransferStatus } from '#contract/enums';
import type { Grant } from '#contract/grants';
import { formatMessage } from '#contract/messages';
import type { ExpenditureBatch, InstallmentInput, Proposal } from '#contract/proposals';
import { minorUnitsOf, toMinorUnits } from '#contract/money';
import { describeOnEachDialect } from '../../test/test-app';
import { demoReferences } from '../grants/grant-test-helpers';
import { acceptForm, FIFTY_THIRTY_TWENTY, insertNgo, insertProposal, PDF_FILE, proposalUrl as url, publishedGrant } from './proposal-test-helpers';

/** The example: 33.333 % and 66.67 % look like 100 % once rounded, but total 100.003 %. */
const NOT_QUITE_HUNDRED = [
  { title: 'First', percent: 33.333 },
  { title: 'Second', percent: 66.67 },
];
const THIRDS = [
  { title: 'First', percent: 33.333 },
  { title: 'Second', percent: 33.333 },
  { title: 'Third', percent: 33.334 },
];
const unitsTotal = (batches: readonly ExpenditureBatch[], code: string) =>
  batches.reduce((sum, batch) => sum + toMinorUnits(batch.amount, minorUnitsOf(code)), 0);

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

  /** An accepted proposal of 100,000 (in the grant's currency, or the one given) with installments 50/30/20. */
  async function acceptedProposal(currencyCode?: string): Promise<{ id: number; batches: ExpenditureBatch[] }> {
    const id = await insertProposal(t(), { grantId: grant.id, ngoId, totalBudget: 100_000, ...(currencyCode ? { currencyCode } : {}) });
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


  it('refuses to accept with installments of 33.333 % and 66.67 % (100.003 %), and changes nothing', async () => {
    const id = await insertProposal(t(), { grantId: grant.id, ngoId, totalBudget: 76_497.36, currencyCode: 'JOD' });
    const refused = await t().call({ method: 'POST', url: url(id, '/Accept'), token: officer, ...acceptForm(PDF_FILE, NOT_QUITE_HUNDRED) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().ModelState).toEqual({ batches: [formatMessage('installmentsPercent')] });
    expect(await read(id)).toMatchObject({ status: 'submitted', version: 1, project_id: null, agreement_file_path: null });
    expect((await t().call({ method: 'GET', url: url(id, '/ExpenditureBatch'), token: officer })).json()).toEqual([]);
  });

  it('refuses an update to 33.333 % and 66.67 %, and changes nothing', async () => {
    const { id, batches } = await acceptedProposal();
    const refused = await put(id, NOT_QUITE_HUNDRED);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().ModelState).toEqual({ batches: [formatMessage('installmentsPercent')] });
    expect((await t().call({ method: 'GET', url: url(id, '/ExpenditureBatch'), token: officer })).json()).toEqual(batches);
    expect((await read(id)).version).toBe(2);
  });

  it('refuses a percent with more than three decimals, saying so in the caller’s language', async () => {
    const { id } = await acceptedProposal();
    const refused = await put(
      id,
      [
        { title: 'First', percent: 33.3333 },
        { title: 'Second', percent: 66.6667 },
      ],
      { 'accept-language': 'ar' },
    );
    expect(refused.statusCode).toBe(400);
    const message = formatMessage('percentDecimals', { field: 'percent', max: 3 }, 'ar');
    expect(refused.json().ModelState).toEqual({ 'batches.0.percent': [message], 'batches.1.percent': [message] });
  });

  it('stores amounts in the currency’s minor unit that total the budget exactly, the remainder on the last', async () => {
    const jod = await insertProposal(t(), { grantId: grant.id, ngoId, totalBudget: 76_497.36, currencyCode: 'JOD' });
    const accepted = await t().call({ method: 'POST', url: url(jod, '/Accept'), token: officer, ...acceptForm(PDF_FILE, THIRDS) });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<Proposal>().cur_code).toBe('JOD');
    const stored = (await t().call({ method: 'GET', url: url(jod, '/ExpenditureBatch'), token: officer })).json<ExpenditureBatch[]>();
    expect(stored.map((batch) => batch.amount)).toEqual([25_498.865, 25_498.865, 25_499.63]);
    expect(unitsTotal(stored, 'JOD')).toBe(76_497_360);

    const { id: usd } = await acceptedProposal('USD');
    const updated = await put(usd, THIRDS);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<ExpenditureBatch[]>().map((batch) => batch.amount)).toEqual([33_333, 33_333, 33_334]);

    // The yen is not in the demo reference list; a funder could add it.
    await t().database.db.insertInto('currencies').values({ code: 'JPY', name: 'Japanese Yen', symbol: '¥' }).execute();
    const yen = await insertProposal(t(), { grantId: grant.id, ngoId, totalBudget: 1_000, currencyCode: 'JPY' });
    const inYen = await t().call({ method: 'POST', url: url(yen, '/Accept'), token: officer, ...acceptForm(PDF_FILE, THIRDS) });
    expect(inYen.statusCode, inYen.body).toBe(200);
    const yenBatches = (await t().call({ method: 'GET', url: url(yen, '/ExpenditureBatch'), token: officer })).json<ExpenditureBatch[]>();
    expect(yenBatches.map((batch) => batch.amount)).toEqual([333, 333, 334]);
  });

  it('keeps the amount of a locked installment and gives the remainder to the last one still open', async () => {
    const { id, batches } = await acceptedProposal('USD');
    const [first, second, third] = batches;
    if (!first || !second || !third) throw new Error('three installments expected');
    // Money already transferred keeps the amount it left with, even one a cent off today's share.
    await t().database.db.updateTable('expenditure_batches').set({ transfer_status: TransferStatus.Transferred, amount: 50_000.01 }).where('id', '=', first.id).execute();
    const response = await put(id, [
      { id: first.id, title: first.title, percent: 50 },
      { id: second.id, title: second.title, percent: 16.667 },
      { id: third.id, title: third.title, percent: 33.333 },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ExpenditureBatch[]>().map((batch) => batch.amount)).toEqual([50_000.01, 16_667, 33_332.99]);
  });
});
