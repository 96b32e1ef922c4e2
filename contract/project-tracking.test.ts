import { describe, expect, it } from 'vitest';
import { DASHBOARD_DEFAULT_MONTHS, DASHBOARD_MAX_MONTHS, dashboardQuerySchema, timelineMonths } from './dashboard';
import { RequestStatus, TransferStatus } from './enums';
import { canMoveRequest, canTransfer } from './installment-moves';
import { notificationLink } from './notifications';
import {
  addMonths,
  batchStatusInputSchema,
  isProjectRunning,
  monthsBetween,
  PROJECT_PAGES,
  ProjectPage,
  progressReportInputSchema,
  projectPageSlug,
} from './project-tracking';

describe('months', () => {
  it('steps across years both ways and lists a period with both ends', () => {
    expect(addMonths('2025-11', 3)).toBe('2026-02');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', -27)).toBe('2023-12');
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-02', '2025-11')).toEqual([]);
  });

  it('shows the last twelve months by default, or the months asked for, at most five years', () => {
    expect(timelineMonths({}, '2026-05')).toEqual(monthsBetween('2025-06', '2026-05'));
    expect(timelineMonths({}, '2026-05')).toHaveLength(DASHBOARD_DEFAULT_MONTHS);
    expect(timelineMonths({ to: '2025-03' }, '2026-05').at(-1)).toBe('2025-03');
    expect(timelineMonths({ from: '2026-03' }, '2026-05')).toEqual(['2026-03', '2026-04', '2026-05']);
    expect(timelineMonths({ from: '2010-01' }, '2026-05')).toHaveLength(DASHBOARD_MAX_MONTHS);
    expect(dashboardQuerySchema.safeParse({ from: '2026-01', to: '2025-12' }).success).toBe(false);
    expect(dashboardQuerySchema.parse({ grant_id: '4', from: '2026-01' })).toEqual({ grant_id: 4, from: '2026-01' });
  });
});

function link(page: number): string {
  return notificationLink({ entity: 'project', operation: 'Update', parent_id: 7, object_id: 3, page });
}

describe('project notifications', () => {
  it('open the project page that changed, the overview by default', () => {
    expect(link(ProjectPage.PROGRESS_REPORTS)).toBe('/projects/7/progress-reports');
    expect(link(ProjectPage.INSTALLMENTS)).toBe('/projects/7/installments');
    expect(link(ProjectPage.OVERVIEW)).toBe('/projects/7/overview');
    expect(link(42)).toBe('/projects/7/overview');
    for (const [name, page] of Object.entries(ProjectPage)) expect(projectPageSlug(page)).toBe(name.toLowerCase().replaceAll('_', '-'));
    expect(PROJECT_PAGES).toHaveLength(Object.keys(ProjectPage).length);
  });
});

describe('installment decisions', () => {
  it('approve, reject or negotiate a request; reopen a rejected one; transfer once approved, once', () => {
    expect(canMoveRequest(RequestStatus.Requested, RequestStatus.Approved)).toBe(true);
    expect(canMoveRequest(RequestStatus.UnderNegotiation, RequestStatus.Rejected)).toBe(true);
    expect(canMoveRequest(RequestStatus.Rejected, RequestStatus.UnderNegotiation)).toBe(true);
    expect(canMoveRequest(RequestStatus.Approved, RequestStatus.Rejected)).toBe(false);
    expect(canMoveRequest(RequestStatus.Requested, RequestStatus.Received)).toBe(false);
    expect(canTransfer({ request_status: RequestStatus.Approved, transfer_status: TransferStatus.Pending })).toBe(true);
    expect(canTransfer({ request_status: RequestStatus.Requested, transfer_status: TransferStatus.Pending })).toBe(false);
    expect(canTransfer({ request_status: RequestStatus.Approved, transfer_status: TransferStatus.Transferred })).toBe(false);
    expect(batchStatusInputSchema.safeParse({ note: 'only a note' }).success).toBe(false);
    expect(batchStatusInputSchema.parse({ transfer_status: 1 })).toEqual({ transfer_status: 1, note: null, transfer_reference: null });
  });

  it('are made while the project runs (accepted or ongoing), never once it is closed', () => {
    expect(isProjectRunning('accepted')).toBe(true);
    expect(isProjectRunning('ongoing')).toBe(true);
    for (const status of ['finished', 'unfinished', 'stopped', 'rejected', 'underNegotiation'] as const) expect(isProjectRunning(status)).toBe(false);
  });

  it('checks a progress report’s fields: a real date, a period that does not end before it starts', () => {
    const report = { title: 'Q1', kind: 'narrative', period_start: '2026-01-01', period_end: '2026-03-31' };
    expect(progressReportInputSchema.safeParse(report).success).toBe(true);
    expect(progressReportInputSchema.safeParse({ ...report, period_end: '2025-12-31' }).success).toBe(false);
    expect(progressReportInputSchema.safeParse({ ...report, period_start: '2026-02-30' }).success).toBe(false);
    expect(progressReportInputSchema.safeParse({ ...report, kind: 'annual' }).success).toBe(false);
  });
});
