import { randomBytes } from 'node:crypto';
import type { MonthlyReport, MonthlyReportInput } from '#contract/monthly-reports';
import { monthsBetween } from '#contract/months';
import type { Project } from '#contract/projects';
import type { Proposal } from '#contract/proposals';
import type { TestApp } from '../../test/test-app';
import { demoReferences } from '../grants/grant-test-helpers';
import { acceptForm, FIFTY_THIRTY_TWENTY, insertProposal, PDF_FILE, publishedGrant } from '../proposals/proposal-test-helpers';

/** What the monthly-report suites share: a fresh project of partner@demo.test's organisation, and the calls. */

export const PARTNER = 'partner@demo.test';
export const MEMBER = 'member@demo.test';
export const OTHER_PARTNER = 'nabaa@ngo.test';
export const OFFICER = 'grants@demo.test';
export const OTHER_FUNDER = 'admin@other.test';

/** A project of partner@demo.test's organisation (2026-01-01 to 2027-06-30) on a new grant of `officer`, accepted. */
export async function partnerProject(t: TestApp, officer: string): Promise<Project> {
  const grant = await publishedGrant(t, officer, await demoReferences(t));
  const partner = await t.database.db.selectFrom('users').select('ngo_id').where('email', '=', PARTNER).executeTakeFirstOrThrow();
  const proposalId = await insertProposal(t, { grantId: grant.id, ngoId: partner.ngo_id ?? 0, totalBudget: 100_000, startDate: '2026-01-01', endDate: '2027-06-30' });
  const accepted = await t.call({ method: 'POST', url: `/api/DonorGrant/Proposals/${proposalId}/Accept`, token: officer, ...acceptForm(PDF_FILE, FIFTY_THIRTY_TWENTY) });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  const project = await t.call({ method: 'GET', url: `/api/DonorProject/${accepted.json<Proposal>().project_id ?? 0}`, token: officer });
  if (project.statusCode !== 200) throw new Error(`project: ${project.body}`);
  const created = project.json<Project>();
  await addPlan(t, created.id);
  return created;
}

/**
 * The test proposals carry a work plan but no results framework or budget: the plan gets two indicators (one summed,
 * one measured) with a target each month, two budget lines, and an activity when the work plan gave none.
 */
async function addPlan(t: TestApp, projectId: number): Promise<void> {
  const db = t.database.db;
  const indicator = (position: number, code: string, aggregation: 'sum' | 'latest') =>
    db
      .insertInto('project_indicators')
      .values({ project_id: projectId, position, code, title: `Indicator ${code}`, unit: 'people', output_title: 'Output 1', baseline: 0, target: 360, aggregation })
      .returning('id')
      .executeTakeFirstOrThrow();
  const indicators = [await indicator(0, 'I1.1.1', 'sum'), await indicator(1, 'I1.1.2', 'latest')];
  await db
    .insertInto('indicator_tracking')
    .values(indicators.flatMap(({ id }) => monthsBetween('2026-01', '2027-06').map((month) => ({ indicator_id: id, month, target: 20, actual: null, note: null }))))
    .execute();
  await db
    .insertInto('budget_lines')
    .values([
      { project_id: projectId, position: 100, category: 'Supplies', description: 'Hygiene kits', planned: 60_000 },
      { project_id: projectId, position: 101, category: 'Staff', description: 'Outreach workers', planned: 40_000 },
    ])
    .execute();
  const activity = await db.selectFrom('project_activities').select('id').where('project_id', '=', projectId).executeTakeFirst();
  if (!activity) {
    await db
      .insertInto('project_activities')
      .values({
        project_id: projectId,
        position: 0,
        code: 'A1',
        title: 'Distribute kits',
        output_title: 'Output 1',
        planned_start: '2026-02-01',
        planned_end: '2026-09-30',
        actual_start: null,
        actual_end: null,
        progress: 0,
        status: 'not_started',
        note: null,
      })
      .execute();
  }
}

export const partnerMonthUrl = (id: number, month: string, rest = '') => `/api/PartnerProject/${id}/MonthlyReport/${month}${rest}`;
export const staffMonthUrl = (id: number, month: string, rest = '') => `/api/DonorProject/${id}/MonthlyReport/${month}${rest}`;

/** A month written against the plan the server answered: every indicator, activity and budget line of it used. */
export function filledMonth(plan: MonthlyReport, overrides: Partial<MonthlyReportInput> = {}): MonthlyReportInput {
  const [indicator] = plan.indicators;
  const [activity] = plan.activities;
  const [line] = plan.budget_lines;
  return {
    narrative: 'Distributions in three villages.',
    indicators: indicator ? [{ indicator_id: indicator.indicator_id, actual: 40, female: 25, male: 15, note: 'Counted at the sites' }] : [],
    activities: activity ? [{ activity_id: activity.activity_id, status: 'in_progress', progress: 30, note: null }] : [],
    spending: line ? [{ key: 'spent-1', line_id: line.id, date: `${plan.month}-10`, amount: 1234.5, description: 'Hygiene kits', receipt: null }] : [],
    beneficiaries: [
      { sex: 'female', type: 'refugees', count: 25 },
      { sex: 'male', type: 'refugees', count: 15 },
    ],
    stories: [{ key: 'story-1', title_en: 'A new well', text_en: 'The village has water again.', title_ar: null, text_ar: null, photo: null, people_reached: 120, place: 'Mafraq' }],
    ...overrides,
  };
}

type Part = { name: string; value: string } | { name: string; file: { name: string; type: string; bytes: Buffer } };

/** A multipart body as the PWA's FormData sends it. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
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

export const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
