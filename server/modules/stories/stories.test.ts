import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Inspire } from '#contract/inspire';
import { formatMessage } from '#contract/messages';
import type { Story } from '#contract/monthly-reports';
import { IDEMPOTENT_REPLAY_HEADER } from '#contract/outbox';
import type { Project } from '#contract/projects';
import { describeOnEachDialect, PNG_BYTES, type TestApp } from '../../test/test-app';
import { seedDemoStories } from '../../db/seed/stories-data';
import { acceptedProject, tokenCache } from '../project-tracking/tracking-test-helpers';

/**
 * A fresh project (its own grant, so the grant filter isolates it from the demo data) with three months: January
 * approved, February submitted, March a draft. Each month has a story, people reached and indicator actuals; only
 * January's may be featured and only January's figures reach /inspire.
 */

type Fixture = { project: Project; countryId: number; stories: { approved: number; submitted: number; draft: number }; photoId: number };

async function monthWith(t: TestApp, project: Project, month: string, status: string, figures: { people: number; counted: number; level: number }) {
  const db = t.database.db;
  const now = new Date().toISOString();
  const report = await db
    .insertInto('monthly_reports')
    .values({ project_id: project.id, month, status, saved_at: now, created_at: now, narrative: null, saved_by: null, submitted_at: null, submitted_by: null, reviewed_at: null, reviewed_by: null, approval_comment: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('monthly_report_beneficiaries')
    .values([
      { report_id: report.id, sex: 'female', type: 'refugees', count: figures.people - 20 },
      { report_id: report.id, sex: 'male', type: 'host_community', count: 20 },
    ])
    .execute();
  const indicators = await db.selectFrom('project_indicators').select(['id', 'code']).where('project_id', '=', project.id).where('code', 'in', ['T-SUM', 'T-LEVEL']).execute();
  await db
    .insertInto('monthly_report_indicators')
    .values(
      indicators.map((indicator) => ({
        report_id: report.id,
        indicator_id: indicator.id,
        actual: indicator.code === 'T-SUM' ? figures.counted : figures.level,
        female: null,
        male: null,
        note: null,
      })),
    )
    .execute();
  return report.id;
}

async function storyIn(t: TestApp, project: Project, reportId: number, title: string, photoFileId: number | null = null): Promise<number> {
  const row = await t.database.db
    .insertInto('project_stories')
    .values({
      project_id: project.id,
      report_id: reportId,
      key: randomUUID(),
      position: 0,
      title_en: title,
      text_en: `${title}: what changed.`,
      title_ar: null,
      text_ar: null,
      photo_file_id: photoFileId,
      people_reached: 12,
      place: 'Irbid',
      featured_at: null,
      featured_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function storiesFixture(t: TestApp, officer: string): Promise<Fixture> {
  const project = await acceptedProject(t, officer);
  const db = t.database.db;
  await db
    .insertInto('project_indicators')
    .values([
      { project_id: project.id, position: 90, code: 'T-SUM', title: 'Families given water kits', unit: 'families', output_title: 'Water', baseline: 0, target: 100, aggregation: 'sum' },
      { project_id: project.id, position: 91, code: 'T-LEVEL', title: 'Schools with safe water', unit: 'schools', output_title: 'Water', baseline: 0, target: 8, aggregation: 'latest' },
    ])
    .execute();
  const approved = await monthWith(t, project, '2026-01', 'approved', { people: 50, counted: 40, level: 2 });
  const submitted = await monthWith(t, project, '2026-02', 'submitted', { people: 100, counted: 50, level: 6 });
  const draft = await monthWith(t, project, '2026-03', 'draft', { people: 300, counted: 70, level: 7 });
  const storedName = `${randomBytes(16).toString('hex')}.png`;
  await t.files.write(db, storedName, PNG_BYTES);
  const photo = await db
    .insertInto('report_files')
    .values({ project_id: project.id, file_name: 'well.png', stored_name: storedName, mime_type: 'image/png', size: PNG_BYTES.length, uploaded_by: null, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const proposal = await db.selectFrom('proposals').select('country_id').where('id', '=', project.proposal_id).executeTakeFirstOrThrow();
  return {
    project,
    countryId: proposal.country_id,
    photoId: photo.id,
    stories: {
      approved: await storyIn(t, project, approved, 'A well in Irbid', photo.id),
      submitted: await storyIn(t, project, submitted, 'A school reopens'),
      draft: await storyIn(t, project, draft, 'Not yet sent'),
    },
  };
}

describeOnEachDialect('stories of change and /inspire', (t) => {
  const tokenOf = tokenCache(t);
  let officer: string;
  let fixture: Fixture;

  beforeAll(async () => {
    officer = await tokenOf('grants@demo.test');
    fixture = await storiesFixture(t(), officer);
  });

  const stories = async (query: Record<string, string | number | boolean>, token = officer) => {
    const response = await t().call({ method: 'GET', url: `/api/DonorProject/Stories?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`, token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ stories: Story[] }>().stories;
  };
  const feature = (id: number, featured: unknown, token = officer, headers: Record<string, string> = {}) =>
    t().call({ method: 'PUT', url: `/api/DonorProject/Stories/${id}/Featured`, token, headers, payload: { featured } });
  const inspireOf = async (query: Record<string, number>, token = officer) => {
    const response = await t().call({ method: 'GET', url: `/api/DonorProject/Inspire?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`, token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Inspire>();
  };

  describe('GET DonorProject/Stories', () => {
    it('lists the stories of submitted and approved months, newest month first, never a draft month’s', async () => {
      const list = await stories({ grant_id: fixture.project.grant_id });
      expect(list.map((story) => story.id)).toEqual([fixture.stories.submitted, fixture.stories.approved]);
      const [submitted, approved] = list;
      expect(submitted).toMatchObject({ month: '2026-02', month_status: 'submitted', featured: false, project_id: fixture.project.id, place: 'Irbid', people_reached: 12 });
      expect(approved?.photo).toMatchObject({ id: fixture.photoId, name: 'well.png', mime_type: 'image/png' });
      expect(approved?.country.id).toBe(fixture.countryId);
    });

    it('filters by project, country and initiative', async () => {
      expect(await stories({ project_id: fixture.project.id })).toHaveLength(2);
      expect(await stories({ grant_id: fixture.project.grant_id, country_id: fixture.countryId })).toHaveLength(2);
      const otherCountry = await t().database.db.selectFrom('countries').select('id').where('id', '!=', fixture.countryId).executeTakeFirstOrThrow();
      expect(await stories({ grant_id: fixture.project.grant_id, country_id: otherCountry.id })).toEqual([]);
      const programs = await t().database.db.selectFrom('grant_programs').select('program_id').where('grant_id', '=', fixture.project.grant_id).execute();
      const targeted = programs[0]?.program_id;
      if (targeted !== undefined) expect(await stories({ grant_id: fixture.project.grant_id, program_id: targeted })).toHaveLength(2);
      expect(await stories({ grant_id: fixture.project.grant_id, program_id: 999_999 })).toEqual([]);
    });

    it('answers 400 for a filter that is not an id', async () => {
      const response = await t().call({ method: 'GET', url: '/api/DonorProject/Stories?grant_id=abc', token: officer });
      expect(response.statusCode).toBe(400);
    });

    it('shows another funder none of them', async () => {
      const other = await tokenOf('admin@other.test');
      expect(await stories({ grant_id: fixture.project.grant_id }, other)).toEqual([]);
    });
  });

  describe('PUT DonorProject/Stories/{id}/Featured', () => {
    it('refuses to feature a story of a month not approved yet (409)', async () => {
      const response = await feature(fixture.stories.submitted, true);
      expect(response.statusCode).toBe(409);
      expect(response.json<{ Message: string }>().Message).toBe(formatMessage('wrongStatus', { field: 'month' }));
      expect((await stories({ project_id: fixture.project.id, featured: true })).map((story) => story.id)).toEqual([]);
    });

    it('answers 404 for a draft month’s story and for another funder’s staff', async () => {
      expect((await feature(fixture.stories.draft, true)).statusCode).toBe(404);
      expect((await feature(fixture.stories.approved, true, await tokenOf('admin@other.test'))).statusCode).toBe(404);
      expect((await feature(987_654, true)).statusCode).toBe(404);
    });

    it('needs manage_grants (403) and a boolean (400)', async () => {
      expect((await feature(fixture.stories.approved, true, await tokenOf('viewer@demo.test'))).statusCode).toBe(403);
      const bad = await feature(fixture.stories.approved, 'yes');
      expect(bad.statusCode).toBe(400);
      expect((await stories({ project_id: fixture.project.id, featured: true })).map((story) => story.id)).toEqual([]);
    });

    it('features an approved month’s story once, replaying the same answer for the same key, and takes it off', async () => {
      const key = randomUUID();
      const first = await feature(fixture.stories.approved, true, officer, { 'idempotency-key': key });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json<Story>().featured).toBe(true);
      const again = await feature(fixture.stories.approved, true, officer, { 'idempotency-key': key });
      expect(again.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBeDefined();
      expect((await stories({ project_id: fixture.project.id, featured: true })).map((story) => story.id)).toEqual([fixture.stories.approved]);
      const audits = await t().database.db.selectFrom('audit_log').select('details').where('entity', '=', 'project').where('entity_id', '=', fixture.project.id).execute();
      expect(audits.filter((row) => row.details.includes('"story"'))).toHaveLength(1);

      const off = await feature(fixture.stories.approved, false);
      expect(off.json<Story>().featured).toBe(false);
      expect(await stories({ project_id: fixture.project.id, featured: true })).toEqual([]);
      expect((await feature(fixture.stories.approved, true)).statusCode).toBe(200);
    });
  });

  describe('GET DonorProject/Inspire', () => {
    it('counts people reached and indicator results from approved months only', async () => {
      const page = await inspireOf({ grant_id: fixture.project.grant_id });
      expect(page.figures).toEqual({ people_reached: 50, projects: 1, countries: 1 });
      const byCode = new Map(page.indicators.map((indicator) => [indicator.code, indicator]));
      expect(byCode.get('T-SUM')).toMatchObject({ achieved: 40, target: 100, percent: 40, project_id: fixture.project.id, aggregation: 'sum' });
      expect(byCode.get('T-LEVEL')).toMatchObject({ achieved: 2, target: 8, percent: 25, aggregation: 'latest' });
      expect(page.indicators.map((indicator) => indicator.code)).toEqual(['T-SUM', 'T-LEVEL']);
    });

    it('shows the featured stories only', async () => {
      await feature(fixture.stories.approved, true);
      const page = await inspireOf({ grant_id: fixture.project.grant_id });
      expect(page.stories.map((story) => story.id)).toEqual([fixture.stories.approved]);
    });

    it('keeps to its filters and to the caller’s funder', async () => {
      const empty = await inspireOf({ grant_id: fixture.project.grant_id, program_id: 999_999 });
      expect(empty).toEqual({ figures: { people_reached: 0, projects: 0, countries: 0 }, indicators: [], stories: [] });
      const other = await inspireOf({ grant_id: fixture.project.grant_id }, await tokenOf('admin@other.test'));
      expect(other.figures.projects).toBe(0);
      expect(other.stories).toEqual([]);
    });
  });

  describe('GET DonorProject/Stories/{id}/Photo', () => {
    it('answers the photo to the funder’s staff and 404 to another funder', async () => {
      const url = `/api/DonorProject/Stories/${fixture.stories.approved}/Photo?file=${fixture.photoId}`;
      const ours = await t().call({ method: 'GET', url, token: await tokenOf('viewer@demo.test') });
      expect(ours.statusCode).toBe(200);
      expect(ours.headers['content-type']).toBe('image/png');
      expect(ours.rawPayload.equals(PNG_BYTES)).toBe(true);
      expect((await t().call({ method: 'GET', url, token: await tokenOf('admin@other.test') })).statusCode).toBe(404);
      expect((await t().call({ method: 'GET', url: `/api/DonorProject/Stories/${fixture.stories.submitted}/Photo`, token: officer })).statusCode).toBe(404);
    });
  });
});

describeOnEachDialect('the demo stories of change', (t) => {
  it('attach to approved months only, feature some, and carry a readable photo', async () => {
    const officer = await t().signIn('grants@demo.test');
    const fixture = await storiesFixture(t(), officer);
    const db = t().database.db;
    await db.deleteFrom('project_stories').where('project_id', '=', fixture.project.id).execute();
    await seedDemoStories(db, t().files);

    const seeded = await db
      .selectFrom('project_stories')
      .innerJoin('monthly_reports', 'monthly_reports.id', 'project_stories.report_id')
      .select(['project_stories.id', 'project_stories.project_id', 'project_stories.featured', 'monthly_reports.status', 'monthly_reports.month'])
      .where('project_stories.key', 'like', 'demo-%')
      .execute();
    expect(seeded.filter((story) => story.status !== 'approved')).toEqual([]);
    const ours = seeded.filter((story) => story.project_id === fixture.project.id);
    expect(ours.map((story) => story.month)).toEqual(['2026-01']);
    expect(seeded.some((story) => story.featured === 1)).toBe(true);
    const [story] = ours;
    const list = await t().call({ method: 'GET', url: `/api/DonorProject/Stories?project_id=${fixture.project.id}`, token: officer });
    const photo = list.json<{ stories: Story[] }>().stories[0]?.photo;
    const image = await t().call({ method: 'GET', url: `/api/DonorProject/Stories/${story?.id ?? 0}/Photo?file=${photo?.id ?? 0}`, token: officer });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');

    await seedDemoStories(db, t().files);
    expect(await db.selectFrom('project_stories').select('id').where('key', 'like', 'demo-%').execute()).toHaveLength(seeded.length);
  });
});
