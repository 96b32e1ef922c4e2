import { Caption1, Subtitle2, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isLocale } from '#contract/enums';
import { formatCount, formatPercent } from '@/lib/format-money';
import { countryName } from '@/lib/reference-names';
import { CountBars, SplitBars } from '@/ui/charts/lazy-charts';
import type { DashboardFilter } from '../api/dashboard-keys';
import { beneficiariesInsightQuery } from '../api/get-beneficiaries-insight';
import { BENEFICIARY_SEX_LABEL, BENEFICIARY_TYPE_LABEL, useMonthLabel } from './dashboard-labels';
import { ChartAndTable, DashboardPanel, FiguresTable, NothingInPeriod, PanelPlaceholder } from './dashboard-panel';
import { TimelinePeriod } from './period-text';

const useStyles = makeStyles({
  headline: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: tokens.spacingHorizontalXXL, rowGap: tokens.spacingVerticalS, margin: 0 },
  figure: { display: 'flex', flexDirection: 'column' },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0 },
  part: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
});

const share = (count: number, total: number) => formatPercent(total > 0 ? (count / total) * 100 : 0);

/** People the projects reached for the first time, as the organisations reported them (GET /Dashboard/GetBeneficiariesInsight). */
export function BeneficiariesPanel({ filter }: { filter: DashboardFilter }) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const monthLabel = useMonthLabel();
  const insight = useQuery({ ...beneficiariesInsightQuery(filter), placeholderData: keepPreviousData });
  const title = t`Beneficiaries reached`;
  const data = insight.data;
  if (!data) {
    return (
      <DashboardPanel id="dashboard-beneficiaries" title={title}>
        <PanelPlaceholder error={insight.error} />
      </DashboardPanel>
    );
  }
  const total = data.total;
  const months = data.by_month.map((point) => ({ ...point, label: monthLabel(point.month) }));
  const female = i18n._(BENEFICIARY_SEX_LABEL.female);
  const male = i18n._(BENEFICIARY_SEX_LABEL.male);
  const types = data.by_type.map((entry) => ({ key: entry.type, label: i18n._(BENEFICIARY_TYPE_LABEL[entry.type]), count: entry.count }));
  return (
    <DashboardPanel id="dashboard-beneficiaries" title={title} period={<TimelinePeriod months={data.months} />} stale={insight.isPlaceholderData}>
      {total === 0 ? (
        <NothingInPeriod>
          <Trans>No beneficiaries were reported in these months.</Trans>
        </NothingInPeriod>
      ) : (
        <>
          <dl className={styles.headline}>
            <div className={styles.figure}>
              <dt className={styles.term}>
                <Trans>People reached</Trans>
              </dt>
              <dd className={styles.value}>
                <Title2>{formatCount(total)}</Title2>
              </dd>
            </div>
            {data.by_sex.map((entry) => (
              <div key={entry.sex} className={styles.figure}>
                <dt className={styles.term}>{i18n._(BENEFICIARY_SEX_LABEL[entry.sex])}</dt>
                <dd className={styles.value}>
                  <Subtitle2>{formatCount(entry.count)}</Subtitle2> <Caption1>{share(entry.count, total)}</Caption1>
                </dd>
              </div>
            ))}
          </dl>
          <ChartAndTable>
            <SplitBars
              caption={t`People reached per month, female and male`}
              labels={{ first: female, second: male }}
              groups={months.map((point) => ({ label: point.label, first: point.female, second: point.male }))}
            />
            <FiguresTable
              label={t`Beneficiaries per month`}
              columns={[
                { key: 'month', label: t`Month` },
                { key: 'female', label: female, numeric: true },
                { key: 'male', label: male, numeric: true },
                { key: 'total', label: t`Total`, numeric: true },
              ]}
              rows={months.map((point) => ({ key: point.month, cells: [point.label, formatCount(point.female), formatCount(point.male), formatCount(point.total)] }))}
              totals={{
                key: 'total',
                cells: [
                  t`Total`,
                  ...(['female', 'male', 'total'] as const).map((field) => formatCount(data.by_month.reduce((sum, point) => sum + point[field], 0))),
                ],
              }}
            />
          </ChartAndTable>
          <ChartAndTable>
            <div className={styles.part}>
              <CountBars caption={t`People reached per type`} items={types.map((type) => ({ label: type.label, value: type.count }))} />
              <FiguresTable
                label={t`Beneficiaries by type`}
                columns={[
                  { key: 'type', label: t`Type` },
                  { key: 'count', label: t`People`, numeric: true },
                  { key: 'share', label: t`Share`, numeric: true },
                ]}
                rows={types.map((type) => ({ key: type.key, cells: [type.label, formatCount(type.count), share(type.count, total)] }))}
              />
            </div>
            <div className={styles.part}>
              <CountBars
                caption={t`People reached per country`}
                items={data.by_country.map((country) => ({ label: countryName(country, locale), value: country.count }))}
              />
              <FiguresTable
                label={t`Beneficiaries by country`}
                columns={[
                  { key: 'country', label: t`Country` },
                  { key: 'count', label: t`People`, numeric: true },
                  { key: 'share', label: t`Share`, numeric: true },
                ]}
                rows={data.by_country.map((country) => ({
                  key: String(country.country_id),
                  cells: [<span key="name" dir="auto">{countryName(country, locale)}</span>, formatCount(country.count), share(country.count, total)],
                }))}
              />
            </div>
          </ChartAndTable>
        </>
      )}
    </DashboardPanel>
  );
}
