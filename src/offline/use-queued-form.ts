import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { SERVER_REFUSAL } from '@/ui/form/form-refusal';
import { refusalText } from './outbox-problem';
import type { OutboxError, OutboxRecord } from './outbox-types';
import { useQueuedSubmit, type DialogOutcome, type SubmitQueuedOptions } from './submit-queued';

/** A refusal's per-field messages split into those a form shows on its own fields and the rest. */
export function placeRefusal<Field extends string>(
  error: OutboxError,
  fieldOf: (serverField: string) => Field | null,
): { placed: Partial<Record<Field, string>>; unplaced: string[] } {
  const placed: Partial<Record<Field, string>> = {};
  const unplaced: string[] = [];
  for (const [serverField, messages] of Object.entries(error.fields ?? {})) {
    const field = fieldOf(serverField);
    const [first, ...others] = messages;
    if (field !== null && first !== undefined && placed[field] === undefined) {
      placed[field] = first;
      unplaced.push(...others);
    } else {
      unplaced.push(...messages);
    }
  }
  return { placed, unplaced };
}

/**
 * A refusal laid out for a dialog kept without react-hook-form: the messages for its own fields (`fieldOf` names
 * them), and the text above its buttons (null when the fields show it all).
 */
export function refusalFor<Field extends string>(
  entity: string,
  error: OutboxError,
  i18n: I18n,
  fieldOf: (serverField: string) => Field | null,
): { fields: Partial<Record<Field, string>>; text: string | null } {
  const { placed, unplaced } = placeRefusal(error, fieldOf);
  return { fields: placed, text: refusalText(entity, error, i18n, unplaced) };
}

type QueuedFormOptions<Values extends FieldValues> = {
  /** The change is saved, or left to the outbox: the dialog closes (or the inline form clears). */
  onDone: () => void;
  /** The form field that shows a server field's messages; by default a field of the form with the same name. */
  fieldOf?: (serverField: string) => Path<Values> | null;
};

/**
 * For a react-hook-form dialog that queues a change (decision 143): call the returned function from the form's
 * `handleSubmit` with the action hook's promise. The form stays busy (`isSubmitting`) while the server is asked;
 * a refusal goes on the fields (each its server message) and, for what no field shows, on the form
 * (`FormRefusal`), with what the user typed left as it was.
 */
export function useQueuedForm<Values extends FieldValues, Output = Values>(
  form: UseFormReturn<Values, unknown, Output>,
  { onDone, fieldOf }: QueuedFormOptions<Values>,
): (queued: Promise<OutboxRecord>, options?: Omit<SubmitQueuedOptions, 'signal'>) => Promise<DialogOutcome> {
  const { i18n } = useLingui();
  const submit = useQueuedSubmit();
  return async (queued, options) => {
    const outcome = await submit(queued, options);
    if (outcome.outcome === 'unsaved') return outcome;
    if (outcome.outcome === 'rejected') showRefusal(form, { entity: outcome.entity, error: outcome.error }, i18n, fieldOf);
    else onDone();
    return outcome;
  };
}

/**
 * Puts a refusal on a react-hook-form form: each field's first server message on that field (the first one focused),
 * the rest and the server's message on the form (`FormRefusal`). Also for a refused change reopened from Pending
 * changes, whose dialog starts with its refusal shown.
 */
export function showRefusal<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  { entity, error }: { entity: string; error: OutboxError },
  i18n: I18n,
  fieldOf?: (serverField: string) => Path<Values> | null,
): void {
  const ownField = (serverField: string): Path<Values> | null =>
    Object.hasOwn(form.getValues(), serverField) ? (serverField as Path<Values>) : null;
  const { placed, unplaced } = placeRefusal(error, fieldOf ?? ownField);
  const entries = Object.entries(placed) as Array<[Path<Values>, string]>;
  entries.forEach(([field, message], index) => form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }));
  const text = refusalText(entity, error, i18n, unplaced);
  if (text) form.setError(SERVER_REFUSAL, { type: 'server', message: text });
}
