import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import { InitiativeFilter } from '@/features/dashboard';
import { CountryFilter } from '@/features/ngos';
import { ProposalGrantFilter } from '@/features/proposals';
import { PRINT_HIDDEN } from '@/ui/printable-report';
import type { InspireFilter } from '../api/inspire-keys';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
});

type InspireFiltersProps = { filter: InspireFilter; onChange: (patch: Partial<InspireFilter>) => void };

/** One initiative, country and grant, kept in the URL by the route (the dashboard's filters, without its period). */
export function InspireFilters({ filter, onChange }: InspireFiltersProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const filtered = filter.grant_id !== undefined || filter.program_id !== undefined || filter.country_id !== undefined;
  return (
    <div className={styles.bar} role="group" aria-label={t`Filters`} {...PRINT_HIDDEN}>
      <InitiativeFilter value={filter.program_id} onChange={(program_id) => onChange({ program_id })} />
      <CountryFilter value={filter.country_id} onChange={(country_id) => onChange({ country_id })} />
      <ProposalGrantFilter value={filter.grant_id} onChange={(grant_id) => onChange({ grant_id })} />
      {filtered ? (
        <Button appearance="subtle" icon={<DismissRegular />} onClick={() => onChange({ grant_id: undefined, program_id: undefined, country_id: undefined })}>
          {t`Clear filters`}
        </Button>
      ) : null}
    </div>
  );
}
