import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { AGREEMENT_MAX_BYTES } from '#contract/constants';
import type { Grant } from '#contract/grants';
import { formatMessage } from '#contract/messages';
import { IDEMPOTENT_REPLAY_HEADER } from '#contract/outbox';
import type { ExpenditureBatch, Proposal } from '#contract/proposals';
import { auditTrail } from '../../platform/audit';
import { describeOnEachDialect } from '../../test/test-app';
import { demoReferences, type DemoReferences } from '../grants/grant-test-helpers';
import { acceptForm, FIFTY_THIRTY_TWENTY, insertNgo, insertProposal, PDF_BYTES, PDF_FILE, proposalUrl as url, publishedGrant } from './proposal-test-helpers';

const field = (key: Parameters<typeof formatMessage>[0], name: string, params = {}) => formatMessage(key, { field: name, ...params });
const padded = (size: number) => Buffer.concat([PDF_BYTES, Buffer.alloc(size - PDF_BYTES.length)]);

describeOnEachDialect('proposals: accept, reject, negotiate', (t) => {
  let refs: DemoReferences;
  let grant: Grant;
  let ngoId: number;
  let officer: string;

  beforeAll(async () => {
    refs = await demoReferences(t());
    officer = await t().signIn('grants@demo.test');
    grant = await publishedGrant(t(), officer, refs);
    ngoId = await insertNgo(t(), 'Decisions Society');
  });

  const fresh = (status: Proposal['status'] = 'submitted', totalBudget = 120_000) => insertProposal(t(), { grantId: grant.id, ngoId, status, totalBudget });
  const setStatus = (id: number, status: string, headers: Record<string, string> = {}) =>
    t().call({ method: 'POST', url: url(id, `/SetStatus?status=${status}`), token: officer, headers });
  const accept = (id: number, form: ReturnType<typeof acceptForm>, headers: Record<string, string> = {}) =>
    t().call({ method: 'POST', url: url(id, '/Accept'), token: officer, payload: form.payload, headers: { ...form.headers, ...headers } });
  const read = async (id: number) => (await t().call({ method: 'GET', url: url(id), token: officer })).json<Proposal>();
  const batches = async (id: number) => (await t().call({ method: 'GET', url: url(id, '/ExpenditureBatch'), token: officer })).json<ExpenditureBatch[]>();
  const storedFiles = () => t().storedFileNames();
  const projectOf = (proposalId: number) => t().database.db.selectFrom('projects').selectAll().where('proposal_id', '=', proposalId).executeTakeFirst();

  it('rejects a submitted proposal, never an accepted or rejected one', async () => {
    const id = await fresh('submitted');
    const rejected = await setStatus(id, 'rejected');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ id, status: 'rejected', version: 2 });
    const again = await setStatus(id, 'rejected');
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe(formatMessage('wrongStatus', { field: 'proposal' }));

    const accepted = await fresh('accepted');
    expect((await setStatus(accepted, 'rejected')).statusCode).toBe(409);
    expect((await read(accepted)).status).toBe('accepted');
  });

  it('starts negotiation even from accepted, but not twice, and takes only the two SetStatus values', async () => {
    const accepted = await fresh('accepted');
    const negotiating = await setStatus(accepted, 'under_negotiation');
    expect(negotiating.statusCode).toBe(200);
    expect(negotiating.json()).toMatchObject({ status: 'underNegotiation', version: 2 });
    const twice = await setStatus(accepted, 'under_negotiation');
    expect(twice.statusCode).toBe(409);
    expect((await setStatus(accepted, 'accepted')).statusCode).toBe(400);
    expect((await setStatus(accepted, 'underNegotiation')).statusCode).toBe(400);
    // A draft is the organisation's own until submitted: staff do not find it (docs/decisions/199-drafts-are-the-organisations-own.md).
    const draft = await fresh('draft');
    expect((await setStatus(draft, 'under_negotiation')).statusCode).toBe(404);
    expect((await setStatus(draft, 'rejected')).statusCode).toBe(404);
    expect((await t().database.db.selectFrom('proposals').select('status').where('id', '=', draft).executeTakeFirstOrThrow()).status).toBe('draft');
  });

  it('accepts with a PDF and 50/30/20: accepted, a project, installments of the total budget, the agreement downloadable', async () => {
    const id = await fresh('underNegotiation', 120_000);
    const response = await accept(id, acceptForm(PDF_FILE, FIFTY_THIRTY_TWENTY));
    expect(response.statusCode).toBe(200);
    const proposal = response.json<Proposal>();
    expect(proposal).toMatchObject({ status: 'accepted', version: 2, project_id: expect.any(Number) });
    expect(proposal.agreement_file_path).toMatch(/^\/api\/files\/[0-9a-f]{32}\.pdf$/);
    expect(await read(id)).toEqual(proposal);

    const file = await t().call({ method: 'GET', url: proposal.agreement_file_path ?? '', token: officer });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);

    expect(await batches(id)).toMatchObject([
      { title: 'First installment / الدفعة الأولى', percent: 50, amount: 60_000, position: 1, project_id: proposal.project_id, proposal_id: id, donor_id: refs.donorId },
      { title: 'Second', percent: 30, amount: 36_000, position: 2, project_id: proposal.project_id },
      { title: 'Third', percent: 20, amount: 24_000, position: 3, project_id: proposal.project_id, request_status: null, transfer_status: 0 },
    ]);
    expect(await projectOf(id)).toMatchObject({ id: proposal.project_id, status: 'ongoing', donor_id: refs.donorId });
    const audit = await auditTrail(t().database.db, refs.donorId, 'proposal', id);
    expect(audit.map((entry) => entry.details.change)).toEqual(['accept']);
    expect(audit[0]?.details).toMatchObject({ file_name: 'agreement.pdf', projectId: proposal.project_id });
  });

  it('accepts a DOCX and a JPEG scan, and rounds amounts to the currency’s cents, the last taking the remainder', async () => {
    const docx = await insertProposal(t(), { grantId: grant.id, ngoId, totalBudget: 1000.01, currencyCode: 'USD' });
    const thirds = [
      { title: 'a', percent: 33.33 },
      { title: 'b', percent: 33.33 },
      { title: 'c', percent: 33.34 },
    ];
    const word = { name: 'agreement.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', bytes: Buffer.from('PK\x03\x04\x14\x00[Content_Types].xml...word/document.xml...rest', 'latin1') };
    const response = await accept(docx, acceptForm(word, thirds));
    expect(response.statusCode).toBe(200);
    expect(response.json<Proposal>().agreement_file_path).toMatch(/\.docx$/);
    // 333.303 + 333.303 + 333.403 (the old three decimals) made 1000.009, not the budget.
    expect((await batches(docx)).map((batch) => batch.amount)).toEqual([333.3, 333.3, 333.41]);
    const served = await t().call({ method: 'GET', url: response.json<Proposal>().agreement_file_path ?? '', token: officer });
    expect(served.headers['content-type']).toBe(word.type);

    const scan = await fresh('submitted');
    const jpeg = { name: 'scan.jpg', type: 'image/jpeg', bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]) };
    expect((await accept(scan, acceptForm(jpeg, [{ title: 'All', percent: 100 }]))).json<Proposal>().agreement_file_path).toMatch(/\.jpg$/);
  });

  it('refuses a missing, mistyped, disguised or oversized agreement and installments not totalling 100, changing nothing', async () => {
    const id = await fresh('submitted');
    const before = await storedFiles();
    const cases = [
      { form: acceptForm(null, FIFTY_THIRTY_TWENTY), state: { agreement: [field('required', 'agreement')] } },
      { form: acceptForm({ name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('hello') }, FIFTY_THIRTY_TWENTY), state: { agreement: [field('documentType', 'agreement')] } },
      { form: acceptForm({ name: 'setup.pdf', type: 'application/pdf', bytes: Buffer.from('MZ\x90\x00\x03\x00 this program', 'latin1') }, FIFTY_THIRTY_TWENTY), state: { agreement: [field('documentType', 'agreement')] } },
      // A real PDF whose name says it is something else, a PNG named .pdf, and a spreadsheet (a ZIP without word/document.xml) named .docx.
      { form: acceptForm({ ...PDF_FILE, name: 'setup.exe' }, FIFTY_THIRTY_TWENTY), state: { agreement: [field('documentType', 'agreement')] } },
      { form: acceptForm({ name: 'scan.pdf', type: 'application/pdf', bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]) }, FIFTY_THIRTY_TWENTY), state: { agreement: [field('documentType', 'agreement')] } },
      {
        form: acceptForm({ name: 'budget.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', bytes: Buffer.from('PK\x03\x04\x14\x00xl/workbook.xml', 'latin1') }, FIFTY_THIRTY_TWENTY),
        state: { agreement: [field('documentType', 'agreement')] },
      },
      { form: acceptForm({ name: 'big.pdf', type: 'application/pdf', bytes: padded(AGREEMENT_MAX_BYTES + 1) }, FIFTY_THIRTY_TWENTY), state: { agreement: [field('documentSize', 'agreement')] } },
      { form: acceptForm({ name: 'huge.pdf', type: 'application/pdf', bytes: padded(AGREEMENT_MAX_BYTES + 50_000) }, FIFTY_THIRTY_TWENTY), state: { agreement: [field('documentSize', 'agreement')] } },
      { form: acceptForm(PDF_FILE, [{ title: 'a', percent: 50 }, { title: 'b', percent: 40 }]), state: { batches: [formatMessage('installmentsPercent')] } },
      { form: acceptForm(PDF_FILE, [{ title: 'a', percent: 100 }, { title: 'b', percent: 0 }]), state: { 'batches.1.percent': [field('min', 'percent', { min: 1 })] } },
      { form: acceptForm(PDF_FILE, [{ title: ' ', percent: 100 }]), state: { 'batches.0.title': [field('required', 'title')] } },
      { form: acceptForm(PDF_FILE, 'not json'), state: { batches: [field('invalid', 'installments')] } },
      { form: acceptForm(PDF_FILE, undefined), state: { batches: [field('required', 'installments')] } },
      {
        form: acceptForm(null, [{ title: 'a', percent: 90 }]),
        state: { agreement: [field('required', 'agreement')], batches: [formatMessage('installmentsPercent')] },
      },
    ];
    for (const [index, { form, state }] of cases.entries()) {
      const response = await accept(id, form);
      expect(response.statusCode, `case ${index}`).toBe(400);
      expect(response.json(), `case ${index}`).toEqual({ Message: formatMessage('invalidInput'), ModelState: state });
    }
    const arabic = await accept(id, acceptForm({ name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('x') }, FIFTY_THIRTY_TWENTY), { 'accept-language': 'ar' });
    expect(arabic.json().ModelState.agreement).toEqual([formatMessage('documentType', { field: 'agreement' }, 'ar')]);
    const notMultipart = await t().call({ method: 'POST', url: url(id, '/Accept'), token: officer, payload: { batches: FIFTY_THIRTY_TWENTY } });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().ModelState.agreement).toEqual([field('required', 'agreement')]);

    expect(await read(id)).toMatchObject({ status: 'submitted', version: 1, agreement_file_path: null, project_id: null });
    expect(await batches(id)).toEqual([]);
    expect(await projectOf(id)).toBeUndefined();
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses to accept an accepted or rejected proposal, storing no file', async () => {
    const ids = { accepted: await fresh('accepted'), rejected: await fresh('rejected'), ongoing: await fresh('ongoing') };
    const before = await storedFiles();
    for (const [status, id] of Object.entries(ids)) {
      const response = await accept(id, acceptForm(PDF_FILE, FIFTY_THIRTY_TWENTY));
      expect(response.statusCode, status).toBe(409);
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('stores the agreement once when the same accept is replayed from the outbox', async () => {
    const id = await fresh('submitted');
    const before = (await storedFiles()).length;
    const key = randomUUID();
    const first = await accept(id, acceptForm(PDF_FILE, FIFTY_THIRTY_TWENTY), { 'idempotency-key': key, 'if-match': '1' });
    const replay = await accept(id, acceptForm(PDF_FILE, FIFTY_THIRTY_TWENTY), { 'idempotency-key': key, 'if-match': '1' });
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect(replay.body).toBe(first.body);
    expect(await storedFiles()).toHaveLength(before + 1);
    expect(await batches(id)).toHaveLength(3);
    expect((await auditTrail(t().database.db, refs.donorId, 'proposal', id)).filter((entry) => entry.details.change === 'accept')).toHaveLength(1);
  });

  it('answers 412 with the proposal as it is when it changed meanwhile', async () => {
    const id = await fresh('submitted');
    expect((await setStatus(id, 'under_negotiation', { 'if-match': '1' })).statusCode).toBe(200);
    const stale = await setStatus(id, 'rejected', { 'if-match': '1' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().current).toMatchObject({ id, status: 'underNegotiation', version: 2 });
    const staleAccept = await accept(id, acceptForm(PDF_FILE, FIFTY_THIRTY_TWENTY), { 'if-match': '"1"' });
    expect(staleAccept.statusCode).toBe(412);
    expect((await setStatus(id, 'rejected', { 'if-match': 'W/"2"' })).statusCode).toBe(200);
  });

  it('re-accepts after renegotiation into the same project, and stops the project when a renegotiated proposal is rejected', async () => {
    const id = await fresh('submitted', 200_000);
    const first = (await accept(id, acceptForm(PDF_FILE, FIFTY_THIRTY_TWENTY))).json<Proposal>();
    const [b1] = await batches(id);
    expect((await setStatus(id, 'under_negotiation')).json()).toMatchObject({ status: 'underNegotiation', project_id: first.project_id });

    const second = await accept(id, acceptForm({ ...PDF_FILE, name: 'amended.pdf' }, [{ id: b1?.id, title: 'Renamed', percent: 60 }, { title: 'Rest', percent: 40 }]));
    expect(second.statusCode).toBe(200);
    const reaccepted = second.json<Proposal>();
    expect(reaccepted).toMatchObject({ status: 'accepted', project_id: first.project_id, version: 4 });
    expect(reaccepted.agreement_file_path).not.toBe(first.agreement_file_path);
    const now = await batches(id);
    expect(now.map((batch) => [batch.title, batch.percent, batch.amount, batch.project_id])).toEqual([
      ['Renamed', 60, 120_000, first.project_id],
      ['Rest', 40, 80_000, first.project_id],
    ]);
    expect(now[0]?.id).toBe(b1?.id);
    const projects = await t().database.db.selectFrom('projects').select('id').where('proposal_id', '=', id).execute();
    expect(projects).toHaveLength(1);

    await setStatus(id, 'under_negotiation');
    expect((await setStatus(id, 'rejected')).json()).toMatchObject({ status: 'rejected' });
    expect(await projectOf(id)).toMatchObject({ status: 'stopped' });
  });
});
