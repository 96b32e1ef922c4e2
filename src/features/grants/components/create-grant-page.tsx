import { Card, MessageBar, MessageBarBody, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { CurrentUser } from '#contract/auth';
import type { GrantInput } from '#contract/grants';
import type { ProgramDefaults } from '#contract/reference';
import { countriesQuery } from '@/features/reference';
import { currenciesQuery } from '@/features/reference';
import { programDefaultsQuery } from '@/features/reference';
import { programOptionsQuery } from '@/features/reference';
import { discardRecord } from '@/offline/outbox';
import { runQueued } from '@/offline/run-queued';
import { showMessage } from '@/ui/toasts/message-bus';
import { queueCreateGrant, useGrantCreation } from '../api/create-grant';
import { EMPTY_GRANT_INPUT, GrantForm } from './grant-form';
import { useMinimumDuration } from '@/ui/loading';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '760px' },
});

/** A new grant starts from the funder's usual currency and, for a one-program funder, that program at 100%. */
export function newGrantInput(defaults: ProgramDefaults | undefined): GrantInput {
  if (!defaults) return EMPTY_GRANT_INPUT;
  return { ...EMPTY_GRANT_INPUT, currency_id: defaults.currency_id ?? 0, programs: defaults.programs.map((program) => ({ ...program })) };
}

type CreateGrantPageProps = {
  author: Pick<CurrentUser, 'id' | 'name'>;
  /** The server created the grant: its page opens. */
  onCreated: (grantId: number) => void;
  /** Kept on this device until the connection is back: the list opens, the grant first, marked pending. */
  onQueued: () => void;
  onCancel: () => void;
};

/**
 * /grants/new: the grant is queued in the outbox (it can be drafted offline). Online, the page waits for the
 * server's answer and opens the new grant with a confirmation; offline, or without an answer in time, it goes back
 * to the list, where the grant leads the first page as pending, and says when it will be created.
 */
export function CreateGrantPage({ author, onCreated, onQueued, onCancel }: CreateGrantPageProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const currencies = useQuery(currenciesQuery());
  const programs = useQuery(programOptionsQuery());
  const countries = useQuery(countriesQuery());
  const defaults = useQuery(programDefaultsQuery());
  const [recordKey, setRecordKey] = useState<string | null>(null);
  const creation = useGrantCreation(recordKey);
  const leaving = useRef(false);

  useEffect(() => {
    if (leaving.current || !creation) return;
    if (creation.kind === 'created') {
      leaving.current = true;
      showMessage({ intent: 'success', text: t`Grant created` });
      onCreated(creation.grantId);
    } else if (creation.kind === 'queued') {
      leaving.current = true;
      showMessage({
        intent: 'warning',
        text: navigator.onLine
          ? t`The server has not answered yet. The grant is kept on this device and will be created as soon as it does.`
          : t`You are offline. The grant will be created when the connection is back.`,
      });
      onQueued();
    }
  }, [creation, onCreated, onQueued, t]);

  // Wait for the defaults once (from the cache offline); the form reads its initial values only at mount.
  // Once shown, the spinner stays 200 ms (spec section 9).
  const ready = !useMinimumDuration(defaults.isPending);
  const refused = creation?.kind === 'refused' ? creation : null;
  return (
    <section className={styles.page} aria-labelledby="new-grant-title">
      <Title2 as="h1" id="new-grant-title">
        <Trans>New grant</Trans>
      </Title2>
      {refused ? (
        <MessageBar intent="error">
          <MessageBarBody>
            {refused.error?.message ? refused.error.message : <Trans>The server refused the grant.</Trans>}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <Card>
        {ready ? (
          <GrantForm
            defaultValues={newGrantInput(defaults.data)}
            currencies={currencies.data}
            programs={programs.data}
            countries={countries.data}
            serverFields={refused?.error?.fields}
            submitLabel={<Trans>Create grant</Trans>}
            busy={creation?.kind === 'sending'}
            onCancel={onCancel}
            onSubmit={async (input, labels) => {
              // Sent again after a refusal: the corrected grant replaces the refused one in Pending changes.
              if (recordKey && refused) await discardRecord(recordKey);
              const record = await runQueued(queueCreateGrant({ input, labels, author: { id: author.id, name: author.name } }));
              if (record) setRecordKey(record.key);
            }}
          />
        ) : (
          <Spinner label={t`Loading`} />
        )}
        {creation?.kind === 'sending' ? <Spinner size="tiny" label={t`Creating the grant…`} /> : null}
      </Card>
    </section>
  );
}
