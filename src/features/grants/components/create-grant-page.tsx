import { Card, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '#contract/auth';
import type { GrantInput } from '#contract/grants';
import type { ProgramDefaults } from '#contract/reference';
import { countriesQuery } from '@/features/reference/api/get-countries';
import { currenciesQuery } from '@/features/reference/api/get-currencies';
import { programDefaultsQuery } from '@/features/reference/api/get-program-defaults';
import { programOptionsQuery } from '@/features/reference/api/get-program-options';
import { queueCreateGrant } from '../api/create-grant';
import { EMPTY_GRANT_INPUT, GrantForm } from './grant-form';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '760px' },
});

/** A new grant starts from the funder's usual currency and, for a one-program funder, that program at 100%. */
export function newGrantInput(defaults: ProgramDefaults | undefined): GrantInput {
  if (!defaults) return EMPTY_GRANT_INPUT;
  return { ...EMPTY_GRANT_INPUT, currency_id: defaults.currency_id ?? 0, programs: defaults.programs.map((program) => ({ ...program })) };
}

type CreateGrantPageProps = { author: Pick<CurrentUser, 'id' | 'name'>; onDone: () => void };

/**
 * /grants/new: the grant is queued in the outbox (it can be drafted offline) and the user goes back to the
 * list, where it shows as pending until the server has it.
 */
export function CreateGrantPage({ author, onDone }: CreateGrantPageProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const currencies = useQuery(currenciesQuery());
  const programs = useQuery(programOptionsQuery());
  const countries = useQuery(countriesQuery());
  const defaults = useQuery(programDefaultsQuery());
  // Wait for the defaults once (from the cache offline); the form reads its initial values only at mount.
  const ready = !defaults.isPending;
  return (
    <section className={styles.page} aria-labelledby="new-grant-title">
      <Title2 as="h1" id="new-grant-title">
        <Trans>New grant</Trans>
      </Title2>
      <Card>
        {ready ? (
          <GrantForm
            defaultValues={newGrantInput(defaults.data)}
            currencies={currencies.data}
            programs={programs.data}
            countries={countries.data}
            submitLabel={<Trans>Create grant</Trans>}
            onCancel={onDone}
            onQueue={(input, labels) => queueCreateGrant({ input, labels, author: { id: author.id, name: author.name } })}
            onDone={onDone}
          />
        ) : (
          <Spinner label={t`Loading`} />
        )}
      </Card>
    </section>
  );
}
