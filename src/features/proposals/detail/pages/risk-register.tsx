import { Button, Caption1, Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, ShieldErrorRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { RISK_CATEGORIES } from '#contract/enums';
import type { Risk } from '#contract/proposals';
import { EmptyState } from '@/ui/list/empty-state';
import { NO_RISK_FILTER, filterRisks, isFiltered, type RiskFilter } from './risk-filters';
import { RISK_CATEGORY_LABELS, RISK_LEVELS_BY_SEVERITY, RISK_LEVEL_LOOK } from './risk-labels';
import { RiskTable, type RiskColumn } from './risk-table';

const useStyles = makeStyles({
  filters: { display: 'flex', alignItems: 'flex-end', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  filter: { minWidth: '200px' },
  count: { color: tokens.colorNeutralForeground3, marginInlineStart: 'auto' },
});

const ALL = 'all';

/**
 * Filters a register adds to category and level (the project's status and matrix cell): which risks they keep,
 * whether any is set, how to clear them, and their controls, drawn in the same bar.
 */
export type ExtraRiskFilters<Entry extends Risk> = {
  matches: (risk: Entry) => boolean;
  active: boolean;
  clear: () => void;
  controls: ReactNode;
};

type RiskRegisterProps<Entry extends Risk> = {
  risks: readonly Entry[];
  filter: RiskFilter;
  onFilter: (filter: RiskFilter) => void;
  extraFilters?: ExtraRiskFilters<Entry>;
  extraColumns?: readonly RiskColumn<Entry>[];
};

/** The filters of the register: category and level, each "all" by default. */
export function RiskFilters({
  filter,
  onFilter,
  shown,
  total,
  extra,
  filtered = isFiltered(filter),
  onClear = () => onFilter(NO_RISK_FILTER),
}: {
  filter: RiskFilter;
  onFilter: (filter: RiskFilter) => void;
  shown: number;
  total: number;
  /** More controls after category and level. */
  extra?: ReactNode;
  /** Whether any filter is set, the extra ones included. */
  filtered?: boolean;
  onClear?: () => void;
}) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  return (
    <div className={styles.filters} role="search" aria-label={t`Filter the risks`}>
      <Field className={styles.filter} label={t`Category`} size="small">
        <Select
          size="small"
          value={filter.category ?? ALL}
          onChange={(_, data) => onFilter({ ...filter, category: RISK_CATEGORIES.find((category) => category === data.value) ?? null })}
        >
          <option value={ALL}>{t`All categories`}</option>
          {RISK_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {i18n._(RISK_CATEGORY_LABELS[category])}
            </option>
          ))}
        </Select>
      </Field>
      <Field className={styles.filter} label={t`Level`} size="small">
        <Select
          size="small"
          value={filter.level === null ? ALL : String(filter.level)}
          onChange={(_, data) => onFilter({ ...filter, level: RISK_LEVELS_BY_SEVERITY.find((level) => String(level) === data.value) ?? null })}
        >
          <option value={ALL}>{t`All levels`}</option>
          {RISK_LEVELS_BY_SEVERITY.map((level) => (
            <option key={level} value={level}>
              {i18n._(RISK_LEVEL_LOOK[level].label)}
            </option>
          ))}
        </Select>
      </Field>
      {extra}
      {filtered ? (
        <Button size="small" appearance="subtle" icon={<DismissRegular />} onClick={onClear}>
          <Trans>Clear filters</Trans>
        </Button>
      ) : null}
      <Caption1 className={styles.count} role="status">
        <Trans>
          {shown} of {total} risks
        </Trans>
      </Caption1>
    </div>
  );
}

/**
 * The risk register (spec section 3 "risks"): every risk with its category, likelihood, impact, score and level,
 * response strategy, mitigation, owner and whether it has materialised; most serious first.
 */
export function RiskRegister<Entry extends Risk>({ risks, filter, onFilter, extraFilters, extraColumns }: RiskRegisterProps<Entry>) {
  const { t } = useLingui();
  const shown = filterRisks(risks, filter).filter((risk) => extraFilters?.matches(risk) ?? true);
  const filtered = isFiltered(filter) || (extraFilters?.active ?? false);
  const clear = () => {
    onFilter(NO_RISK_FILTER);
    extraFilters?.clear();
  };
  return (
    <>
      <RiskFilters
        filter={filter}
        onFilter={onFilter}
        shown={shown.length}
        total={risks.length}
        extra={extraFilters?.controls}
        filtered={filtered}
        onClear={clear}
      />
      {shown.length === 0 ? (
        <EmptyState
          icon={<ShieldErrorRegular />}
          title={risks.length === 0 ? <Trans>No risk identified</Trans> : <Trans>No risk matches these filters</Trans>}
          action={
            filtered ? (
              <Button onClick={clear}>
                <Trans>Clear filters</Trans>
              </Button>
            ) : undefined
          }
        />
      ) : (
        <RiskTable risks={shown} label={t`Risk register`} extraColumns={extraColumns} />
      )}
    </>
  );
}
