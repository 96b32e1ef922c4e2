import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useQueuedSubmit } from '@/offline/submit-queued';
import type { OutboxRecord } from '@/offline/outbox-types';
import { refusalFor } from '@/offline/use-queued-form';
import { NO_ISSUES, type SectionIssues } from './section-issues';

/** The server's refusal of a save, laid out for an editor: messages by the path of the value, and the rest as text. */
export type SaveRefusal = { fields: Partial<Record<string, string>>; text: string | null };

/** How an editor's form saves: it answers the refusal, or null once saved (or left to the outbox). */
export type SaveSection<Value> = (value: Value) => Promise<SaveRefusal | null>;

/**
 * A save through the outbox (decision 143): waits a moment for the server's answer; a change left queued (offline)
 * is said to be saved on this device; a refusal comes back for the fields, each server field being the path of the
 * value it concerns (the server checks the section with the same schema).
 */
export function useOutboxSave<Value>(
  queue: (value: Value) => Promise<OutboxRecord>,
  /** The path a server field's messages go to; null says them above the Save button. */
  fieldOf: (serverField: string) => string | null = (serverField) => serverField,
): SaveSection<Value> {
  const { i18n } = useLingui();
  const submit = useQueuedSubmit();
  return async (value) => {
    const outcome = await submit(queue(value));
    if (outcome.outcome !== 'rejected') return null;
    return refusalFor(outcome.entity, outcome.error, i18n, fieldOf);
  };
}

/**
 * An editor's save: checked first with the editor's rules (the contract's schemas), sent only when nothing is
 * wrong; the problems found, the server's included, are kept for the fields to show.
 */
export function useSaveState<Value>(onSave: SaveSection<Value>, check: (value: Value) => SectionIssues) {
  const [issues, setIssues] = useState<SectionIssues>(NO_ISSUES);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async (value: Value) => {
    const found = check(value);
    setIssues(found);
    setRefusal(null);
    if (found.size > 0) return;
    setBusy(true);
    try {
      const refused = await onSave(value);
      if (refused) {
        setIssues(new Map(Object.entries(refused.fields).flatMap(([path, message]) => (message === undefined ? [] : [[path, message] as const]))));
        setRefusal(refused.text);
      }
    } finally {
      setBusy(false);
    }
  };
  return { issues, refusal, busy, save };
}
