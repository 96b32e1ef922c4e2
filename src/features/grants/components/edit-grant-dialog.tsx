import { Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Grant, GrantInput } from '#contract/grants';
import { countriesQuery } from '@/features/reference';
import { currenciesQuery } from '@/features/reference';
import { programOptionsQuery } from '@/features/reference';
import { useOutbox, type OutboxError } from '@/offline/outbox';
import type { GrantInputValues } from '../api/grant-overlays';
import { queueUpdateGrant, updateGrantAction } from '../api/update-grant';
import { GrantForm } from './grant-form';

const useStyles = makeStyles({ surface: { maxWidth: '600px' } });

/** The form's values for an existing grant: numbers as the inputs show them. */
export function grantToInput(grant: Grant): GrantInput {
  return {
    title: grant.title,
    description: grant.description ?? '',
    eligibility: grant.eligibility ?? '',
    currency_id: grant.currency_id,
    min_size: grant.min_size,
    max_size: grant.max_size,
    programs: grant.programs.map((program) => ({ programId: program.programId, percent: program.percent })),
    countries: grant.countries,
  };
}

/** The form's values for a queued edit or creation being corrected: what the user typed then. */
export function valuesToInput(input: GrantInputValues): GrantInput {
  return { ...input, description: input.description ?? '', eligibility: input.eligibility ?? '' };
}

/** Edits a draft in a dialog (600 wide, spec section 9); the change is queued with the version shown. */
export function EditGrantDialog({ grant, onClose }: { grant: Grant; onClose: () => void }) {
  const { rejected } = useOutbox();
  // A previous edit of this grant that the server refused: its field messages go on the fields.
  const refused = rejected.findLast((record) => record.type === updateGrantAction.type && record.entityId === grant.id);
  return <GrantEditFormDialog grant={grant} defaultValues={grantToInput(grant)} serverFields={refused?.error?.fields} onClose={onClose} />;
}

/** A refused edit reopened from Pending changes (decision 145): what was typed, its refusal, the record it replaces. */
export type GrantEditCorrection = { key: string; input: GrantInputValues; refusal: OutboxError | undefined };

type GrantEditFormDialogProps = {
  grant: Pick<Grant, 'id' | 'version'>;
  defaultValues: GrantInput;
  serverFields?: Record<string, string[]> | undefined;
  correcting?: Omit<GrantEditCorrection, 'input'> | undefined;
  onClose: () => void;
};

export function GrantEditFormDialog({ grant, defaultValues, serverFields, correcting, onClose }: GrantEditFormDialogProps) {
  const styles = useStyles();
  const currencies = useQuery(currenciesQuery());
  const programs = useQuery(programOptionsQuery());
  const countries = useQuery(countriesQuery());
  // Once the correction has been sent and answered, a new save is a new change.
  const [replacing, setReplacing] = useState(correcting?.key);

  return (
    <Dialog open onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>
            <Trans>Edit grant</Trans>
          </DialogTitle>
          <DialogContent>
            <GrantForm
              defaultValues={defaultValues}
              currencies={currencies.data}
              programs={programs.data}
              countries={countries.data}
              serverFields={serverFields}
              refusal={correcting?.refusal}
              submitLabel={<Trans>Save</Trans>}
              onCancel={onClose}
              onQueue={(input, labels) => {
                const queued = queueUpdateGrant(grant, { input, labels }, { replacing });
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
