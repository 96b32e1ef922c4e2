import { Button, Field, Input, Select, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { AGREEMENT_MIME_TYPES } from '#contract/constants';
import type { MonthlyReport, ReviewComment } from '#contract/monthly-reports';
import { CellNumber, CellText } from '@/features/partner-proposals';
import { SectionCard } from '@/ui/page-section';
import { formatMoney } from '@/lib/format-money';
import { ScrollRegion } from '@/ui/scroll-region';
import { InertFieldset } from './inert-fieldset';
import { FileChoice } from './file-choice';
import { spentTotal, type SpendingValue } from './month-form-values';
import { commentsOn } from './review-notes';
import { ReviewNoteList } from './review-note-list';

const useStyles = makeStyles({
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  totals: { backgroundColor: tokens.colorNeutralBackground2, fontWeight: tokens.fontWeightSemibold },
  select: { minWidth: '12rem' },
  toolbar: { display: 'flex' },
});

type SpendingSectionProps = {
  month: string;
  report: Pick<MonthlyReport, 'budget_lines' | 'currency'>;
  rows: SpendingValue[];
  onChange: (index: number, changes: Partial<SpendingValue>) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  issueText: (path: string, label: string) => string | undefined;
  comments: readonly ReviewComment[];
  readOnly: boolean;
};

/** Money spent in the month against the plan's budget lines, each entry with its date, amount, description and receipt. */
export function SpendingSection({ month, report, rows, onChange, onAdd, onRemove, issueText, comments, readOnly }: SpendingSectionProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const { symbol } = report.currency;
  const columns = readOnly ? 5 : 6;
  return (
    <SectionCard headingLevel="h3" title={t`Spending`}>
      <ScrollRegion label={t`Spending`}>
        <InertFieldset readOnly={readOnly}>
          <Table size="small" aria-label={t`Spending`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>
                  <Trans>Budget line</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Date</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Amount ({symbol})</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Description</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Receipt</Trans>
                </TableHeaderCell>
                {readOnly ? null : (
                  <TableHeaderCell>
                    <Trans>Actions</Trans>
                  </TableHeaderCell>
                )}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row, index) => {
                const entry = index + 1;
                const notes = commentsOn(comments, 'spending', row.key);
                const lineError = issueText(`spending.${index}.line_id`, t`Budget line`);
                const dateError = issueText(`spending.${index}.date`, t`Date`);
                return [
                  <TableRow key={row.key}>
                    <TableCell>
                      <Field validationMessage={lineError} validationState={lineError ? 'error' : 'none'}>
                        <Select
                          className={styles.select}
                          aria-label={t`Budget line, entry ${entry}`}
                          value={row.line_id === null ? '' : String(row.line_id)}
                          onChange={(_, data) => onChange(index, { line_id: data.value === '' ? null : Number(data.value) })}
                        >
                          <option value="">{t`Choose a budget line`}</option>
                          {report.budget_lines.map((line) => (
                            <option key={line.id} value={line.id}>
                              {line.category} — {line.description}
                            </option>
                          ))}
                        </Select>
                      </Field>
                    </TableCell>
                    <TableCell>
                      <Field validationMessage={dateError} validationState={dateError ? 'error' : 'none'}>
                        <Input
                          type="date"
                          aria-label={t`Date, entry ${entry}`}
                          value={row.date}
                          min={`${month}-01`}
                          max={`${month}-31`}
                          onChange={(_, data) => onChange(index, { date: data.value })}
                        />
                      </Field>
                    </TableCell>
                    <TableCell>
                      <CellNumber
                        label={t`Amount, entry ${entry}`}
                        value={row.amount}
                        min={0}
                        step={0.01}
                        onChange={(amount) => onChange(index, { amount })}
                        error={issueText(`spending.${index}.amount`, t`Amount`)}
                      />
                    </TableCell>
                    <TableCell>
                      <CellText
                        label={t`Description, entry ${entry}`}
                        value={row.description}
                        onChange={(description) => onChange(index, { description })}
                        error={issueText(`spending.${index}.description`, t`Description`)}
                      />
                    </TableCell>
                    <TableCell>
                      <FileChoice
                        label={t`Receipt, entry ${entry}`}
                        value={row.receipt}
                        accept={AGREEMENT_MIME_TYPES.join(',')}
                        readOnly={readOnly}
                        onChange={(receipt) => onChange(index, { receipt })}
                        error={issueText(`spending.${index}.receipt`, t`Receipt`)}
                      />
                    </TableCell>
                    {readOnly ? null : (
                      <TableCell>
                        <Button appearance="subtle" size="small" icon={<DeleteRegular />} aria-label={t`Remove: entry ${entry}`} onClick={() => onRemove(index)} />
                      </TableCell>
                    )}
                  </TableRow>,
                  notes.length > 0 ? (
                    <TableRow key={`${row.key}-notes`}>
                      <TableCell colSpan={columns}>
                        <ReviewNoteList comments={notes} />
                      </TableCell>
                    </TableRow>
                  ) : null,
                ];
              })}
              <TableRow className={styles.totals}>
                <TableCell colSpan={2}>
                  <Trans>Spent this month</Trans>
                </TableCell>
                <TableCell className={styles.number}>{formatMoney(spentTotal(rows), symbol)}</TableCell>
                <TableCell colSpan={columns - 3} />
              </TableRow>
            </TableBody>
          </Table>
        </InertFieldset>
      </ScrollRegion>
      {readOnly ? null : (
        <div className={styles.toolbar}>
          <Button icon={<AddRegular />} onClick={onAdd}>
            <Trans>Add a spending entry</Trans>
          </Button>
        </div>
      )}
    </SectionCard>
  );
}
