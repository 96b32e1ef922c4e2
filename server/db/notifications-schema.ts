import type { Generated } from 'kysely';

/** The table of migration 004, beside schema.ts like grants-schema.ts. Same conventions: ISO text timestamps, 0/1 flags. */
export type NotificationTables = {
  notifications: NotificationTable;
};

export type NotificationTable = {
  id: Generated<number>;
  donor_id: number;
  /** The recipient. */
  user_id: number;
  is_read: Generated<number>;
  toast: number;
  entity: string;
  operation: string;
  parent_id: number;
  object_id: number | null;
  page: number;
  title: string;
  /** Who made the change (the notification's data.user_id / user_name). */
  actor_id: number;
  actor_name: string;
  ngo_user: number;
  created_at: string;
};
