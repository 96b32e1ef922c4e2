import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { formatMessage } from '#contract/messages';
import { notificationLink } from '#contract/notifications';
import { IDEMPOTENT_REPLAY_HEADER } from '#contract/outbox';
import { PROGRESS_REPORT_MAX_BYTES, ProjectPage, type ProgressReport } from '#contract/project-tracking';
import type { Project } from '#contract/projects';
import { describeOnEachDialect } from '../../test/test-app';
import { PDF_BYTES } from '../proposals/proposal-test-helpers';
import { acceptedProject, projectNotifications, projectsOf, projectUrl, tokenCache } from './tracking-test-helpers';

type Part = { name: string; value: string } | { name: string; file: { name: string; type: string; bytes: Buffer } };

/** The upload form as the PWA's FormData sends it. */
function reportForm(parts: Part[]) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.file.name}"\r\nContent-Type: ${part.file.type}\r\n\r\n`,
        ),
        part.file.bytes,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const PDF = { name: 'q1-report.pdf', type: 'application/pdf', bytes: PDF_BYTES };

function fields(overrides: Record<string, string | null> = {}): Part[] {
  const values: Record<string, string | null> = {
    title: 'Q1 narrative report / التقرير السردي للربع الأول',
    kind: 'narrative',
    period_start: '2026-01-01',
    period_end: '2026-03-31',
    ...overrides,
  };
  return Object.entries(values).flatMap(([name, value]) => (value === null ? [] : [{ name, value }]));
}

