import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { refusalText } from './outbox-problem';
import type { OutboxRecord } from './outbox-types';
import { useQueuedSubmit, type SubmitQueuedOptions } from './submit-queued';

/**
 * For a confirmation that queues a change (reject, delete, redraft…): the dialog stays open and busy a moment while
 * the server answers (decision 143). A refusal is shown in it (`refusal`, for ConfirmDialog) and the change leaves
 * the outbox; anything else closes it through `onDone`.
 */
export function useQueuedConfirm(): {
  busy: boolean;
  refusal: string | null;
  confirm: (queued: Promise<OutboxRecord>, options: Omit<SubmitQueuedOptions, 'signal'> & { onDone: () => void }) => Promise<void>;
  /** Forget the last refusal: the dialog is closed, or opened for something else. */
  reset: () => void;
} {
  const { i18n } = useLingui();
  const submit = useQueuedSubmit();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  return {
    busy,
    refusal,
    async confirm(queued, { onDone, ...options }) {
      setBusy(true);
      setRefusal(null);
      const outcome = await submit(queued, options);
      setBusy(false);
      if (outcome.outcome === 'unsaved') return;
      if (outcome.outcome !== 'rejected') {
        onDone();
        return;
      }
      // A confirmation has no fields: every message of the refusal is said in the dialog.
      const messages = Object.values(outcome.error.fields ?? {}).flat();
      setRefusal(refusalText(outcome.entity, outcome.error, i18n, messages));
    },
    reset: () => setRefusal(null),
  };
}
