import { Badge, Caption1, Field, Select, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { ACTIVITY_STATUSES, type ActivityStatus } from '#contract/project-tracking';
import type { MonthlyReport, ReviewComment } from '#contract/monthly-reports';
import { ACTIVITY_STATUS_LOOK } from '../../detail/components/tracking-labels';
import { CellNumber, CellText } from '@/features/partner-proposals';
import { SectionCard } from '@/ui/page-section';
import { useDateFormatter } from '@/ui/list/format-date';
import { ScrollRegion } from '@/ui/scroll-region';
import { InertFieldset } from './inert-fieldset';
import type { ActivityValue } from './month-form-values';
import { commentsOn } from './review-notes';
import { ReviewNoteList } from './review-note-list';

const useStyles = makeStyles({
  name: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS, minWidth: '12rem' },
  planned: { color: tokens.colorNeutralForeground3 },
  select: { minWidth: '9rem' },
});

type ActivitiesSectionProps = {
  plan: MonthlyReport['activities'];
  rows: ActivityValue[];
  onChange: (index: number, changes: Partial<ActivityValue>) => void;
  issueText: (path: string, label: string) => string | undefined;
  comments: readonly ReviewComment[];
  readOnly: boolean;
};

/** Activity progress at the end of the month: status, percent done and a note, the ones planned this month marked. */
export function ActivitiesSection({ plan, rows, onChange, issueText, comments, readOnly }: ActivitiesSectionProps) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const formatDate = useDateFormatter();
  return (
    <SectionCard headingLevel="h3" title={t`Activity progress`}>
      <ScrollRegion label={t`Activity progress`}>
        <InertFieldset readOnly={readOnly}>
          <Table size="small" aria-label={t`Activity progress`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>
                  <Trans>Activity</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Status</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Progress (%)</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Note</Trans>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row, index) => {
                const activity = plan.find((candidate) => candidate.activity_id === row.activity_id);
                const name = activity ? `${activity.code} ${activity.title}` : String(row.activity_id);
                const notes = commentsOn(comments, 'activity', row.activity_id);
                const statusError = issueText(`activities.${index}.status`, t`Status`);
                return [
                  <TableRow key={row.activity_id}>
                    <TableCell>
                      <div className={styles.name}>
                        <span dir="auto">{name}</span>
                        {activity ? (
                          <Caption1 className={styles.planned}>
                            <Trans>
                              Planned {formatDate(activity.planned_start)} – {formatDate(activity.planned_end)}
                            </Trans>
                          </Caption1>
                        ) : null}
                        {activity?.planned_in_month ? (
                          <Badge appearance="tint" color="brand" size="small">
                            <Trans>Planned this month</Trans>
                          </Badge>
                        ) : null}
                      </div>
                    </TableCell>
                    <TableCell>
                      <Field validationMessage={statusError} validationState={statusError ? 'error' : 'none'}>
                        <Select
                          className={styles.select}
                          aria-label={t`Status: ${name}`}
                          value={row.status}
                          onChange={(_, data) => onChange(index, { status: data.value as ActivityStatus })}
                        >
                          {ACTIVITY_STATUSES.map((status) => (
                            <option key={status} value={status}>
                              {i18n._(ACTIVITY_STATUS_LOOK[status].label)}
                            </option>
                          ))}
                        </Select>
                      </Field>
                    </TableCell>
                    <TableCell>
                      <CellNumber
                        label={t`Progress (%): ${name}`}
                        value={row.progress}
                        min={0}
                        max={100}
                        step={0.1}
                        onChange={(progress) => onChange(index, { progress })}
                        error={issueText(`activities.${index}.progress`, t`Progress`)}
                      />
                    </TableCell>
                    <TableCell>
                      <CellText label={t`Note: ${name}`} value={row.note} onChange={(note) => onChange(index, { note })} error={issueText(`activities.${index}.note`, t`Note`)} />
                    </TableCell>
                  </TableRow>,
                  notes.length > 0 ? (
                    <TableRow key={`${row.activity_id}-notes`}>
                      <TableCell colSpan={4}>
                        <ReviewNoteList comments={notes} />
                      </TableCell>
                    </TableRow>
                  ) : null,
                ];
              })}
            </TableBody>
          </Table>
        </InertFieldset>
      </ScrollRegion>
    </SectionCard>
  );
}
