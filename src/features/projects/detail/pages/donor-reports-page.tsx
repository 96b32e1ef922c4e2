import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { ClipboardTaskListLtrRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ProjectReport, ReportPeriod } from '#contract/project-tracking';
import { currentUserQuery } from '@/features/account';
import { EmptyState } from '@/ui/list/empty-state';
import { useDateFormatter } from '@/ui/list/format-date';
import { SectionLoadError } from '@/ui/list/section-load-error';
import { SkeletonList } from '@/ui/list/skeleton-rows';
import { useExportProjectReport } from '../api/report-export';
import { projectPeriodReportQuery, projectReportQuery } from '../api/report-query';
import { ReportActions } from '../components/report-actions';
import { ReportCover } from '../components/report-cover';
import { ReportInstallmentsSection } from '../components/report-money-sections';
import { PeriodActivitiesSection, PeriodIndicatorsSection, PeriodKeyFigures, PeriodSpendingSection } from '../components/report-period-sections';
import { CUSTOM_PERIOD, ReportPeriodPicker } from '../components/report-period-picker';
import { customPeriod, defaultReportPeriod, reportMonths, reportPeriodChoices, type MonthSpan } from '../components/report-periods';
import { PRINT_HIDDEN, PrintableReport } from '@/ui/printable-report';
import { ReportProgressReportsSection, ReportRisksSection } from '../components/report-risk-sections';
import { MONTH_FORMAT, monthStart } from '../components/tracking-format';
import { TrackingPage, TrackingSection } from '../components/tracking-page';

const useStyles = makeStyles({ note: { margin: 0, color: tokens.colorNeutralForeground3 } });

/** The period a board report starts on, from the project's months with figures. */
function startingPeriod(report: ProjectReport) {
  const months = reportMonths(report.project.start_date, report.as_of);
  const choices = reportPeriodChoices(months);
  return { months, choices, initial: defaultReportPeriod(choices, report.as_of, report.project.end_date) };
}

/** The board report itself: the cover naming the period and who prepared it, then the period's figures. */
function PeriodReport({ report, period }: { report: ProjectReport; period: ReportPeriod }) {
  const { t } = useLingui();
  const formatDate = useDateFormatter();
  const { data: me } = useQuery(currentUserQuery());
  const from = formatDate(monthStart(period.from), MONTH_FORMAT);
  const to = formatDate(monthStart(period.to), MONTH_FORMAT);
  const symbol = report.currency.symbol;
  return (
    <>
      <ReportCover
        report={report}
        kind={<Trans>Report to the board</Trans>}
        subtitle={
          <Trans>
            Period reported on: {from} – {to}
          </Trans>
        }
        extraFacts={[
          ...(me ? [{ key: 'for', label: <Trans>Prepared for</Trans>, value: <span dir="auto">{me.donor_name}</span> }] : []),
          ...(me ? [{ key: 'by', label: <Trans>Prepared by</Trans>, value: <span dir="auto">{me.name}</span> }] : []),
        ]}
      />
      <PeriodKeyFigures period={period} symbol={symbol} />
      <PeriodSpendingSection period={period} symbol={symbol} />
      <ReportInstallmentsSection
        installments={period.transfers}
        symbol={symbol}
        title={t`Installments transferred in the period`}
        empty={<Trans>No installment was transferred in the period</Trans>}
      />
      <PeriodIndicatorsSection period={period} />
      <PeriodActivitiesSection period={period} />
      <ReportProgressReportsSection reports={period.progress_reports} title={t`Progress reports covering the period`} />
      <ReportRisksSection risks={report.open_risks} />
    </>
  );
}

/**
 * Donor reports (spec section 2): the formal report of a period for the funder's board or its own donors, as
 * distinct from Reports (the whole project to date, docs/decisions/134-project-follow-up-pages.md). A quarter, a
 * year, the whole project or chosen months; the cover names the period and who prepared it; the figures are those of
 * the period (money spent and transferred in it, each indicator's plan and result in it, the activities it saw, the
 * reports covering it), printed without the portal and exported to Excel with the same figures.
 */
export function ProjectDonorReportsPage({ projectId }: { projectId: number }) {
  const styles = useStyles();
  const { t } = useLingui();
  const { data: base } = useSuspenseQuery(projectReportQuery(projectId));
  const { months, choices, initial } = startingPeriod(base);
  const [choice, setChoice] = useState<string>(initial?.key ?? CUSTOM_PERIOD);
  const [custom, setCustom] = useState<MonthSpan>({ from: initial?.from ?? '', to: initial?.to ?? '' });
  const picked: MonthSpan | null =
    choice === CUSTOM_PERIOD ? customPeriod(months, custom.from, custom.to) : (choices.find((option) => option.key === choice) ?? null);
  const period = useQuery({
    ...projectPeriodReportQuery(projectId, picked ?? { from: '', to: '' }),
    enabled: picked !== null,
    placeholderData: keepPreviousData,
  });
  const exporting = useExportProjectReport(
    projectId,
    `project-${base.project.code}-${picked?.from ?? ''}_${picked?.to ?? ''}.xlsx`,
    picked ? { from: picked.from, to: picked.to } : undefined,
  );

  if (picked === null) {
    return (
      <TrackingPage page="donor-reports">
        <TrackingSection title={t`Period`}>
          <EmptyState icon={<ClipboardTaskListLtrRegular />} title={<Trans>The project has not started yet</Trans>}>
            <Trans>A report to the board covers months of the project; the first one begins on its start date.</Trans>
          </EmptyState>
        </TrackingSection>
      </TrackingPage>
    );
  }
  const answer = period.data?.period ?? null;
  return (
    <PrintableReport>
      <TrackingPage page="donor-reports" actions={<ReportActions exporting={exporting.isPending || !answer} onExport={() => exporting.mutate()} />}>
        <div {...PRINT_HIDDEN}>
          <TrackingSection title={t`Period`}>
            <ReportPeriodPicker
              choices={choices}
              months={months}
              choice={choice}
              custom={custom}
              onChoice={(key) => {
                if (key === CUSTOM_PERIOD) setCustom(picked);
                setChoice(key);
              }}
              onCustom={setCustom}
            />
            <Body1 as="p" className={styles.note}>
              <Trans>
                The figures are those of the months chosen; activities show their progress and status as last reported, risks as they stand
                today.
              </Trans>
            </Body1>
          </TrackingSection>
        </div>
        {answer && period.data ? (
          <div aria-busy={period.isPlaceholderData}>
            <PeriodReport report={period.data} period={answer} />
          </div>
        ) : period.isError ? (
          <SectionLoadError error={period.error} />
        ) : (
          <SkeletonList rows={3} />
        )}
      </TrackingPage>
    </PrintableReport>
  );
}

export async function loadProjectDonorReportsPage(queryClient: QueryClient, projectId: number): Promise<unknown> {
  const base = await queryClient.ensureQueryData(projectReportQuery(projectId));
  const { initial } = startingPeriod(base);
  // The page shows its own notice when the period cannot be fetched (offline, never opened on this device).
  return initial ? queryClient.ensureQueryData(projectPeriodReportQuery(projectId, initial)).catch(() => undefined) : undefined;
}