describeOnEachDialect('project tracking: progress reports', (t) => {
  const tokenOf = tokenCache(t);
  let officer: string;
  let project: Project;

  beforeAll(async () => {
    officer = await tokenOf('grants@demo.test');
    project = await acceptedProject(t(), officer, ['finance@demo.test']);
  });

  const upload = (parts: Part[], token = officer, headers: Record<string, string> = {}, id = project.id) => {
    const form = reportForm(parts);
    return t().call({
      method: 'POST',
      url: projectUrl(id, '/ProgressReport'),
      token,
      payload: form.payload,
      headers: { ...form.headers, ...headers },
    });
  };
  const list = async (id = project.id) =>
    (await t().call({ method: 'GET', url: projectUrl(id, '/ProgressReport'), token: officer })).json<ProgressReport[]>();

  it('adds a report with its file, lists it newest first and serves the file', async () => {
    const response = await upload([...fields(), { name: 'file', file: PDF }]);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<ProgressReport>();
    expect(report).toMatchObject({
      project_id: project.id,
      title: 'Q1 narrative report / التقرير السردي للربع الأول',
      kind: 'narrative',
      period_start: '2026-01-01',
      period_end: '2026-03-31',
      file_name: 'q1-report.pdf',
      mime_type: 'application/pdf',
      size: PDF_BYTES.length,
      uploaded_by: { name: 'عمر الخطيب', ngo_user: false },
    });
    expect(report.url).toMatch(/^\/api\/files\/[0-9a-f]{32}\.pdf$/);
    const file = await t().call({ method: 'GET', url: report.url, token: officer });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);

    const later = await upload([
      ...fields({ title: 'Q2 financial report', kind: 'financial', period_start: '2026-04-01', period_end: '2026-06-30' }),
      { name: 'file', file: PDF },
    ]);
    expect(later.statusCode).toBe(200);
    expect((await list()).map((item) => item.title).slice(0, 2)).toEqual(['Q2 financial report', report.title]);

    const heard = await projectNotifications(t(), await tokenOf('finance@demo.test'), project.id);
    expect(heard[0]?.data).toMatchObject({ operation: 'Update', page: ProjectPage.PROGRESS_REPORTS, object_id: later.json<ProgressReport>().id });
    expect(heard[0] && notificationLink(heard[0].data)).toBe(`/projects/${project.id}/progress-reports`);
  });

  it('refuses a wrong file type, a file too large or disguised, and missing or bad fields, all at once', async () => {
    const before = (await list()).length;
    const text = await upload([...fields(), { name: 'file', file: { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('hello') } }]);
    expect(text.statusCode).toBe(400);
    expect(text.json().ModelState).toEqual({ file: [formatMessage('documentType', { field: 'file' })] });
    const disguised = await upload([
      ...fields(),
      { name: 'file', file: { name: 'virus.pdf', type: 'application/pdf', bytes: Buffer.from('MZ\x90\x00not a pdf') } },
    ]);
    expect(disguised.json().ModelState).toEqual({ file: [formatMessage('documentType', { field: 'file' })] });
    const large = Buffer.concat([PDF_BYTES, Buffer.alloc(PROGRESS_REPORT_MAX_BYTES)]);
    const tooLarge = await upload([...fields(), { name: 'file', file: { ...PDF, bytes: large } }]);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().ModelState).toEqual({ file: [formatMessage('documentSize', { field: 'file' })] });

    const everything = await upload(fields({ title: '  ', kind: 'poem', period_start: '2026-02-30', period_end: null }), officer, {
      'accept-language': 'ar',
    });
    expect(everything.statusCode).toBe(400);
    expect(everything.json().ModelState).toEqual({
      file: [formatMessage('required', { field: 'file' }, 'ar')],
      title: [formatMessage('required', { field: 'title' }, 'ar')],
      kind: [formatMessage('invalid', { field: 'kind' }, 'ar')],
      period_start: [formatMessage('invalid', { field: 'period_start' }, 'ar')],
      period_end: [formatMessage('required', { field: 'period_end' }, 'ar')],
    });
    const reversed = await upload([...fields({ period_start: '2026-05-01', period_end: '2026-04-30' }), { name: 'file', file: PDF }]);
    expect(reversed.json().ModelState).toEqual({ period_end: [formatMessage('notBefore', { field: 'period_end', other: 'period_start' })] });
    expect((await list()).length).toBe(before);
  });

  it('refuses a period outside the project’s, naming its dates', async () => {
    const early = await upload([...fields({ period_start: '2025-12-01' }), { name: 'file', file: PDF }]);
    expect(early.statusCode).toBe(400);
    expect(early.json().ModelState).toEqual({ period_start: [formatMessage('min', { field: 'period_start', min: project.start_date })] });
    const late = await upload([...fields({ period_start: '2027-04-01', period_end: '2027-07-31' }), { name: 'file', file: PDF }]);
    expect(late.json().ModelState).toEqual({ period_end: [formatMessage('max', { field: 'period_end', max: project.end_date })] });
  });

  it('replays a repeated upload instead of adding it twice', async () => {
    const key = randomUUID();
    const parts = [...fields({ title: 'Replayed report' }), { name: 'file', file: PDF }];
    const first = await upload(parts, officer, { 'idempotency-key': key });
    const again = await upload(parts, officer, { 'idempotency-key': key });
    expect(again.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect(again.body).toBe(first.body);
    expect((await list()).filter((report) => report.title === 'Replayed report')).toHaveLength(1);
  });

  it('deletes a report, answering its id; a second delete or another project’s report is not found', async () => {
    const added = (await upload([...fields({ title: 'To delete' }), { name: 'file', file: PDF }])).json<ProgressReport>();
    const removed = await t().call({ method: 'DELETE', url: projectUrl(project.id, `/ProgressReport/${added.id}`), token: officer });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ id: added.id });
    expect((await list()).some((report) => report.id === added.id)).toBe(false);
    const again = await t().call({ method: 'DELETE', url: projectUrl(project.id, `/ProgressReport/${added.id}`), token: officer });
    expect(again.statusCode).toBe(404);
    expect(again.json().Message).toBe(formatMessage('notFound', { field: 'report' }));

    const finance = await tokenOf('finance@demo.test');
    const demo = (await projectsOf(t(), finance)).find((candidate) => candidate.status === 'finished');
    const theirs = demo ? (await list(demo.id))[0] : undefined;
    if (!theirs) throw new Error('the demo projects have reports');
    const foreign = await t().call({ method: 'DELETE', url: projectUrl(project.id, `/ProgressReport/${theirs.id}`), token: officer });
    expect(foreign.statusCode).toBe(404);
  });

  it('lets only the people in charge with manage_grants add or delete reports', async () => {
    const parts = [...fields(), { name: 'file', file: PDF }];
    const viewer = await upload(parts, await tokenOf('viewer@demo.test'));
    expect(viewer.statusCode).toBe(403);
    const notInCharge = await upload(parts, await tokenOf('programs@demo.test'));
    expect(notInCharge.statusCode).toBe(403);
    expect(notInCharge.json().Message).toBe(formatMessage('notInCharge', { field: 'project' }));
    expect((await upload(parts, await tokenOf('admin@other.test'))).statusCode).toBe(404);
    const report = (await list())[0];
    const deleted = await t().call({
      method: 'DELETE',
      url: projectUrl(project.id, `/ProgressReport/${report?.id}`),
      token: await tokenOf('programs@demo.test'),
    });
    expect(deleted.statusCode).toBe(403);
  });

  it('gives every demo project that has started its reports with real files (two to five after two quarters), none outside its period', async () => {
    const viewer = await tokenOf('viewer@demo.test');
    for (const demo of await projectsOf(t(), viewer)) {
      if (demo.id === project.id) continue;
      const reports = await list(demo.id);
      if (demo.start_date > new Date().toISOString().slice(0, 10)) {
        expect(reports, demo.code).toEqual([]);
        continue;
      }
      const halfYearAgo = new Date(Date.now() - 183 * 86_400_000).toISOString().slice(0, 10);
      expect(reports.length, demo.code).toBeGreaterThanOrEqual(demo.start_date < halfYearAgo ? 2 : 1);
      expect(reports.length, demo.code).toBeLessThanOrEqual(5);
      for (const report of reports) {
        expect(report.period_start >= demo.start_date && report.period_end <= demo.end_date, report.title).toBe(true);
        expect(Date.parse(report.created_at)).toBeLessThanOrEqual(Date.now());
      }
      const file = await t().call({ method: 'GET', url: reports[0]?.url ?? '', token: viewer });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });
});
