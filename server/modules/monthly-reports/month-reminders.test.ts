import { beforeAll, expect, it } from 'vitest';
import type { MonthList, MonthlyReport } from '#contract/monthly-reports';
import { monthNumber } from '#contract/months';
import type { NotificationList } from '#contract/notifications';
import type { Project } from '#contract/projects';
import { describeOnEachDialect } from '../../test/test-app';
import { tokenCache } from '../project-tracking/tracking-test-helpers';
import { filledMonth, MEMBER, OFFICER, PARTNER, partnerMonthUrl, partnerProject } from './monthly-reports-test-helpers';
import { remindMonths } from './reminders';

/**
 * A month's reminders (issue 14 item 9): MONTHLY_REPORT_REMINDER_DAYS days before a month's report is due, and once
 * when it is overdue, the organisation's users hear of it in the funder's name; each reminder goes once.
 */

describeOnEachDialect('monthly reports: reminders', (t) => {
  const tokenOf = tokenCache(t);
  let project: Project;
  /** What the demo owed before this suite's project existed: the check at start-up, and one more. */
  let fresh: { stored: number; sent: number };

  const remindersOf = async (email: string) => {
    const list = await t().call({ method: 'GET', url: '/api/DonorNotification?rows=100', token: await tokenOf(email) });
    return list
      .json<NotificationList>()
      .data.map((item) => item.data)
      .filter((data) => data.entity === 'project' && data.parent_id === project.id && (data.operation === 'MonthDueSoon' || data.operation === 'MonthOverdue'))
      .map((data) => `${data.operation} ${data.object_id}`)
      .toSorted();
  };

  beforeAll(async () => {
    const db = t().database.db;
    const stored = await db.selectFrom('notifications').select('id').where('operation', 'in', ['MonthDueSoon', 'MonthOverdue']).execute();
    fresh = { stored: stored.length, sent: await remindMonths(db) };
    project = await partnerProject(t(), await tokenOf(OFFICER));
  });

  it('owes no reminder on a fresh demo: every running project has reported up to last month', () => {
    expect(fresh).toEqual({ stored: 0, sent: 0 });
  });

  it('reminds the organisation of a month due in five days and of the months overdue, once each', async () => {
    // 11 April 2026: March is due on the 15th; January and February are overdue. April has not ended.
    const sent = await remindMonths(t().database.db, new Date('2026-04-11T08:00:00Z'));
    expect(sent).toBeGreaterThanOrEqual(3);
    const expected = [`MonthDueSoon ${monthNumber('2026-03')}`, `MonthOverdue ${monthNumber('2026-01')}`, `MonthOverdue ${monthNumber('2026-02')}`];
    expect(await remindersOf(PARTNER)).toEqual(expected);
    expect(await remindersOf(MEMBER)).toEqual(expected);
    // The funder's staff are not reminded: the months are the organisation's to write.
    expect(await remindersOf(OFFICER)).toEqual([]);

    // Within the hour, and on the next day: nothing again.
    expect(await remindMonths(t().database.db, new Date('2026-04-11T09:00:00Z'))).toBe(0);
    expect(await remindMonths(t().database.db, new Date('2026-04-12T09:00:00Z'))).toBe(0);
    expect(await remindersOf(PARTNER)).toEqual(expected);

    // Remembered on a version-0 row: the months are still drafts nobody has written.
    const list = await t().call({ method: 'GET', url: `/api/DonorProject/${project.id}/MonthlyReport`, token: await tokenOf(OFFICER) });
    expect(list.json<MonthList>().months.find((item) => item.month === '2026-03')).toMatchObject({ status: 'draft', started: false });
    const march = await t().call({ method: 'GET', url: partnerMonthUrl(project.id, '2026-03'), token: await tokenOf(PARTNER) });
    expect(march.json<MonthlyReport>()).toMatchObject({ version: 0, status: 'draft' });
  });

  it('tells a month due soon only once it becomes overdue, and never a submitted month', async () => {
    // March is then saved (from the version-0 row) and submitted; April is saved but not submitted.
    const save = async (month: string, version: number) => {
      const plan = (await t().call({ method: 'GET', url: partnerMonthUrl(project.id, month), token: await tokenOf(PARTNER) })).json<MonthlyReport>();
      const response = await t().call({ method: 'PUT', url: partnerMonthUrl(project.id, month), token: await tokenOf(PARTNER), payload: filledMonth(plan), headers: { 'if-match': String(version) } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<MonthlyReport>();
    };
    const march = await save('2026-03', 0);
    expect(march.version).toBe(1);
    const submitted = await t().call({ method: 'POST', url: partnerMonthUrl(project.id, '2026-03', '/Submit'), token: await tokenOf(PARTNER), headers: { 'if-match': '1' } });
    expect(submitted.statusCode, submitted.body).toBe(200);
    await save('2026-04', 0);

    // 20 May 2026: March submitted (no reminder), April overdue (first told now, as overdue only).
    await remindMonths(t().database.db, new Date('2026-05-20T08:00:00Z'));
    const heard = await remindersOf(PARTNER);
    expect(heard.filter((text) => text.endsWith(String(monthNumber('2026-03'))))).toEqual([`MonthDueSoon ${monthNumber('2026-03')}`]);
    expect(heard.filter((text) => text.endsWith(String(monthNumber('2026-04'))))).toEqual([`MonthOverdue ${monthNumber('2026-04')}`]);
    expect(await remindMonths(t().database.db, new Date('2026-05-21T08:00:00Z'))).toBe(0);
  });
});
