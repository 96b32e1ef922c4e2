import {
  riskFigures,
  type FrameworkInput,
  type FrameworkInputOf,
  type FrameworkItemOf,
  type FrameworkKind,
} from '#contract/program-framework';

/**
 * The outbox entity of every framework change. The outbox finds the actions of a record queued before a reload in
 * `src/features/<entity>/api/` (src/offline/outbox-runtime.ts), so the entity is this folder's name. Its id is the
 * program's: one program's changes go in order and share the framework's version (decision 132).
 */
export const FRAMEWORK_ENTITY = 'program-framework';

/** Outbox action types; written once, read by the actions and by the overlays. */
export const FRAMEWORK_ACTION = {
  create: 'program-framework.create',
  update: 'program-framework.update',
  delete: 'program-framework.delete',
} as const;

type ChangeOf = { programId: number; programTitle: string; kind: FrameworkKind };
/** `clientKey` names the item until the server gives it an id (a pending row needs a stable React key). */
export type CreateItemPayload = ChangeOf & { clientKey: string; values: FrameworkInput };
export type UpdateItemPayload = ChangeOf & { itemId: number; values: FrameworkInput };
export type DeleteItemPayload = ChangeOf & { itemId: number; title: string };

/** What the outbox tells about a queued change: its type and payload are all an overlay needs. */
export type QueuedChange = { type: string; payload: unknown };

/** An item as the page shows it: the server's, with the user's queued changes laid over it. */
export type ShownItem<Kind extends FrameworkKind = FrameworkKind> = {
  key: string;
  /** null while the item waits to be created. */
  id: number | null;
  item: FrameworkItemOf<Kind>;
  /** A change to this item is waiting for the server. */
  pending: boolean;
  /** The item will be deleted once the queue reaches the server. */
  deleting: boolean;
};

/** What the server derives from an input, as far as the page can tell before it answers. */
function derived(kind: FrameworkKind, values: FrameworkInput) {
  if (kind !== 'risk') return {};
  const risk = values as FrameworkInputOf<'risk'>;
  return riskFigures(risk.likelihood, risk.impact);
}

/** The item an update leaves: the input's fields over the item's, derived figures recomputed. */
export function itemWithValues<Kind extends FrameworkKind>(kind: Kind, item: FrameworkItemOf<Kind>, values: FrameworkInput): FrameworkItemOf<Kind> {
  return { ...item, ...values, ...derived(kind, values) };
}

/**
 * A queued creation drawn as an item: its input, no links counted yet. The counts of every kind are set (a kind
 * reads only its own), so one shape serves the eight kinds.
 */
export function itemFromValues<Kind extends FrameworkKind>(kind: Kind, programId: number, values: FrameworkInput): FrameworkItemOf<Kind> {
  const pending = {
    id: 0,
    program_id: programId,
    created_at: '',
    updated_at: null,
    outcomes_count: 0,
    proposals_count: 0,
    projects: [],
    outputs_count: 0,
    indicators_count: 0,
    activities_count: 0,
    result_kind: 'output',
    ...values,
    ...derived(kind, values),
  };
  // The input of a kind plus every kind's counts is that kind's item (contract FRAMEWORK_ITEM_SCHEMAS).
  return pending as unknown as FrameworkItemOf<Kind>;
}

function isChangeOf(payload: unknown, programId: number, kind: FrameworkKind): boolean {
  const change = payload as Partial<ChangeOf> | null;
  return change?.programId === programId && change.kind === kind;
}

/**
 * The kind's items with the queued changes applied in order (oldest first), so the page shows at once what the
 * user did, online or not. Changes to other kinds or programs are ignored.
 */
export function itemsWithQueuedChanges<Kind extends FrameworkKind>(
  kind: Kind,
  programId: number,
  items: readonly FrameworkItemOf<Kind>[],
  queued: readonly QueuedChange[],
): ShownItem<Kind>[] {
  let shown: ShownItem<Kind>[] = items.map((item) => ({ key: `item-${item.id}`, id: item.id, item, pending: false, deleting: false }));
  for (const change of queued) {
    if (!isChangeOf(change.payload, programId, kind)) continue;
    if (change.type === FRAMEWORK_ACTION.create) {
      const payload = change.payload as CreateItemPayload;
      shown = [...shown, { key: `pending-${payload.clientKey}`, id: null, item: itemFromValues(kind, programId, payload.values), pending: true, deleting: false }];
    } else if (change.type === FRAMEWORK_ACTION.update) {
      const payload = change.payload as UpdateItemPayload;
      shown = shown.map((row) => (row.id === payload.itemId ? { ...row, item: itemWithValues(kind, row.item, payload.values), pending: true } : row));
    } else if (change.type === FRAMEWORK_ACTION.delete) {
      const payload = change.payload as DeleteItemPayload;
      shown = shown.map((row) => (row.id === payload.itemId ? { ...row, pending: true, deleting: true } : row));
    }
  }
  return shown;
}
