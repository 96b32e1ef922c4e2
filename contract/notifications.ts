import { z } from 'zod';
import { MAX_PAGE_SIZE, NOTIFICATIONS_PAGE_SIZE } from './constants';
import { entityNamesIn, type EntityNameIn } from './entities';
import { OPERATIONS, ProposalPage } from './enums';
import { issue } from './messages';
import { monthOfNumber } from './months';
import { FRAMEWORK_KIND_ENTITIES, FRAMEWORK_KIND_PAGES, FRAMEWORK_KINDS, type ProgramPageSlug } from './program-pages';
import { projectPageSlug } from './project-pages';

/**
 * Notifications (spec sections 2, 3, 4, 7): the stored item, the REST list, the hub's method names and the deep link
 * a notification opens. Shared by the server (server/modules/notifications, server/realtime) and the PWA.
 */

/**
 * What a notification is about; each one has its deep link (spec section 2 "Notification deep links"). The
 * notifications' column of the one table of entity kinds (contract/entities.ts).
 */
export const NOTIFICATION_ENTITIES = entityNamesIn('notification');
export type NotificationEntity = EntityNameIn<'notification'>;

/**
 * A running project's events (issue 14, docs/decisions/202-monthly-reports.md), all on entity `project` (parent_id the
 * project). Month events carry the month in object_id as a number (contract/months.ts monthNumber: 2026-11 is 202611):
 * staff hear of a month submitted (MonthSubmit), an installment requested (InstallmentRequest) or received
 * (InstallmentReceive) and a progress report uploaded (ProgressReportAdd); the organisation's users hear of a month
 * returned or approved, an installment approved, rejected, under negotiation or transferred, a progress report
 * accepted or returned, and (no actor: user_id 0, user_name the funder's name) a month's report due in
 * MONTHLY_REPORT_REMINDER_DAYS days (MonthDueSoon) or overdue (MonthOverdue).
 */
export const PROJECT_EVENT_OPERATIONS = [
  'MonthSubmit',
  'MonthReturn',
  'MonthApprove',
  'MonthDueSoon',
  'MonthOverdue',
  'InstallmentRequest',
  'InstallmentApprove',
  'InstallmentNegotiate',
  'InstallmentReject',
  'InstallmentTransfer',
  'InstallmentReceive',
  'ProgressReportAdd',
  'ProgressReportAccept',
  'ProgressReportReturn',
] as const;
export type ProjectEventOperation = (typeof PROJECT_EVENT_OPERATIONS)[number];

/** The events about one month of a project: their object_id is the month as a number (202611). */
export const MONTH_EVENT_OPERATIONS = ['MonthSubmit', 'MonthReturn', 'MonthApprove', 'MonthDueSoon', 'MonthOverdue'] as const satisfies readonly ProjectEventOperation[];

/** The 'YYYY-MM' month a project notification is about, or null when it is not about one month. */
export function monthOfNotification(data: { entity: string; operation: string; object_id: number | null }): string | null {
  const aboutMonth = data.entity === 'project' && (MONTH_EVENT_OPERATIONS as readonly string[]).includes(data.operation);
  return aboutMonth && data.object_id !== null ? monthOfNumber(data.object_id) : null;
}

/**
 * What happened: the audit's operations, and the events of the organisations' side (docs/decisions/186-partner-notifications.md).
 * Staff hear of a submission (Submit) and a resubmission (Resubmit) of a proposal, and of a partner's reply (a
 * `negotiation` Add with ngo_user true). Partner users hear of negotiation started (Negotiate), acceptance (Accept),
 * rejection (Reject), a funder's comment (a `negotiation` Add), and a draft's deadline a week away (DeadlineInWeek)
 * or a day away (DeadlineTomorrow): those two have no actor, their user_name is the funder's name and user_id 0.
 */
export const PARTNER_EVENT_OPERATIONS = ['Submit', 'Resubmit', 'Negotiate', 'Accept', 'Reject', 'DeadlineInWeek', 'DeadlineTomorrow', ...PROJECT_EVENT_OPERATIONS] as const;
export const NOTIFICATION_OPERATIONS = [...OPERATIONS, ...PARTNER_EVENT_OPERATIONS] as const;
export type NotificationOperation = (typeof NOTIFICATION_OPERATIONS)[number];

/** A draft's deadline reminders: days before the deadline, and the operation each is sent as. */
export const DEADLINE_REMINDERS = [
  { days: 7, operation: 'DeadlineInWeek' },
  { days: 1, operation: 'DeadlineTomorrow' },
] as const satisfies readonly { days: number; operation: NotificationOperation }[];

export const notificationDataSchema = z.object({
  entity: z.enum(NOTIFICATION_ENTITIES),
  operation: z.enum(NOTIFICATION_OPERATIONS),
  /** The grant, program, role, due-diligence type or project; the grant for proposals and negotiation comments. */
  parent_id: z.number().int(),
  /** The proposal (or other child) the notification opens inside its parent; null when there is none. */
  object_id: z.number().int().nullable(),
  /** The proposal page (ProposalPage), cover page (0) by default; for a project, its page (ProjectPage). */
  page: z.number().int(),
  title: z.string(),
  /** The actor: who made the change. */
  user_id: z.number().int(),
  user_name: z.string(),
  /** True when the actor is an organization (NGO) user; the client then shows user_name as given. */
  ngo_user: z.boolean(),
});
export type NotificationData = z.infer<typeof notificationDataSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  is_read: z.boolean(),
  created_at: z.string(),
  /** Raise the top-right toast when it arrives live (spec section 2). */
  toast: z.boolean(),
  data: notificationDataSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

const booleanFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

/** GET /api/DonorNotification: newest first; the menu asks page 1 of 20. */
export const notificationListQuerySchema = z.object({
  page: z.coerce.number().int({ error: issue('invalid', { field: 'page' }) }).min(1, { error: issue('min', { field: 'page', min: 1 }) }).default(1),
  rows: z.coerce
    .number()
    .int({ error: issue('invalid', { field: 'rows' }) })
    .min(1, { error: issue('min', { field: 'rows', min: 1 }) })
    .max(MAX_PAGE_SIZE, { error: issue('max', { field: 'rows', max: MAX_PAGE_SIZE }) })
    .default(NOTIFICATIONS_PAGE_SIZE),
  is_read: booleanFlag.optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationListSchema = z.object({
  data: z.array(notificationSchema),
  total: z.number().int(),
  /** All of the caller's unread notifications, whatever the page and filter. */
  unread_total: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationPaths = {
  list: '/DonorNotification',
  markAsRead: (id: number) => `/DonorNotification/markAsRead/${id}`,
  markAllAsRead: '/DonorNotification/markAllAsRead',
} as const;

/** The hub's method names (spec section 7): the client invokes `connect`, the server invokes `onNewNotification`. */
export const HUB_METHODS = { connect: 'connect', onNewNotification: 'onNewNotification' } as const;

/** What `connect(userId, donorId)` completes with. */
export const hubConnectResultSchema = z.object({ connection_id: z.string(), unread_total: z.number().int() });
export type HubConnectResult = z.infer<typeof hubConnectResultSchema>;

/** The proposal sub-page of each ProposalPage number (spec section 2, proposal sub-pages). */
export const PROPOSAL_PAGE_SLUGS: Record<ProposalPage, string> = {
  [ProposalPage.COVER_PAGE]: 'cover-page',
  [ProposalPage.BACKGROUND]: 'background',
  [ProposalPage.BENEFICIARIES]: 'beneficiaries',
  [ProposalPage.LOGICAL_FRAMEWORK]: 'logical-framework',
  [ProposalPage.WORKPLAN]: 'workplan',
  [ProposalPage.M_AND_R]: 'm-and-e',
  [ProposalPage.OTHER_INFO]: 'other-info',
  [ProposalPage.BUDGET]: 'budget',
  [ProposalPage.DOCUMENTS]: 'documents',
  [ProposalPage.DUE_DILIGENCE]: 'due-diligences',
  [ProposalPage.GRANT_OBJECTIVES]: 'grant-objectives',
  [ProposalPage.RISK_ANALYSIS]: 'risk-analysis',
};

/** The program sub-page each framework entity opens (contract/program-pages.ts). */
const PROGRAM_SUB_PAGES: Partial<Record<NotificationEntity, ProgramPageSlug>> = Object.fromEntries(
  FRAMEWORK_KINDS.map((kind) => [FRAMEWORK_KIND_ENTITIES[kind], FRAMEWORK_KIND_PAGES[kind]]),
);

function proposalPageSlug(page: number): string {
  return PROPOSAL_PAGE_SLUGS[page as ProposalPage] ?? PROPOSAL_PAGE_SLUGS[ProposalPage.COVER_PAGE];
}

/**
 * The route a notification opens (spec section 2 "Notification deep links"): {id} is parent_id, {childId} object_id,
 * {page} the proposal page (cover-page by default). A deleted grant has no page left, so it opens the grants list.
 */
export function notificationLink(data: Pick<NotificationData, 'entity' | 'operation' | 'parent_id' | 'object_id' | 'page'>): string {
  const id = data.parent_id;
  switch (data.entity) {
    case 'dueDiligence':
      return '/settings/due-diligence';
    case 'role':
      return '/settings/roles';
    case 'grant':
      return data.operation === 'Delete' ? '/grants' : `/grants/${id}/overview`;
    case 'grantObjective':
      return `/grants/${id}/objectives`;
    case 'grantDueDiligence':
      return `/grants/${id}/due-diligence`;
    case 'proposal':
    case 'negotiation':
      return data.object_id === null ? `/grants/${id}/proposals` : `/grants/${id}/proposals/${data.object_id}/${proposalPageSlug(data.page)}`;
    case 'program':
      return `/programs/${id}`;
    case 'project': {
      // A month's event opens that month's report; otherwise page is a ProjectPage (contract/project-pages.ts).
      const month = monthOfNotification(data);
      if (month) return `/projects/${id}/monthly-reports/${month}`;
      return `/projects/${id}/${projectPageSlug(data.page)}`;
    }
    default: {
      const sub = PROGRAM_SUB_PAGES[data.entity];
      return sub ? `/programs/${id}/${sub}` : '/notifications';
    }
  }
}
