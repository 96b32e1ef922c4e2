import { beforeAll, expect, it } from 'vitest';
import { ERROR_CODE_HEADER } from '#contract/errors';
import { formatMessage } from '#contract/messages';
import { IDEMPOTENT_REPLAY_HEADER } from '#contract/outbox';
import { RECEIPT_MAX_BYTES, STORY_PHOTO_MAX_BYTES, type MonthlyReport, type MonthlyReportInput } from '#contract/monthly-reports';
import { addMonths } from '#contract/months';
import type { Project } from '#contract/projects';
import { describeOnEachDialect } from '../../test/test-app';
import { PDF_BYTES } from '../proposals/proposal-test-helpers';
import { tokenCache } from '../project-tracking/tracking-test-helpers';
import {
  filledMonth,
  MEMBER,
  multipart,
  OFFICER,
  OTHER_FUNDER,
  OTHER_PARTNER,
  PARTNER,
  partnerMonthUrl,
  partnerProject,
  PNG_BYTES,
  staffMonthUrl,
} from './monthly-reports-test-helpers';

/** The organisation's months: reading, saving, the rules of a month and who may see it (issue 14 item 2). */

const MONTH = '2026-03';

const problems = (response: { json: () => { ModelState?: Record<string, string[]> } }) => response.json().ModelState;

