import { Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { countriesQuery } from '@/features/reference';
import { currenciesQuery } from '@/features/reference';
import { programOptionsQuery } from '@/features/reference';
import type { OutboxEditorProps, OutboxRecord } from '@/offline/outbox';
import { queueCreateGrant } from '../api/create-grant';
import type { GrantCreatePayload, GrantDeadlinePayload, GrantEditPayload } from '../api/grant-overlays';
import { DeadlineDialog } from './deadline-dialog';
import { GrantEditFormDialog, valuesToInput } from './edit-grant-dialog';
import { GrantForm } from './grant-form';

/*
 * The editors of refused grant changes (decision 145): Pending changes opens them with the rejected record; they are
 * the dialogs of the grant's menu (and the new-grant form), started from what was queued and its refusal.
 */

const useStyles = makeStyles({ surface: { maxWidth: '600px' } });

/** The grant as the refused change saw it: its id and the version it was based on (kept when it is replaced). */
function grantOf(record: OutboxRecord<{ grantId: number }>, deadline: string | null = null) {
  return { id: record.payload.grantId, version: record.baseVersion ?? 0, deadline };
}

export function GrantUpdateEditor({ record, onClose }: OutboxEditorProps<GrantEditPayload>) {
  return (
    <GrantEditFormDialog
      grant={grantOf(record)}
      defaultValues={valuesToInput(record.payload.input)}
      correcting={{ key: record.key, refusal: record.error }}
      onClose={onClose}
    />
  );
}

export function GrantDeadlineEditor({ record, onClose }: OutboxEditorProps<GrantDeadlinePayload>) {
  return (
    <DeadlineDialog
      grant={grantOf(record, record.payload.deadline)}
      mode="update"
      correcting={{ key: record.key, refusal: record.error }}
      onClose={onClose}
    />
  );
}

export function GrantPublishEditor({ record, onClose }: OutboxEditorProps<GrantDeadlinePayload>) {
  return (
    <DeadlineDialog
      grant={grantOf(record, record.payload.deadline)}
      mode="publish"
      correcting={{ key: record.key, refusal: record.error }}
      onClose={onClose}
    />
  );
}

/** A refused new grant: the new-grant form in a dialog, with what was typed. */
export function GrantCreateEditor({ record, onClose }: OutboxEditorProps<GrantCreatePayload>) {
  const styles = useStyles();
  const currencies = useQuery(currenciesQuery());
  const programs = useQuery(programOptionsQuery());
  const countries = useQuery(countriesQuery());
  const [replacing, setReplacing] = useState<string | undefined>(record.key);
  const { author } = record.payload;
  return (
    <Dialog open onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>
            <Trans>New grant</Trans>
          </DialogTitle>
          <DialogContent>
            <GrantForm
              defaultValues={valuesToInput(record.payload.input)}
              currencies={currencies.data}
              programs={programs.data}
              countries={countries.data}
              refusal={record.error}
              submitLabel={<Trans>Create grant</Trans>}
              onCancel={onClose}
              onQueue={(input, labels) => {
                const queued = queueCreateGrant({ input, labels, author }, { replacing });
                setReplacing(undefined);
                return queued;
              }}
              onDone={onClose}
            />
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
