import { Caption1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { Plural, Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { sumMoney } from '#contract/money';
import type { PartnerProjectWorkspace } from '#contract/partner-projects';
import { TrackingChip } from '@/features/projects';
import { ACTIVITY_STATUS_LOOK } from '@/features/projects';
import { calendarDay } from '@/lib/calendar-day';
import { SectionCard } from '@/ui/page-section';
import { formatMoney, formatPercent } from '@/lib/format-money';
import { EmptyState } from '@/ui/list/empty-state';
import { useDateFormatter } from '@/ui/list/format-date';
import { ScrollRegion } from '@/ui/scroll-region';
import { WorkspaceIndicators } from './workspace-indicators';

const useStyles = makeStyles({
  caption: { textAlign: 'start', color: tokens.colorNeutralForeground3, paddingBlockEnd: tokens.spacingVerticalS },
  number: { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  nowrap: { whiteSpace: 'nowrap' },
  wide: { minWidth: '720px' },
});

/**
 * The plan agreed at acceptance (issue 14 item 1): the indicators with their monthly targets (and the approved
 * actuals), the activities with their planned months, and the budget lines with what approved months spent.
 */
export function WorkspacePlan({ workspace }: { workspace: PartnerProjectWorkspace }) {
  const styles = useStyles();
  const formatDate = useDateFormatter();
  const activitiesId = useId();
  const linesId = useId();
  const symbol = workspace.project.currency.symbol;
  const currencyCode = workspace.project.currency.code;
  return (
    <SectionCard headingLevel="h2" title={<Trans>The plan</Trans>}>
      {workspace.indicators.length === 0 && workspace.activities.length === 0 && workspace.budget_lines.length === 0 ? (
        <EmptyState title={<Trans>No plan recorded</Trans>} />
      ) : null}
      {workspace.indicators.length > 0 ? <WorkspaceIndicators indicators={workspace.indicators} /> : null}
      {workspace.activities.length > 0 ? (
        <ScrollRegion labelledBy={activitiesId}>
          <Table size="small" className={styles.wide}>
            <caption id={activitiesId} className={styles.caption}>
              <Trans>Activities and their planned months (status as of the last approved month)</Trans>
            </caption>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>
                  <Trans>Activity</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Planned</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Status</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Progress</Trans>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {workspace.activities.map((activity) => {
                const start = formatDate(calendarDay(activity.planned_start));
                const end = formatDate(calendarDay(activity.planned_end));
                const months = activity.planned_months.length;
                return (
                  <TableRow key={activity.id}>
                    <TableCell>
                      <bdi>{activity.code}</bdi> <span dir="auto">{activity.title}</span>
                    </TableCell>
                    <TableCell>
                      <Trans>
                        <bdi className={styles.nowrap}>{start}</bdi> to <bdi className={styles.nowrap}>{end}</bdi>
                      </Trans>
                      <br />
                      <Caption1>
                        <Plural value={months} one="# month" other="# months" />
                      </Caption1>
                    </TableCell>
                    <TableCell>
                      <TrackingChip look={ACTIVITY_STATUS_LOOK[activity.status]} />
                    </TableCell>
                    <TableCell className={styles.number}>{formatPercent(activity.progress)}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </ScrollRegion>
      ) : null}
      {workspace.budget_lines.length > 0 ? (
        <ScrollRegion labelledBy={linesId}>
          <Table size="small" className={styles.wide}>
            <caption id={linesId} className={styles.caption}>
              <Trans>Budget lines and what the approved months spent</Trans>
            </caption>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>
                  <Trans>Budget line</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Planned</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Spent</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Remaining</Trans>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {workspace.budget_lines.map((line) => (
                <TableRow key={line.id}>
                  <TableCell>
                    <span dir="auto">{line.category}</span>
                    <br />
                    <Caption1 dir="auto">{line.description}</Caption1>
                  </TableCell>
                  <TableCell className={styles.number}>
                    <bdi>{formatMoney(line.planned, symbol)}</bdi>
                  </TableCell>
                  <TableCell className={styles.number}>
                    <bdi>{formatMoney(line.spent, symbol)}</bdi>
                  </TableCell>
                  <TableCell className={styles.number}>
                    <bdi>{formatMoney(sumMoney([line.planned, -line.spent], currencyCode), symbol)}</bdi>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      ) : null}
    </SectionCard>
  );
}
