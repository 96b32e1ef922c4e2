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
  const ownField = (serverField: string): Path<Values> | null =>
    Object.hasOwn(form.getValues(), serverField) ? (serverField as Path<Values>) : null;
  return async (queued, options) => {
    const outcome = await submit(queued, options);
    if (outcome.outcome === 'unsaved') return outcome;
    if (outcome.outcome !== 'rejected') {
      onDone();
      return outcome;
    }
    const { placed, unplaced } = placeRefusal(outcome.error, fieldOf ?? ownField);
    const entries = Object.entries(placed) as Array<[Path<Values>, string]>;
    entries.forEach(([field, message], index) => form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }));
    const text = refusalText(outcome.entity, outcome.error, i18n, unplaced);
    if (text) form.setError(SERVER_REFUSAL, { type: 'server', message: text });
    return outcome;
  };
}
