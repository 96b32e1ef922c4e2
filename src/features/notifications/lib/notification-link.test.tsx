import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProposalPage } from '#contract/enums';
import { ProjectPage } from '#contract/project-pages';
import type { NotificationData } from '#contract/notifications';
import type { Session } from '@/lib/session';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { useNotificationText } from '../components/notification-text';
import { notificationLinkFor } from './notification-link';

const session = vi.hoisted(() => ({ current: null as Session | null }));
vi.mock('@/lib/session', async (original) => ({
  ...(await original<typeof import('@/lib/session')>()),
  useSession: () => session.current,
}));

const base: NotificationData = {
  entity: 'proposal',
  operation: 'Negotiate',
  parent_id: 12,
  object_id: 40,
  page: ProposalPage.COVER_PAGE,
  title: 'Clean water for Mafraq',
  user_id: 3,
  user_name: 'Al Noor Fund',
  ngo_user: false,
};

describe('notificationLinkFor', () => {
  it('opens the organisation’s own proposal page, on the commented page, for a partner', () => {
    expect(notificationLinkFor('partner', base)).toBe('/partner/proposals/40/cover-page');
    expect(notificationLinkFor('partner', { ...base, entity: 'negotiation', operation: 'Add', page: ProposalPage.BUDGET })).toBe('/partner/proposals/40/budget');
    expect(notificationLinkFor('partner', { ...base, object_id: null })).toBe('/partner/proposals');
  });

  it('opens the partner’s project, and the partner’s list for anything the partner side has no page of', () => {
    expect(notificationLinkFor('partner', { ...base, entity: 'project', operation: 'Update', parent_id: 7, object_id: null, page: ProjectPage.OVERVIEW })).toBe('/partner/projects/7');
    expect(notificationLinkFor('partner', { ...base, entity: 'project', operation: 'MonthReturn', parent_id: 7, object_id: 202611, page: 0 })).toBe('/partner/projects/7/months/2026-11');
    expect(notificationLinkFor('staff', { ...base, entity: 'project', operation: 'MonthSubmit', parent_id: 7, object_id: 202611, page: 0 })).toBe('/projects/7/monthly-reports/2026-11');
    expect(notificationLinkFor('partner', { ...base, entity: 'grant', operation: 'Publish' })).toBe('/partner/notifications');
    expect(notificationLinkFor('partner', { ...base, entity: 'project', operation: 'InstallmentTransfer', parent_id: 7, object_id: 31, page: ProjectPage.INSTALLMENTS })).toBe(
      '/partner/projects/7',
    );
    expect(notificationLinkFor('staff', { ...base, entity: 'project', operation: 'InstallmentRequest', parent_id: 7, object_id: 31, page: ProjectPage.INSTALLMENTS })).toBe(
      '/projects/7/installments',
    );
    expect(notificationLinkFor('staff', { ...base, entity: 'project', operation: 'ProgressReportAdd', parent_id: 7, object_id: 31, page: ProjectPage.PROGRESS_REPORTS })).toBe(
      '/projects/7/progress-reports',
    );
  });

  it('opens the month a month’s event is about, on each side', () => {
    const monthEvent = { ...base, entity: 'project' as const, parent_id: 7, object_id: 202610, page: ProjectPage.OVERVIEW };
    expect(notificationLinkFor('partner', { ...monthEvent, operation: 'MonthReturn' })).toBe('/partner/projects/7/months/2026-10');
    expect(notificationLinkFor('partner', { ...monthEvent, operation: 'MonthOverdue' })).toBe('/partner/projects/7/months/2026-10');
    expect(notificationLinkFor('staff', { ...monthEvent, operation: 'MonthSubmit' })).toBe('/projects/7/monthly-reports/2026-10');
    expect(notificationLinkFor('staff', { ...monthEvent, operation: 'InstallmentRequest', object_id: 3 })).toBe('/projects/7/overview');
  });

  it('keeps the spec’s deep links for staff', () => {
    expect(notificationLinkFor('staff', { ...base, operation: 'Submit' })).toBe('/grants/12/proposals/40/cover-page');
  });
});

function Sentence({ data }: { data: NotificationData }) {
  return <p>{useNotificationText()(data)}</p>;
}

