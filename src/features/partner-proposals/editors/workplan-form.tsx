import { Body1, MessageBar, MessageBarBody, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { LogicalFramework, Workplan } from '#contract/proposals';
import { DateInputField } from '@/ui/form/date/date-field';
import { EmptyState } from '@/ui/list/empty-state';
import { useDateFormatter } from '@/ui/list/format-date';
import { ScrollRegion } from '@/ui/scroll-region';
import { SectionCard } from '@/ui/page-section';
import { WorkplanTimeline } from '@/features/proposals';
import { calendarDay } from '@/lib/calendar-day';
import { CellText, SaveBar, useIssueText } from './editor-fields';
import { replaceRow } from './row-list';
import { useSaveState, type SaveSection } from './editor-save';
import { isScheduled, plannedActivities, workplanIssues, workplanRows, type WorkplanRow } from './workplan-rules';

const useStyles = makeStyles({
  date: { whiteSpace: 'nowrap' },
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
  code: { maxWidth: '7rem' },
});

export type WorkplanFormProps = {
  /** The proposal's logical framework: its activities are the plan's rows. */
  framework: LogicalFramework | null;
  value: Workplan;
  /** The project period the proposal states (ISO dates), the timeline's frame. */
  period: { start_date: string; end_date: string };
  readOnly: boolean;
  onSave: SaveSection<Workplan>;
};

/**
 * The work plan (issue 13): every activity of the logical framework with its code, dates and who is responsible,
 * and the month grid of what is planned so far. Activities are added in the logical framework, not here.
 */
export function WorkplanForm({ framework, value, period, readOnly, onSave }: WorkplanFormProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const formatDate = useDateFormatter();
  const [{ rows: initialRows, removed }] = useState(() => workplanRows(framework, value));
  const [rows, setRows] = useState<WorkplanRow[]>(initialRows);
  // The rows are checked, the plan (the scheduled rows) is sent: the issues' paths are the rows' indexes.
  const { issues, refusal, busy, save } = useSaveState<WorkplanRow[]>((checked) => onSave(plannedActivities(checked)), workplanIssues);
  const issueText = useIssueText(issues);
  const drawable = plannedActivities(rows.filter((row) => workplanIssues([row]).size === 0));
  const unscheduled = rows.filter((row) => !isScheduled(row)).length;

  const change = (index: number, changes: Partial<WorkplanRow>) => {
    const current = rows[index];
    if (current) setRows(replaceRow(rows, index, { ...current, ...changes }));
  };

  if (rows.length === 0) {
    return (
      <SectionCard title={t`Work plan`}>
        <EmptyState title={<Trans>No activity to plan</Trans>}>
          <Trans>Activities are written in the logical framework, under its outputs; they appear here to be planned.</Trans>
        </EmptyState>
      </SectionCard>
    );
  }
  return (
    <>
      <SectionCard title={t`Timeline`}>
        <Body1 as="p" className={styles.muted}>
          {period.start_date && period.end_date ? (
            <Trans>
              The proposal runs from {formatDate(calendarDay(period.start_date))} to {formatDate(calendarDay(period.end_date))}.
            </Trans>
          ) : (
            <Trans>The cover page does not give the project’s period yet.</Trans>
          )}
        </Body1>
        {drawable.length > 0 ? <WorkplanTimeline period={period} activities={drawable} /> : null}
      </SectionCard>
      <SectionCard title={t`Activities`}>
        {removed.length > 0 && !readOnly ? (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>
              <Plural
                value={removed.length}
                one="# planned activity is no longer in the logical framework; it will be left out when you save."
                other="# planned activities are no longer in the logical framework; they will be left out when you save."
              />
            </MessageBarBody>
          </MessageBar>
        ) : null}
        {unscheduled > 0 ? (
          <Body1 as="p" className={styles.muted}>
            <Plural value={unscheduled} one="# activity has no dates yet." other="# activities have no dates yet." />
          </Body1>
        ) : null}
        <ScrollRegion label={t`Activities`}>
          <Table size="small" aria-label={t`Activities`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>
                  <Trans>Code</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Activity</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Output</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Start</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>End</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Responsible</Trans>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row, index) =>
                readOnly ? (
                  <TableRow key={row.id}>
                    <TableCell>{row.code}</TableCell>
                    <TableCell dir="auto">{row.title}</TableCell>
                    <TableCell dir="auto">{row.output}</TableCell>
                    <TableCell className={styles.date}>{row.start_date ? formatDate(calendarDay(row.start_date)) : '—'}</TableCell>
                    <TableCell className={styles.date}>{row.end_date ? formatDate(calendarDay(row.end_date)) : '—'}</TableCell>
                    <TableCell dir="auto">{row.responsible}</TableCell>
                  </TableRow>
                ) : (
                  <TableRow key={row.id}>
                    <TableCell className={styles.code}>
                      <CellText label={t`Code, ${row.title}`} value={row.code} onChange={(code) => change(index, { code })} />
                    </TableCell>
                    <TableCell dir="auto">{row.title}</TableCell>
                    <TableCell dir="auto">{row.output}</TableCell>
                    <TableCell>
                      <DateInputField
                        name={`start-${row.id}`}
                        label={t`Start, ${row.title}`}
                        value={row.start_date}
                        onChange={(start_date) => change(index, { start_date })}
                        error={issueText(`${index}.start_date`, t`Start`)}
                      />
                    </TableCell>
                    <TableCell>
                      <DateInputField
                        name={`end-${row.id}`}
                        label={t`End, ${row.title}`}
                        value={row.end_date}
                        min={row.start_date || undefined}
                        onChange={(end_date) => change(index, { end_date })}
                        error={issueText(`${index}.end_date`, t`End`)}
                      />
                    </TableCell>
                    <TableCell>
                      <CellText label={t`Responsible, ${row.title}`} value={row.responsible} onChange={(responsible) => change(index, { responsible })} />
                    </TableCell>
                  </TableRow>
                ),
              )}
            </TableBody>
          </Table>
        </ScrollRegion>
        {readOnly ? null : <SaveBar onSave={() => void save(rows)} problems={issues.size} refusal={refusal} busy={busy} />}
      </SectionCard>
    </>
  );
}
