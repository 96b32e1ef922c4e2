import { ProposalPage } from '#contract/enums';
import { PROPOSAL_PAGE_SLUGS, monthOfNotification, notificationLink, type NotificationData } from '#contract/notifications';
import type { AccountKind } from '#contract/partner';
import { useSession } from '@/lib/session';

type LinkData = Pick<NotificationData, 'entity' | 'operation' | 'parent_id' | 'object_id' | 'page'>;

/** Where the list of every notification is, on each side. */
export const NOTIFICATIONS_PAGE: Record<AccountKind, '/notifications' | '/partner/notifications'> = {
  staff: '/notifications',
  partner: '/partner/notifications',
};

/**
 * The page a notification opens for the reader's side. Staff follow the spec's deep links (contract notificationLink);
 * a partner's proposal and negotiation notifications open the organisation's own proposal page (object_id is the
 * proposal, parent_id its grant), a project's its project (a month's event, that month); anything else, the partner's notifications list.
 */
export function notificationLinkFor(kind: AccountKind, data: LinkData): string {
  if (kind === 'staff') return notificationLink(data);
  switch (data.entity) {
    case 'proposal':
    case 'negotiation': {
      if (data.object_id === null) return '/partner/proposals';
      const page = PROPOSAL_PAGE_SLUGS[data.page as ProposalPage] ?? PROPOSAL_PAGE_SLUGS[ProposalPage.COVER_PAGE];
      return `/partner/proposals/${data.object_id}/${page}`;
    }
    case 'project': {
      const month = monthOfNotification(data);
      return month ? `/partner/projects/${data.parent_id}/months/${month}` : `/partner/projects/${data.parent_id}`;
    }
    default:
      return NOTIFICATIONS_PAGE.partner;
  }
}

/** The signed-in account's side (staff when nobody is signed in: the staff routes then ask for a sign-in). */
export function useAccountKind(): AccountKind {
  return useSession()?.kind ?? 'staff';
}
