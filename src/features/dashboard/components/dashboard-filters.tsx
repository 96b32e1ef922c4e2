import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DASHBOARD_MAX_MONTHS } from '#contract/constants';
import { isMonth } from '#contract/months';
import { CountryFilter } from '@/features/ngos';
import { ProposalGrantFilter } from '@/features/proposals';
import type { DashboardFilter } from '../api/dashboard-keys';
import { isFiltered, periodProblem, type PeriodProblem } from './dashboard-search-params';
import { InitiativeFilter } from './initiative-filter';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  month: { width: '11rem' },
});

type DashboardFiltersProps = {
  filter: DashboardFilter;
  onChange: (patch: Partial<DashboardFilter>) => void;
};

type Bound = 'from' | 'to';

/**
 * The dashboard's filters, kept in the URL by the route: the period (from and to months) and one grant, initiative
 * or country. A period the API would refuse (its end before its start, more than DASHBOARD_MAX_MONTHS months) is
 * not sent: the month field says why and the figures stay as they are.
 */
export function DashboardFilters({ filter, onChange }: DashboardFiltersProps) {
  const styles = useStyles();
  const { t } = useLingui();
  // What the user typed into a month field while it cannot be applied; null: the field shows the filter's month.
  const [typed, setTyped] = useState<{ bound: Bound; value: string; problem: PeriodProblem } | null>(null);

  const problemText = (problem: PeriodProblem) =>
    problem === 'endBeforeStart' ? t`The end month must not be before the start month.` : t`Choose a period of at most ${DASHBOARD_MAX_MONTHS} months.`;

  const changeMonth = (bound: Bound, value: string) => {
    const month = isMonth(value) ? value : undefined;
    // '' is a cleared field (the browser's month field reports nothing while a month is half typed).
    if (value !== '' && !month) return;
    const next = { from: filter.from, to: filter.to, [bound]: month };
    const problem = periodProblem(next.from, next.to);
    if (problem) {
      setTyped({ bound, value, problem });
      return;
    }
    setTyped(null);
    onChange({ [bound]: month });
  };

  const monthField = (bound: Bound, label: string) => {
    const own = typed?.bound === bound ? typed : null;
    return (
      <Field label={label} validationMessage={own ? problemText(own.problem) : undefined} validationState={own ? 'error' : 'none'}>
        <Input className={styles.month} type="month" value={own?.value ?? filter[bound] ?? ''} onChange={(_, data) => changeMonth(bound, data.value)} />
      </Field>
    );
  };

  return (
    <div className={styles.bar} role="group" aria-label={t`Filters`}>
      {monthField('from', t`From`)}
      {monthField('to', t`To`)}
      <ProposalGrantFilter value={filter.grant_id} onChange={(grant_id) => onChange({ grant_id })} />
      <InitiativeFilter value={filter.program_id} onChange={(program_id) => onChange({ program_id })} />
      <CountryFilter value={filter.country_id} onChange={(country_id) => onChange({ country_id })} />
      {isFiltered(filter) || typed ? (
        <Button
          appearance="subtle"
          icon={<DismissRegular />}
          onClick={() => {
            setTyped(null);
            onChange({ from: undefined, to: undefined, grant_id: undefined, program_id: undefined, country_id: undefined });
          }}
        >
          {t`Clear filters`}
        </Button>
      ) : null}
    </div>
  );
}
