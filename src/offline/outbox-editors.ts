import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { OutboxAction, OutboxRecord } from './outbox-types';

/**
 * What an editor gets: the rejected record (its payload, files included, prefills the dialog; its error goes on the
 * fields) and a way to close. Saving queues the corrected change with `{ replacing: record.key }`, so it takes the
 * refused one's place under a new idempotency key (decision 145).
 */
export type OutboxEditorProps<Payload> = { record: OutboxRecord<Payload>; onClose: () => void };

type AnyEditor = ComponentType<OutboxEditorProps<unknown>>;

const loaders = new Map<string, () => Promise<AnyEditor>>();
const loaded = new Map<string, LazyExoticComponent<AnyEditor>>();

/**
 * Declares the dialog that corrects a refused record of `action` (Pending changes, "Edit and send again"). Called
 * beside `defineOutboxAction` in the action's module, which the outbox loads for records queued before a reload;
 * the dialog itself is fetched when first opened.
 */
export function defineOutboxEditor<Payload, Answer, Entity>(
  action: OutboxAction<Payload, Answer, Entity>,
  load: () => Promise<ComponentType<OutboxEditorProps<Payload>>>,
): void {
  // Like the actions registry: a record only ever meets the editor of its own type, so of its own payload.
  loaders.set(action.type, load as unknown as () => Promise<AnyEditor>);
  loaded.delete(action.type);
}

/** The editor of an action type, ready to render inside Suspense; undefined when the action has none. */
export function outboxEditorFor(type: string): LazyExoticComponent<AnyEditor> | undefined {
  const load = loaders.get(type);
  if (!load) return undefined;
  let editor = loaded.get(type);
  if (!editor) {
    editor = lazy(() => load().then((component) => ({ default: component })));
    loaded.set(type, editor);
  }
  return editor;
}
