import { Caption1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MonthlyReport, ReviewComment } from '#contract/monthly-reports';
import { CellNumber, CellText } from '@/features/partner-proposals';
import { SectionCard } from '@/ui/page-section';
import { ScrollRegion } from '@/ui/scroll-region';
import { InertFieldset } from './inert-fieldset';
import type { IndicatorValue } from './month-form-values';
import { commentsOn } from './review-notes';
import { ReviewNoteList } from './review-note-list';

const useStyles = makeStyles({
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  name: { display: 'flex', flexDirection: 'column', minWidth: '12rem' },
  unit: { color: tokens.colorNeutralForeground3 },
});

const figure = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

type IndicatorsSectionProps = {
  plan: MonthlyReport['indicators'];
  rows: IndicatorValue[];
  onChange: (index: number, changes: Partial<IndicatorValue>) => void;
  issueText: (path: string, label: string) => string | undefined;
  comments: readonly ReviewComment[];
  readOnly: boolean;
};

/** Indicator actuals: the month's target beside what was achieved, with the optional split into women and men. */
export function IndicatorsSection({ plan, rows, onChange, issueText, comments, readOnly }: IndicatorsSectionProps) {
  const styles = useStyles();
  const { t } = useLingui();
  return (
    <SectionCard headingLevel="h3" title={t`Indicator actuals`}>
      <Caption1>
        <Trans>Leave the actual empty for an indicator not measured this month. The split into women and men is optional; when given, it adds up to the actual.</Trans>
      </Caption1>
      <ScrollRegion label={t`Indicator actuals`}>
        <InertFieldset readOnly={readOnly}>
          <Table size="small" aria-label={t`Indicator actuals`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>
                  <Trans>Indicator</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Target this month</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Actual</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Women</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Men</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Note</Trans>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row, index) => {
                const indicator = plan.find((candidate) => candidate.indicator_id === row.indicator_id);
                const name = indicator ? `${indicator.code} ${indicator.title}` : String(row.indicator_id);
                const notes = commentsOn(comments, 'indicator', row.indicator_id);
                return [
                  <TableRow key={row.indicator_id}>
                    <TableCell>
                      <div className={styles.name}>
                        <span dir="auto">{name}</span>
                        <Caption1 className={styles.unit} dir="auto">
                          {indicator?.unit}
                        </Caption1>
                      </div>
                    </TableCell>
                    <TableCell className={styles.number}>{indicator?.month_target === null || !indicator ? '—' : figure.format(indicator.month_target)}</TableCell>
                    <TableCell>
                      <CellNumber
                        label={t`Actual: ${name}`}
                        value={row.actual}
                        min={0}
                        onChange={(actual) => onChange(index, { actual })}
                        error={issueText(`indicators.${index}.actual`, t`Actual`)}
                      />
                    </TableCell>
                    <TableCell>
                      <CellNumber
                        label={t`Women: ${name}`}
                        value={row.female}
                        min={0}
                        step={1}
                        onChange={(female) => onChange(index, { female })}
                        error={issueText(`indicators.${index}.female`, t`Women`)}
                      />
                    </TableCell>
                    <TableCell>
                      <CellNumber
                        label={t`Men: ${name}`}
                        value={row.male}
                        min={0}
                        step={1}
                        onChange={(male) => onChange(index, { male })}
                        error={issueText(`indicators.${index}.male`, t`Men`)}
                      />
                    </TableCell>
                    <TableCell>
                      <CellText label={t`Note: ${name}`} value={row.note} onChange={(note) => onChange(index, { note })} error={issueText(`indicators.${index}.note`, t`Note`)} />
                    </TableCell>
                  </TableRow>,
                  notes.length > 0 ? (
                    <TableRow key={`${row.indicator_id}-notes`}>
                      <TableCell colSpan={6}>
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
