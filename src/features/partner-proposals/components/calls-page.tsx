import { Button, Field, Select, makeStyles } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '#contract/constants';
import { isLocale } from '#contract/enums';
import { countryName } from '@/lib/reference-names';
import { EmptyState } from '@/ui/list/empty-state';
import { ListPage } from '@/ui/list/list-page';
import { partnerCallsQuery } from '../api/get-partner-calls';
import type { PartnerCallListQuery } from '../api/partner-proposal-keys';
import { CallCard } from './call-card';
import { callFilterOptions, type FilterOption } from './call-filter-options';

const useStyles = makeStyles({
  filter: { minWidth: '180px' },
});

/** The first page of every open call, from which the filters' choices are read (contract MAX_PAGE_SIZE). */
export const FILTER_SOURCE_QUERY: PartnerCallListQuery = { page: 1, rows: MAX_PAGE_SIZE };

function OptionFilter({ label, all, value, options, onChange }: {
  label: string;
  all: string;
  value: number | undefined;
  options: readonly FilterOption[];
  onChange: (id: number | undefined) => void;
}) {
  const styles = useStyles();
  return (
    <Field label={label} className={styles.filter}>
      <Select value={value === undefined ? '' : String(value)} onChange={(_, data) => onChange(data.value === '' ? undefined : Number(data.value))}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}

type CallsPageProps = { search: PartnerCallListQuery; onSearchChange: (patch: Partial<PartnerCallListQuery>) => void };

/**
 * /partner/calls (issue 13 item 4): the published grants of every funder whose deadline has not passed, with search,
 * filters by funder, country and initiative, and paging. Read from the persisted cache offline once seen.
 */
export function CallsPage({ search, onSearchChange }: CallsPageProps) {
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const calls = useQuery({ ...partnerCallsQuery(search), placeholderData: keepPreviousData });
  const source = useQuery(partnerCallsQuery(FILTER_SOURCE_QUERY));
  const options = callFilterOptions(source.data?.data ?? []);
  const filtered = search.donor_id !== undefined || search.country_id !== undefined || search.program_id !== undefined;
  const text = search.search;
  return (
    <ListPage
      title={<Trans>Open calls</Trans>}
      list={calls}
      search={search}
      onSearchChange={onSearchChange}
      searchLabel={t`Search open calls`}
      filters={
        <>
          <OptionFilter
            label={t`Funder`}
            all={t`All funders`}
            value={search.donor_id}
            options={options.funders}
            onChange={(donor_id) => onSearchChange({ donor_id, page: 1 })}
          />
          <OptionFilter
            label={t`Country`}
            all={t`All countries`}
            value={search.country_id}
            options={options.countries
              .map((country) => ({ id: country.id, name: countryName(country, locale) }))
              .toSorted((a, b) => a.name.localeCompare(b.name, locale))}
            onChange={(country_id) => onSearchChange({ country_id, page: 1 })}
          />
          <OptionFilter
            label={t`Initiative`}
            all={t`All initiatives`}
            value={search.program_id}
            options={options.programs}
            onChange={(program_id) => onSearchChange({ program_id, page: 1 })}
          />
        </>
      }
      cards={{ label: t`Open calls`, renderCard: (call) => <CallCard call={call} /> }}
      empty={
        <EmptyState
          title={text ? <Trans>No open call matches "{text}"</Trans> : filtered ? <Trans>No open calls with these filters</Trans> : <Trans>No open calls at the moment</Trans>}
          action={
            text || filtered ? (
              <Button
                appearance="secondary"
                onClick={() => onSearchChange({ search: undefined, donor_id: undefined, country_id: undefined, program_id: undefined, page: 1 })}
              >
                <Trans>Clear the filters</Trans>
              </Button>
            ) : undefined
          }
        />
      }
    />
  );
}
