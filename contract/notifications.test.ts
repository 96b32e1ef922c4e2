import { describe, expect, it } from 'vitest';
import { ProposalPage } from './enums';
import { notificationLink, notificationListQuerySchema } from './notifications';

const link = (entity: Parameters<typeof notificationLink>[0]['entity'], extra: Partial<Parameters<typeof notificationLink>[0]> = {}) =>
  notificationLink({ entity, operation: 'Update', parent_id: 12, object_id: null, page: 0, ...extra });

describe('notification deep links (spec section 2)', () => {
  it('opens settings, grant, program and proposal pages', () => {
    expect(link('dueDiligence')).toBe('/settings/due-diligence');
    expect(link('role')).toBe('/settings/roles');
    expect(link('grant')).toBe('/grants/12/overview');
    expect(link('grant', { operation: 'Delete' })).toBe('/grants');
    expect(link('grantObjective')).toBe('/grants/12/objectives');
    expect(link('grantDueDiligence')).toBe('/grants/12/due-diligence');
    expect(link('program')).toBe('/programs/12');
    expect(link('programOutcome')).toBe('/programs/12/outcomes');
    expect(link('programVerificationMethod')).toBe('/programs/12/verification-methods');
    expect(link('proposal', { object_id: 40 })).toBe('/grants/12/proposals/40/cover-page');
    expect(link('negotiation', { object_id: 40, page: ProposalPage.M_AND_R })).toBe('/grants/12/proposals/40/m-and-e');
    expect(link('negotiation', { object_id: 40, page: 99 })).toBe('/grants/12/proposals/40/cover-page');
    expect(link('proposal')).toBe('/grants/12/proposals');
  });

  it("opens a month's report for the month events of a project, its page for the others", () => {
    expect(link('project', { operation: 'MonthSubmit', object_id: 202611 })).toBe('/projects/12/monthly-reports/2026-11');
    expect(link('project', { operation: 'MonthApprove', object_id: 202601 })).toBe('/projects/12/monthly-reports/2026-01');
    expect(link('project', { operation: 'MonthSubmit', object_id: 202613 })).toBe('/projects/12/overview');
    expect(link('project', { operation: 'Update', object_id: 202611 })).toBe('/projects/12/overview');
  });

  it('defaults the list query to page 1 of 20', () => {
    expect(notificationListQuerySchema.parse({})).toEqual({ page: 1, rows: 20 });
    expect(notificationListQuerySchema.parse({ is_read: 'false', page: '2' })).toEqual({ page: 2, rows: 20, is_read: false });
  });
});
