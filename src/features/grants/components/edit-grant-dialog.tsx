import { Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { Grant, GrantInput } from '#contract/grants';
import { countriesQuery } from '@/features/reference/api/get-countries';
import { currenciesQuery } from '@/features/reference/api/get-currencies';
import { programOptionsQuery } from '@/features/reference/api/get-program-options';
import { useOutbox } from '@/offline/outbox';
import { queueUpdateGrant, updateGrantAction } from '../api/update-grant';
import { GrantForm } from './grant-form';
import { runQueued } from '@/offline/run-queued';

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

/** Edits a draft in a dialog (600 wide, spec section 9); the change is queued with the version shown. */
export function EditGrantDialog({ grant, onClose }: { grant: Grant; onClose: () => void }) {
  const styles = useStyles();
  const currencies = useQuery(currenciesQuery());
  const programs = useQuery(programOptionsQuery());
  const countries = useQuery(countriesQuery());
  const { rejected } = useOutbox();
  // A previous edit of this grant that the server refused: its field messages go on the fields.
  const refused = rejected.findLast((record) => record.type === updateGrantAction.type && record.entityId === grant.id);

  return (
    <Dialog open onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>
            <Trans>Edit grant</Trans>
          </DialogTitle>
          <DialogContent>
            <GrantForm
              defaultValues={grantToInput(grant)}
              currencies={currencies.data}
              programs={programs.data}
              countries={countries.data}
              serverFields={refused?.error?.fields}
              submitLabel={<Trans>Save</Trans>}
              onCancel={onClose}
              onSubmit={async (input, labels) => {
                if (await runQueued(queueUpdateGrant(grant, { input, labels }))) onClose();
              }}
            />
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
