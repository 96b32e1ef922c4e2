import { beforeAll, expect, it } from 'vitest';
import type { AuditPage } from '#contract/audit';
import { ERROR_CODE_HEADER } from '#contract/errors';
import type { MonthList, MonthlyReport, ReturnMonthInput } from '#contract/monthly-reports';
import { monthNumber } from '#contract/months';
import type { Notification, NotificationList } from '#contract/notifications';
import type { SpendingTracking } from '#contract/project-tracking';
import type { Project } from '#contract/projects';
import { describeOnEachDialect } from '../../test/test-app';
import { tokenCache } from '../project-tracking/tracking-test-helpers';
import { filledMonth, MEMBER, OFFICER, OTHER_FUNDER, PARTNER, partnerMonthUrl, partnerProject, staffMonthUrl } from './monthly-reports-test-helpers';

/**
 * The funder's review (issue 14 item 3): the month submitted, returned with comments, corrected, resubmitted and
 * approved; only then do its figures reach indicator, work plan and spending tracking and the dashboard.
 */

const MONTH = '2026-05';

describeOnEachDialect('monthly reports: the funder reviews a month', (t) => {
  const tokenOf = tokenCache(t);
  let project: Project;
  let month: MonthlyReport;

  const partnerCall = async (method: 'GET' | 'PUT' | 'POST', rest = '', payload?: object, version?: number, email = PARTNER) =>
    t().call({ method, url: partnerMonthUrl(project.id, MONTH, rest), token: await tokenOf(email), payload, headers: version === undefined ? {} : { 'if-match': String(version) } });
  const staffCall = async (email: string, rest: '/Approve' | '/Return', payload: object, version = month.version) =>
    t().call({ method: 'POST', url: staffMonthUrl(project.id, MONTH, rest), token: await tokenOf(email), payload, headers: { 'if-match': String(version) } });
  const notificationsOf = async (email: string): Promise<Notification['data'][]> => {
    const list = await t().call({ method: 'GET', url: '/api/DonorNotification?rows=100', token: await tokenOf(email) });
    return list
      .json<NotificationList>()
      .data.map((item) => item.data)
      .filter((data) => data.entity === 'project' && data.parent_id === project.id);
  };
  const followUp = async () => {
    const db = t().database.db;
    const indicator = month.indicators[0];
    const [tracked, spending, figures, reached, activity] = await Promise.all([
      db.selectFrom('indicator_tracking').select(['actual', 'note']).where('indicator_id', '=', indicator?.indicator_id ?? 0).where('month', '=', MONTH).executeTakeFirst(),
      t().call({ method: 'GET', url: `/api/DonorProject/${project.id}/SpendingTracking`, token: await tokenOf(OFFICER) }),
      db.selectFrom('dashboard_monthly_figures').select(['spent', 'reached_female', 'reached_refugees']).where('grant_id', '=', project.grant_id).where('month', '=', MONTH).executeTakeFirst(),
      db.selectFrom('beneficiaries_reached').select(['sex', 'type', 'count']).where('project_id', '=', project.id).where('month', '=', MONTH).orderBy('sex').execute(),
      db.selectFrom('project_activities').select(['status', 'progress']).where('id', '=', month.activities[0]?.activity_id ?? 0).executeTakeFirst(),
    ]);
    return {
      actual: tracked?.actual === null || tracked?.actual === undefined ? null : Number(tracked.actual),
      note: tracked?.note ?? null,
      spent: spending.json<SpendingTracking>().totals.spent,
      dashboardSpent: figures ? Number(figures.spent) : 0,
      dashboardFemale: figures ? Number(figures.reached_female) : 0,
      reached: reached.map((row) => ({ ...row, count: Number(row.count) })),
      activity: activity ? { status: activity.status, progress: Number(activity.progress) } : null,
    };
  };

  beforeAll(async () => {
    project = await partnerProject(t(), await tokenOf(OFFICER));
    const plan = (await partnerCall('GET')).json<MonthlyReport>();
    const saved = await partnerCall('PUT', '', filledMonth(plan), 0, MEMBER);
    expect(saved.statusCode, saved.body).toBe(200);
    const submitted = await partnerCall('POST', '/Submit', undefined, saved.json<MonthlyReport>().version);
    expect(submitted.statusCode, submitted.body).toBe(200);
    month = submitted.json<MonthlyReport>();
  });

  it('tells the staff in charge that the month was submitted, with the month in object_id', async () => {
    const heard = await notificationsOf(OFFICER);
    expect(heard[0]).toMatchObject({ operation: 'MonthSubmit', object_id: monthNumber(MONTH), ngo_user: true, title: project.title });
    // Never the organisation's users themselves.
    expect((await notificationsOf(PARTNER)).filter((data) => data.operation === 'MonthSubmit')).toEqual([]);
  });

  it('keeps a submitted month out of the follow-up', async () => {
    expect(await followUp()).toEqual({ actual: null, note: null, spent: 0, dashboardSpent: 0, dashboardFemale: 0, reached: [], activity: { status: 'not_started', progress: 0 } });
  });

  it("answers 404 to another funder's staff, 403 to staff not in charge, and 400 to a return without a comment or about an item not in the month", async () => {
    const comment: ReturnMonthInput = { comments: [{ item_kind: 'report', text: 'Please add the site list.' }] };
    const otherFunder = await staffCall(OTHER_FUNDER, '/Return', comment);
    expect(otherFunder.statusCode).toBe(404);
    expect((await t().call({ method: 'GET', url: staffMonthUrl(project.id, MONTH), token: await tokenOf(OTHER_FUNDER) })).statusCode).toBe(404);
    const notInCharge = await staffCall('admin@demo.test', '/Approve', {});
    expect([notInCharge.statusCode, notInCharge.headers[ERROR_CODE_HEADER.toLowerCase()]]).toEqual([403, 'notInCharge']);
    const partner = await t().call({ method: 'POST', url: staffMonthUrl(project.id, MONTH, '/Approve'), token: await tokenOf(PARTNER), payload: {} });
    expect(partner.statusCode).toBe(403);

    const empty = await staffCall(OFFICER, '/Return', { comments: [] });
    expect(empty.statusCode).toBe(400);
    const unknown = await staffCall(OFFICER, '/Return', { comments: [{ item_kind: 'spending', item_key: 'no-such-entry', text: 'Which receipt?' }] });
    expect([unknown.statusCode, Object.keys(unknown.json<{ ModelState: object }>().ModelState)]).toEqual([400, ['comments.0.item_key']]);
    const noKey = await staffCall(OFFICER, '/Return', { comments: [{ item_kind: 'indicator', text: 'Which one?' }] });
    expect(noKey.statusCode).toBe(400);
    const stale = await staffCall(OFFICER, '/Return', comment, month.version - 1);
    expect(stale.statusCode).toBe(412);
    expect((await t().call({ method: 'GET', url: staffMonthUrl(project.id, MONTH), token: await tokenOf(OFFICER) })).json<MonthlyReport>().status).toBe('submitted');
  });

  it('returns the month with comments on the items concerned; the organisation corrects it and submits it again', async () => {
    const indicatorId = String(month.indicators[0]?.indicator_id);
    const returned = await staffCall(OFFICER, '/Return', {
      comments: [
        { item_kind: 'report', text: 'Please add the site list.' },
        { item_kind: 'spending', item_key: 'spent-1', text: 'The receipt is missing.' },
        { item_kind: 'indicator', item_key: indicatorId, text: 'Does this count children?' },
      ],
    });
    expect(returned.statusCode, returned.body).toBe(200);
    month = returned.json<MonthlyReport>();
    expect(month.status).toBe('returned');
    expect(month.comments.map((comment) => [comment.round, comment.item_kind, comment.item_key])).toEqual([
      [1, 'report', null],
      [1, 'spending', 'spent-1'],
      [1, 'indicator', indicatorId],
    ]);
    expect(month.comments[0]?.author.name).toBeTruthy();
    expect((await notificationsOf(PARTNER))[0]).toMatchObject({ operation: 'MonthReturn', object_id: monthNumber(MONTH) });
    expect((await notificationsOf(MEMBER))[0]).toMatchObject({ operation: 'MonthReturn' });
    expect(await followUp()).toMatchObject({ actual: null, spent: 0 });

    // The organisation sees the comments, corrects the month and submits it again.
    const seen = (await partnerCall('GET')).json<MonthlyReport>();
    expect(seen.comments).toHaveLength(3);
    const corrected = await partnerCall('PUT', '', { ...filledMonth(seen), narrative: 'Sites: Mafraq, Irbid.' }, seen.version);
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json<MonthlyReport>().status).toBe('returned');
    const again = await partnerCall('POST', '/Submit', undefined, corrected.json<MonthlyReport>().version);
    expect(again.statusCode, again.body).toBe(200);
    month = again.json<MonthlyReport>();
    expect(month).toMatchObject({ status: 'submitted', narrative: 'Sites: Mafraq, Irbid.' });
    expect((await notificationsOf(OFFICER))[0]).toMatchObject({ operation: 'MonthSubmit' });
  });

  it('approves the month with a note: its figures now feed indicator, work plan and spending tracking and the dashboard', async () => {
    const approved = await staffCall(OFFICER, '/Approve', { comment: 'Thank you.' });
    expect(approved.statusCode, approved.body).toBe(200);
    month = approved.json<MonthlyReport>();
    expect(month).toMatchObject({ status: 'approved', approval_comment: 'Thank you.' });
    expect(month.reviewed_by?.name).toBeTruthy();
    expect(await followUp()).toEqual({
      actual: 40,
      note: 'Counted at the sites',
      spent: 1234.5,
      dashboardSpent: 1234.5,
      dashboardFemale: 25,
      reached: [
        { sex: 'female', type: 'refugees', count: 25 },
        { sex: 'male', type: 'refugees', count: 15 },
      ],
      activity: { status: 'in_progress', progress: 30 },
    });
    expect((await notificationsOf(PARTNER))[0]).toMatchObject({ operation: 'MonthApprove', object_id: monthNumber(MONTH) });

    const list = await t().call({ method: 'GET', url: `/api/DonorProject/${project.id}/MonthlyReport`, token: await tokenOf(OFFICER) });
    expect(list.json<MonthList>().months.find((item) => item.month === MONTH)).toMatchObject({ status: 'approved', spent: 1234.5, stories: 1, overdue: false });
    // The amounts are in the project's currency, which the list names once for all its months.
    const report = await t().call({ method: 'GET', url: `/api/DonorProject/${project.id}/MonthlyReport/${MONTH}`, token: await tokenOf(OFFICER) });
    expect(list.json<MonthList>().currency).toEqual(report.json<MonthlyReport>().currency);
    expect(list.json<MonthList>().currency.symbol).not.toBe('');

    // The project's history says what happened to which month, newest first.
    const trail = await t().call({ method: 'GET', url: `/api/Audit?entity=project&entity_id=${project.id}&rows=50`, token: await tokenOf(OFFICER) });
    const monthRows = trail.json<AuditPage>().data.filter((row) => row.month === MONTH).map((row) => row.action);
    expect(monthRows[0]).toBe('monthApproved');
    expect(monthRows).toEqual(expect.arrayContaining(['monthSaved', 'monthSubmitted', 'monthApproved']));
  });

  it('keeps an approved month as it is: no second review, no change', async () => {
    const twice = await staffCall(OFFICER, '/Approve', {});
    expect([twice.statusCode, twice.headers[ERROR_CODE_HEADER.toLowerCase()]]).toEqual([409, 'monthNotSubmitted']);
    const back = await staffCall(OFFICER, '/Return', { comments: [{ item_kind: 'report', text: 'One more thing' }] });
    expect(back.statusCode).toBe(409);
    const edit = await partnerCall('PUT', '', filledMonth(month), month.version);
    expect([edit.statusCode, edit.headers[ERROR_CODE_HEADER.toLowerCase()]]).toEqual([409, 'monthLocked']);
  });
});