describeOnEachDialect('monthly reports: the organisation writes its months', (t) => {
  const tokenOf = tokenCache(t);
  let project: Project;
  let plan: MonthlyReport;

  const get = async (month = MONTH, token?: string) => t().call({ method: 'GET', url: partnerMonthUrl(project.id, month), token: token ?? (await tokenOf(PARTNER)) });
  const put = async (body: MonthlyReportInput, options: { month?: string; version?: number | null; token?: string } = {}) =>
    t().call({
      method: 'PUT',
      url: partnerMonthUrl(project.id, options.month ?? MONTH),
      token: options.token ?? (await tokenOf(PARTNER)),
      payload: body,
      headers: options.version === null ? {} : { 'if-match': String(options.version ?? (await current()).version) },
    });
  const current = async (month = MONTH) => (await get(month)).json<MonthlyReport>();

  beforeAll(async () => {
    project = await partnerProject(t(), await tokenOf(OFFICER));
    plan = await current();
  });

  it('answers a month never saved as a draft of version 0: the plan to report against, nothing written', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe('W/"0"');
    expect(plan).toMatchObject({ project_id: project.id, month: MONTH, status: 'draft', version: 0, due_date: '2026-04-15', spending: [], stories: [], comments: [] });
    expect(plan.indicators.length).toBeGreaterThan(0);
    expect(plan.indicators.every((indicator) => indicator.actual === null)).toBe(true);
    expect(plan.activities.length).toBeGreaterThan(0);
    expect(plan.budget_lines.length).toBeGreaterThan(0);
  });

  it('saves the whole month, then replaces it; a member saves too', async () => {
    const saved = await put(filledMonth(plan), { version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    const month = saved.json<MonthlyReport>();
    expect(month).toMatchObject({ status: 'draft', version: 1, narrative: 'Distributions in three villages.' });
    expect(month.indicators[0]).toMatchObject({ actual: 40, female: 25, male: 15, note: 'Counted at the sites' });
    expect(month.spending).toEqual([{ key: 'spent-1', line_id: plan.budget_lines[0]?.id, date: '2026-03-10', amount: 1234.5, description: 'Hygiene kits', receipt: null }]);
    expect(month.stories).toMatchObject([{ key: 'story-1', title_en: 'A new well', people_reached: 120, featured: false }]);
    expect(month.saved_by?.name).toBeTruthy();

    const again = await put(filledMonth(plan, { narrative: 'Corrected.', spending: [] }), { version: 1, token: await tokenOf(MEMBER) });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<MonthlyReport>()).toMatchObject({ version: 2, narrative: 'Corrected.', spending: [] });
    // The story kept its row across saves (its key): the same id.
    expect(again.json<MonthlyReport>().stories[0]?.id).toBe(month.stories[0]?.id);
  });

  it('applies a save sent twice with the same Idempotency-Key once (the outbox replaying it)', async () => {
    const before = await current();
    const send = async () =>
      t().call({
        method: 'PUT',
        url: partnerMonthUrl(project.id, MONTH),
        token: await tokenOf(PARTNER),
        payload: filledMonth(plan, { narrative: 'Corrected.', spending: [] }),
        headers: { 'if-match': String(before.version), 'idempotency-key': '6f1c2a9e-4a43-4c55-9d6e-0d1f7b3a5c21' },
      });
    const first = await send();
    const replayed = await send();
    expect([first.statusCode, replayed.statusCode]).toEqual([200, 200]);
    expect(replayed.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect(replayed.json<MonthlyReport>().version).toBe(before.version + 1);
    expect((await current()).version).toBe(before.version + 1);
  });

  it('answers 412 with the month as it is on a stale version, and changes nothing', async () => {
    const stale = await put(filledMonth(plan, { narrative: 'Late' }), { version: 1 });
    expect(stale.statusCode).toBe(412);
    expect(stale.json<{ current: MonthlyReport }>().current).toMatchObject({ version: 3, narrative: 'Corrected.' });
    expect((await current()).narrative).toBe('Corrected.');
  });

  it('refuses a month before the project, or one not begun yet (400 min / max)', async () => {
    const before = await get('2025-12');
    expect(before.statusCode).toBe(400);
    expect(problems(before)).toEqual({ month: [formatMessage('min', { field: 'month', min: '2026-01' })] });
    const future = addMonths(new Date().toISOString().slice(0, 7), 1);
    const notBegun = await put(filledMonth(plan), { month: future, version: 0 });
    expect(notBegun.statusCode).toBe(400);
    expect(problems(notBegun)?.month?.[0]).toBe(formatMessage('max', { field: 'month', max: new Date().toISOString().slice(0, 7) }));
    expect((await get('2026-13')).statusCode).toBe(400);
  });

  it('refuses every figure the plan and the month do not allow, naming the field, and changes nothing', async () => {
    const [indicator] = plan.indicators;
    const [activity] = plan.activities;
    const [line] = plan.budget_lines;
    if (!indicator || !activity || !line) throw new Error('the plan has indicators, activities and lines');
    const base = filledMonth(plan);
    const spending = base.spending?.[0];
    if (!spending) throw new Error('a spending entry');
    const cases: { body: MonthlyReportInput; field: string; message: string }[] = [
      { body: { ...base, indicators: [{ indicator_id: 999_999, actual: 1 }] }, field: 'indicators.0.indicator_id', message: formatMessage('notInPlan', { field: 'indicator' }) },
      { body: { ...base, activities: [{ activity_id: 999_999, status: 'in_progress', progress: 10 }] }, field: 'activities.0.activity_id', message: formatMessage('notInPlan', { field: 'activity' }) },
      { body: { ...base, spending: [{ ...spending, line_id: 999_999 }] }, field: 'spending.0.line_id', message: formatMessage('notInPlan', { field: 'budget_line' }) },
      { body: { ...base, spending: [{ ...spending, date: '2026-04-01' }] }, field: 'spending.0.date', message: formatMessage('outsideMonth', { field: 'date' }) },
      { body: { ...base, spending: [{ ...spending, amount: -5 }] }, field: 'spending.0.amount', message: formatMessage('positive', { field: 'amount' }) },
      { body: { ...base, spending: [{ ...spending, amount: 0 }] }, field: 'spending.0.amount', message: formatMessage('positive', { field: 'amount' }) },
      { body: { ...base, activities: [{ activity_id: activity.activity_id, status: 'in_progress', progress: 101 }] }, field: 'activities.0.progress', message: formatMessage('max', { field: 'progress', max: 100 }) },
      { body: { ...base, activities: [{ activity_id: activity.activity_id, status: 'in_progress', progress: -1 }] }, field: 'activities.0.progress', message: formatMessage('min', { field: 'progress', min: 0 }) },
      { body: { ...base, indicators: [{ indicator_id: indicator.indicator_id, actual: 10, female: 3, male: 3 }] }, field: 'indicators.0.female', message: formatMessage('breakdownTotal') },
      { body: { ...base, indicators: [{ indicator_id: indicator.indicator_id, actual: 10, female: 10 }] }, field: 'indicators.0.female', message: formatMessage('breakdownTotal') },
      { body: { ...base, indicators: [{ indicator_id: indicator.indicator_id, actual: -2 }] }, field: 'indicators.0.actual', message: formatMessage('min', { field: 'actual', min: 0 }) },
      { body: { ...base, stories: [{ key: 's', title_en: 'Only a title', text_ar: 'نص فقط' }] }, field: 'stories.0', message: formatMessage('storyLanguage') },
      {
        body: { ...base, beneficiaries: [{ sex: 'female', type: 'refugees', count: 1 }, { sex: 'female', type: 'refugees', count: 2 }] },
        field: 'beneficiaries.1',
        message: formatMessage('invalid', { field: 'beneficiaries' }),
      },
    ];
    const before = await current();
    for (const { body, field, message } of cases) {
      const response = await put(body, { version: before.version });
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(problems(response), field).toEqual({ [field]: [message] });
    }
    const noBody = await t().call({ method: 'PUT', url: partnerMonthUrl(project.id, MONTH), token: await tokenOf(PARTNER), headers: { 'if-match': String(before.version) } });
    expect([noBody.statusCode, noBody.headers[ERROR_CODE_HEADER.toLowerCase()]]).toEqual([400, 'required']);
    expect(await current()).toEqual(before);
  });

  it('stores receipts and photos sent with the month, refuses wrong or oversized files, and serves them to the organisation and the funder only', async () => {
    const month = await current();
    const send = async (body: MonthlyReportInput, files: { name: string; file: { name: string; type: string; bytes: Buffer } }[], version = month.version) => {
      const form = multipart([{ name: 'report', value: JSON.stringify(body) }, ...files]);
      return t().call({ method: 'PUT', url: partnerMonthUrl(project.id, MONTH), token: await tokenOf(PARTNER), payload: form.payload, headers: { ...form.headers, 'if-match': String(version) } });
    };
    const base = filledMonth(plan);
    const spending = base.spending?.[0];
    const story = base.stories?.[0];
    if (!spending || !story) throw new Error('a spending entry and a story');
    const body = { ...base, spending: [{ ...spending, receipt: { upload: 'r1' } }], stories: [{ ...story, photo: { upload: 'p1' } }] };
    const receipt = { name: 'receipt.pdf', type: 'application/pdf', bytes: PDF_BYTES };
    const photo = { name: 'well.png', type: 'image/png', bytes: PNG_BYTES };

    const wrongReceipt = await send(body, [{ name: 'r1', file: { name: 'receipt.txt', type: 'text/plain', bytes: Buffer.from('hello') } }, { name: 'p1', file: photo }]);
    expect(problems(wrongReceipt)).toEqual({ 'spending.0.receipt': [formatMessage('documentType', { field: 'file' })] });
    const bigReceipt = await send(body, [{ name: 'r1', file: { ...receipt, bytes: Buffer.concat([PDF_BYTES, Buffer.alloc(RECEIPT_MAX_BYTES)]) } }, { name: 'p1', file: photo }]);
    expect(problems(bigReceipt)).toEqual({ 'spending.0.receipt': [formatMessage('documentSize', { field: 'file' })] });
    const pdfPhoto = await send(body, [{ name: 'r1', file: receipt }, { name: 'p1', file: { name: 'well.pdf', type: 'application/pdf', bytes: PDF_BYTES } }]);
    expect(problems(pdfPhoto)).toEqual({ 'stories.0.photo': [formatMessage('imageType', { field: 'file' })] });
    const bigPhoto = await send(body, [{ name: 'r1', file: receipt }, { name: 'p1', file: { ...photo, bytes: Buffer.concat([PNG_BYTES, Buffer.alloc(STORY_PHOTO_MAX_BYTES)]) } }]);
    expect(problems(bigPhoto)).toEqual({ 'stories.0.photo': [formatMessage('imageSize', { field: 'file' })] });
    const missing = await send(body, [{ name: 'r1', file: receipt }]);
    expect(problems(missing)).toEqual({ 'stories.0.photo': [formatMessage('required', { field: 'file' })] });
    const foreign = await send({ ...body, stories: [{ ...story, photo: { file_id: 999_999 } }] }, [{ name: 'r1', file: receipt }]);
    expect(problems(foreign)).toEqual({ 'stories.0.photo': [formatMessage('invalid', { field: 'file' })] });
    expect((await current()).version).toBe(month.version);

    const saved = await send(body, [{ name: 'r1', file: receipt }, { name: 'p1', file: photo }]);
    expect(saved.statusCode, saved.body).toBe(200);
    const written = saved.json<MonthlyReport>();
    const stored = written.spending[0]?.receipt;
    expect(stored).toMatchObject({ name: 'receipt.pdf', mime_type: 'application/pdf', size: PDF_BYTES.length });
    expect(written.stories[0]?.photo).toMatchObject({ name: 'well.png', mime_type: 'image/png' });
    const url = stored?.url ?? '';
    for (const [email, status] of [[PARTNER, 200], [MEMBER, 200], [OFFICER, 200], [OTHER_PARTNER, 404], [OTHER_FUNDER, 404]] as const) {
      expect((await t().call({ method: 'GET', url, token: await tokenOf(email) })).statusCode, email).toBe(status);
    }
    // Kept by its id on the next save.
    const kept = await put({ ...body, spending: [{ ...spending, receipt: { file_id: stored?.id ?? 0 } }], stories: [{ ...story, photo: null }] }, { version: written.version });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<MonthlyReport>().spending[0]?.receipt?.id).toBe(stored?.id);
    expect(kept.json<MonthlyReport>().stories[0]?.photo).toBeNull();
  });

  it("answers 404 to another organisation's users and to another funder's staff, and keeps a draft from the funder", async () => {
    const other = await get(MONTH, await tokenOf(OTHER_PARTNER));
    expect([other.statusCode, other.headers[ERROR_CODE_HEADER.toLowerCase()]]).toEqual([404, 'notFound']);
    expect((await put(filledMonth(plan), { token: await tokenOf(OTHER_PARTNER), version: 0 })).statusCode).toBe(404);
    const officer = await tokenOf(OFFICER);
    expect((await t().call({ method: 'GET', url: staffMonthUrl(project.id, MONTH), token: officer })).statusCode).toBe(404);
    const otherFunder = await tokenOf(OTHER_FUNDER);
    expect((await t().call({ method: 'GET', url: `/api/DonorProject/${project.id}/MonthlyReport`, token: otherFunder })).statusCode).toBe(404);
    const list = await t().call({ method: 'GET', url: `/api/DonorProject/${project.id}/MonthlyReport`, token: officer });
    expect(list.statusCode).toBe(200);
    const march = list.json<{ months: { month: string; status: string; started: boolean; spent: number }[] }>().months.find((item) => item.month === MONTH);
    expect(march).toMatchObject({ status: 'draft', started: true, spent: 0 });
    // Staff cannot write the organisation's month.
    expect((await put(filledMonth(plan), { token: officer })).statusCode).toBe(403);
  });

  it('lets only the admin submit, never a month never saved, and locks a submitted month', async () => {
    const month = await current();
    const submit = async (token: string, which = MONTH, version: number | null = month.version) =>
      t().call({ method: 'POST', url: partnerMonthUrl(project.id, which, '/Submit'), token, headers: version === null ? {} : { 'if-match': String(version) } });
    const byMember = await submit(await tokenOf(MEMBER));
    expect([byMember.statusCode, byMember.headers[ERROR_CODE_HEADER.toLowerCase()]]).toEqual([403, 'accessDenied']);
    const never = await submit(await tokenOf(PARTNER), '2026-02', 0);
    expect([never.statusCode, never.headers[ERROR_CODE_HEADER.toLowerCase()]]).toEqual([409, 'wrongStatus']);
    const stale = await submit(await tokenOf(PARTNER), MONTH, month.version - 1);
    expect(stale.statusCode).toBe(412);

    const submitted = await submit(await tokenOf(PARTNER));
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json<MonthlyReport>()).toMatchObject({ status: 'submitted', version: month.version + 1 });
    expect(submitted.json<MonthlyReport>().submitted_by?.name).toBeTruthy();

    const locked = await put(filledMonth(plan), { version: month.version + 1 });
    expect([locked.statusCode, locked.headers[ERROR_CODE_HEADER.toLowerCase()]]).toEqual([409, 'monthLocked']);
    const twice = await submit(await tokenOf(PARTNER), MONTH, month.version + 1);
    expect([twice.statusCode, twice.headers[ERROR_CODE_HEADER.toLowerCase()]]).toEqual([409, 'monthLocked']);
    // Now the funder reads it.
    const seen = await t().call({ method: 'GET', url: staffMonthUrl(project.id, MONTH), token: await tokenOf(OFFICER) });
    expect(seen.statusCode).toBe(200);
    expect(seen.json<MonthlyReport>()).toMatchObject({ status: 'submitted', narrative: month.narrative });
  });
});