describe('the sentences of the organisations’ events', () => {
  afterEach(() => {
    session.current = null;
  });
  const project: Partial<NotificationData> = { entity: 'project', parent_id: 7, object_id: 31, page: ProjectPage.INSTALLMENTS };
  const partner: Session = { token: 't', userId: 9, kind: 'partner', donorId: 0, ngoId: 4, expiresAt: Date.now() + 60_000 };

  it('tells a partner what the funder did to their proposal, and when a draft’s deadline nears', () => {
    session.current = partner;
    const cases: [Partial<NotificationData>, string][] = [
      [{ operation: 'Negotiate' }, 'Al Noor Fund started negotiating your proposal “Clean water for Mafraq”'],
      [{ operation: 'Accept' }, 'Al Noor Fund accepted your proposal “Clean water for Mafraq”'],
      [{ operation: 'Reject' }, 'Al Noor Fund rejected your proposal “Clean water for Mafraq”'],
      [{ entity: 'negotiation', operation: 'Add' }, 'Al Noor Fund commented on your proposal “Clean water for Mafraq”'],
      [{ operation: 'DeadlineInWeek', user_id: 0 }, 'One week left to submit your draft “Clean water for Mafraq” to Al Noor Fund'],
      [{ operation: 'DeadlineTomorrow', user_id: 0 }, 'One day left to submit your draft “Clean water for Mafraq” to Al Noor Fund'],
      [{ ...project, operation: 'InstallmentApprove' }, 'Al Noor Fund approved your installment request for the project “Clean water for Mafraq”'],
      [{ ...project, operation: 'InstallmentNegotiate' }, 'Al Noor Fund wants to discuss your installment request for the project “Clean water for Mafraq”'],
      [{ ...project, operation: 'InstallmentReject' }, 'Al Noor Fund rejected your installment request for the project “Clean water for Mafraq”'],
      [{ ...project, operation: 'InstallmentTransfer' }, 'Al Noor Fund transferred an installment of the project “Clean water for Mafraq”'],
      [{ ...project, operation: 'ProgressReportAccept' }, 'Al Noor Fund accepted your progress report for the project “Clean water for Mafraq”'],
      [{ ...project, operation: 'ProgressReportReturn' }, 'Al Noor Fund returned your progress report for the project “Clean water for Mafraq” with a comment'],
    ];
    for (const [change, text] of cases) {
      const { unmount } = renderWithProviders(<Sentence data={{ ...base, ...change }} />);
      expect(screen.getByText(text)).toBeTruthy();
      unmount();
    }
  });

  it('tells staff what the organisation did', () => {
    const organisation = { user_name: 'Jasmine Civil Society Platform', ngo_user: true };
    const cases: [Partial<NotificationData>, string][] = [
      [{ ...organisation, operation: 'Submit' }, 'Jasmine Civil Society Platform submitted the proposal “Clean water for Mafraq”'],
      [{ ...organisation, operation: 'Resubmit' }, 'Jasmine Civil Society Platform resubmitted the proposal “Clean water for Mafraq” after negotiation'],
      [{ ...organisation, entity: 'negotiation', operation: 'Add' }, 'Jasmine Civil Society Platform replied in the negotiation on “Clean water for Mafraq”'],
      [{ ...project, ...organisation, operation: 'InstallmentRequest' }, 'Jasmine Civil Society Platform requested the next installment of the project “Clean water for Mafraq”'],
      [{ ...project, ...organisation, operation: 'InstallmentReceive' }, 'Jasmine Civil Society Platform confirmed receiving an installment of the project “Clean water for Mafraq”'],
      [{ ...project, ...organisation, operation: 'ProgressReportAdd' }, 'Jasmine Civil Society Platform uploaded a progress report for the project “Clean water for Mafraq”'],
    ];
    for (const [change, text] of cases) {
      const { unmount } = renderWithProviders(<Sentence data={{ ...base, ...change }} />);
      expect(screen.getByText(text)).toBeTruthy();
      unmount();
    }
  });

  it('tells both sides of a month’s report: submitted, returned, approved, due soon and overdue', () => {
    const month = { entity: 'project' as const, parent_id: 7, object_id: 202611, page: 0 };
    const organisation = { ...month, user_name: 'Jasmine Civil Society Platform', ngo_user: true };
    const staffCases: [Partial<NotificationData>, string][] = [
      [{ ...organisation, operation: 'MonthSubmit' }, 'Jasmine Civil Society Platform submitted the report of Nov, 2026 on “Clean water for Mafraq”'],
    ];
    for (const [change, text] of staffCases) {
      const { unmount } = renderWithProviders(<Sentence data={{ ...base, ...change }} />);
      expect(screen.getByText(text)).toBeTruthy();
      unmount();
    }
    session.current = partner;
    const partnerCases: [Partial<NotificationData>, string][] = [
      [{ ...month, operation: 'MonthReturn' }, 'Al Noor Fund returned your report of Nov, 2026 on “Clean water for Mafraq” with comments'],
      [{ ...month, operation: 'MonthApprove' }, 'Al Noor Fund approved your report of Nov, 2026 on “Clean water for Mafraq”'],
      [{ ...month, operation: 'MonthDueSoon', user_id: 0 }, 'Your report of Nov, 2026 on “Clean water for Mafraq” is due to Al Noor Fund in a few days'],
      [{ ...month, operation: 'MonthOverdue', user_id: 0 }, 'Your report of Nov, 2026 on “Clean water for Mafraq” to Al Noor Fund is overdue'],
    ];
    for (const [change, text] of partnerCases) {
      const { unmount } = renderWithProviders(<Sentence data={{ ...base, ...change }} />);
      expect(screen.getByText(text)).toBeTruthy();
      unmount();
    }
  });
});
