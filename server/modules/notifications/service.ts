import type { Permission } from '#contract/enums';
import { ProposalPage } from '#contract/enums';
import type { Notification, NotificationEntity, NotificationList, NotificationListQuery, NotificationOperation } from '#contract/notifications';
import { nowIso } from '../../db/database';
import type { PortalContext, SignedInAccount, SignedInStaff } from '../../platform/app-context';
import { notFound } from '../../platform/errors';
import { afterCommit } from '../../realtime/after-commit';
import { hubOfDatabase } from '../../realtime/hub';
import {
  activePartnerUserIds,
  activeUsersAmong,
  actorName,
  countUnread,
  grantUserIds,
  insertNotifications,
  markAllRead,
  markRead,
  pageNotifications,
  programUserIds,
  userIdsWithPermission,
  type NotificationRow,
} from './repository';

type Db = PortalContext['db'];

/**
 * Who should hear of an event; several sources add up. The actor is always left out. The funder's staff come from
 * its grants, programs, permissions or a list of its users; `ngo` is every active user of a partner organisation.
 */
export type RecipientSource = { grant: number } | { program: number } | { permission: Permission } | { users: readonly number[] } | { ngo: number };

/**
 * Who made the change: a staff member, a partner organisation's user (acting on one funder's proposal, whose funder
 * the notification belongs to), or nobody (a reminder the server sends in the funder's name).
 * docs/decisions/186-partner-notifications.md.
 */
export type NotificationActor = SignedInStaff | { kind: 'partner'; id: number; donorId: number } | { kind: 'system'; donorId: number; name: string };

export type DomainEvent = {
  entity: NotificationEntity;
  operation: NotificationOperation;
  parentId: number;
  objectId?: number | null;
  /** ProposalPage; the cover page by default. */
  page?: number;
  title: string;
  /** Raise the toast (publish, redraft, delete, proposal decisions). */
  toast?: boolean;
  recipients: RecipientSource[];
};

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    is_read: row.is_read === 1,
    created_at: row.created_at,
    toast: row.toast === 1,
    data: {
      entity: row.entity as NotificationEntity,
      operation: row.operation as NotificationOperation,
      parent_id: row.parent_id,
      object_id: row.object_id,
      page: row.page,
      title: row.title,
      user_id: row.actor_id,
      user_name: row.actor_name,
      ngo_user: row.ngo_user === 1,
    },
  };
}

/** The actor's id as notifications record it; 0 for the server itself. */
function actorIdOf(actor: NotificationActor): number {
  return actor.kind === 'system' ? 0 : actor.id;
}

async function resolveRecipients(db: Db, actor: NotificationActor, sources: RecipientSource[]): Promise<number[]> {
  const staffIds = new Set<number>();
  const partnerIds = new Set<number>();
  for (const source of sources) {
    if ('ngo' in source) {
      for (const id of await activePartnerUserIds(db, source.ngo)) partnerIds.add(id);
      continue;
    }
    const found =
      'grant' in source
        ? await grantUserIds(db, source.grant)
        : 'program' in source
          ? await programUserIds(db, source.program)
          : 'permission' in source
            ? await userIdsWithPermission(db, actor.donorId, source.permission)
            : source.users;
    for (const id of found) staffIds.add(id);
  }
  const staff = await activeUsersAmong(db, actor.donorId, [...staffIds]);
  return [...staff, ...partnerIds].filter((id) => id !== actorIdOf(actor));
}

/**
 * Raises a domain event: stores one notification per recipient in the caller's transaction and pushes them to the
 * recipients' live connections once it commits (server/realtime/after-commit.ts). Answers the stored notifications.
 * The notification belongs to the actor's funder (for a partner, the funder of the proposal acted on).
 */
export async function notify(db: Db, actor: NotificationActor, event: DomainEvent): Promise<Notification[]> {
  const recipients = await resolveRecipients(db, actor, event.recipients);
  if (recipients.length === 0) return [];
  const name = actor.kind === 'system' ? actor.name : await actorName(db, actor.id);
  const createdAt = nowIso();
  const rows = await insertNotifications(
    db,
    recipients.map((userId) => ({
      donor_id: actor.donorId,
      user_id: userId,
      toast: event.toast ? 1 : 0,
      entity: event.entity,
      operation: event.operation,
      parent_id: event.parentId,
      object_id: event.objectId ?? null,
      page: event.page ?? ProposalPage.COVER_PAGE,
      title: event.title,
      actor_id: actorIdOf(actor),
      actor_name: name,
      ngo_user: actor.kind === 'partner' ? 1 : 0,
      created_at: createdAt,
    })),
  );
  const deliveries = rows.map((row) => ({ userId: row.user_id, notification: toNotification(row) }));
  afterCommit(db, (committed) => hubOfDatabase(committed)?.push(deliveries));
  return deliveries.map((delivery) => delivery.notification);
}

export async function notificationsPage(portal: PortalContext, staff: SignedInAccount, query: NotificationListQuery): Promise<NotificationList> {
  const [{ total, rows }, unread] = await Promise.all([pageNotifications(portal.db, staff.id, query), countUnread(portal.db, staff.id)]);
  return { data: rows.map(toNotification), total, unread_total: unread };
}

export async function markNotificationRead(portal: PortalContext, staff: SignedInAccount, id: number): Promise<true> {
  if (!(await markRead(portal.db, staff.id, id))) throw notFound('notification');
  return true;
}

export async function markAllNotificationsRead(portal: PortalContext, staff: SignedInAccount): Promise<true> {
  await markAllRead(portal.db, staff.id);
  return true;
}
