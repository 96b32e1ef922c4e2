import {
  Button,
  MessageBar,
  MessageBarBody,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { budgetSchema, type Budget } from '#contract/proposals';
import { formatMoney, formatRange } from '@/lib/format-money';
import { useLocale } from '@/lib/use-locale';
import { ScrollRegion } from '@/ui/scroll-region';
import { SectionCard } from '@/ui/page-section';
import { issue } from '#contract/messages';
import {
  budgetRangeProblem,
  budgetRefusal,
  budgetTotal,
  completeBudget,
  emptyBudgetLine,
  lineTotal,
  type BudgetLine,
  type GrantSizeRange,
} from './budget-rules';
import { CellNumber, CellText, RowActions, SaveBar, useIssueText } from './editor-fields';
import { useSaveState, type SaveSection } from './editor-save';
import { moveRow, nextRowId, removeRow, replaceRow } from './row-list';
import { mergeIssues, sectionIssues, type SectionIssues } from './section-issues';

const useStyles = makeStyles({
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  totals: { backgroundColor: tokens.colorNeutralBackground2, fontWeight: tokens.fontWeightSemibold },
  toolbar: { display: 'flex', justifyContent: 'flex-start' },
});

/** Quantities are counts or measures, not money: en digits, up to 2 decimals. */
const quantityFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

export type BudgetFormProps = {
  value: Budget | null;
  /** The grant's currency symbol: the budget is written in it. */
  symbol: string;
  range: GrantSizeRange;
  readOnly: boolean;
  onSave: SaveSection<Budget>;
};

/** The budget's own rules besides the schema: the grant's currency and size range, reported on `total`. */
function budgetIssues(budget: Budget, range: GrantSizeRange, symbol: string): SectionIssues {
  const refusal = budgetRefusal(budget, range, symbol);
  return mergeIssues(sectionIssues(budgetSchema, budget), refusal ? new Map([['total', issue(refusal)]]) : new Map());
}

/**
 * The budget (issue 13): lines of category, description, unit, quantity and unit cost, each line's total computed,
 * the budget's total beside the grant's size range. A total outside the range is refused here and by the server.
 */
export function BudgetForm({ value, symbol, range, readOnly, onSave }: BudgetFormProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const locale = useLocale();
  const [lines, setLines] = useState<BudgetLine[]>(() => value?.lines ?? []);
  const { issues, refusal, busy, save } = useSaveState(onSave, (budget: Budget) => budgetIssues(budget, range, symbol));
  const issueText = useIssueText(issues);
  const totalIssue = issueText('total', t`Total`);
  const total = budgetTotal(lines);
  const rangeText = formatRange(formatMoney(range.min_size, symbol), formatMoney(range.max_size, symbol), locale);
  const rangeProblem = budgetRangeProblem(total, range);

  const change = (index: number, changes: Partial<BudgetLine>) => {
    const current = lines[index];
    if (current) setLines(replaceRow(lines, index, { ...current, ...changes }));
  };

  return (
    <SectionCard title={t`Budget lines`}>
      <MessageBar intent={totalIssue ? 'error' : 'info'} layout="multiline">
        <MessageBarBody>
          {rangeProblem === 'belowRange' ? (
            <Trans>
              The total, {formatMoney(total, symbol)}, is below the grant’s size range ({rangeText}).
            </Trans>
          ) : rangeProblem === 'aboveRange' ? (
            <Trans>
              The total, {formatMoney(total, symbol)}, is above the grant’s size range ({rangeText}).
            </Trans>
          ) : totalIssue ? (
            totalIssue
          ) : (
            <Trans>The grant funds budgets from {rangeText}.</Trans>
          )}
        </MessageBarBody>
      </MessageBar>
      <ScrollRegion label={t`Budget lines`}>
        <Table size="small" aria-label={t`Budget lines`}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>
                <Trans>Category</Trans>
              </TableHeaderCell>
              <TableHeaderCell>
                <Trans>Description</Trans>
              </TableHeaderCell>
              <TableHeaderCell>
                <Trans>Unit</Trans>
              </TableHeaderCell>
              <TableHeaderCell className={styles.number}>
                <Trans>Quantity</Trans>
              </TableHeaderCell>
              <TableHeaderCell className={styles.number}>
                <Trans>Unit cost</Trans>
              </TableHeaderCell>
              <TableHeaderCell className={styles.number}>
                <Trans>Total</Trans>
              </TableHeaderCell>
              {readOnly ? null : (
                <TableHeaderCell>
                  <Trans>Actions</Trans>
                </TableHeaderCell>
              )}
            </TableRow>
          </TableHeader>
          <TableBody>
            {lines.map((line, index) => {
              const row = index + 1;
              const computed = lineTotal(line);
              return (
                <TableRow key={line.id}>
                  {readOnly ? (
                    <>
                      <TableCell dir="auto">{line.category}</TableCell>
                      <TableCell dir="auto">{line.description}</TableCell>
                      <TableCell dir="auto">{line.unit}</TableCell>
                      <TableCell className={styles.number}>{quantityFormat.format(line.quantity)}</TableCell>
                      <TableCell className={styles.number}>{formatMoney(line.unit_cost, symbol)}</TableCell>
                    </>
                  ) : (
                    <>
                      <TableCell>
                        <CellText
                          label={t`Category, line ${row}`}
                          value={line.category}
                          onChange={(category) => change(index, { category })}
                          error={issueText(`lines.${index}.category`, t`Category`)}
                        />
                      </TableCell>
                      <TableCell>
                        <CellText
                          label={t`Description, line ${row}`}
                          value={line.description}
                          onChange={(description) => change(index, { description })}
                          error={issueText(`lines.${index}.description`, t`Description`)}
                        />
                      </TableCell>
                      <TableCell>
                        <CellText
                          label={t`Unit, line ${row}`}
                          value={line.unit}
                          onChange={(unit) => change(index, { unit })}
                          error={issueText(`lines.${index}.unit`, t`Unit`)}
                        />
                      </TableCell>
                      <TableCell>
                        <CellNumber
                          label={t`Quantity, line ${row}`}
                          value={line.quantity}
                          min={0}
                          onChange={(quantity) => change(index, { quantity })}
                          error={issueText(`lines.${index}.quantity`, t`Quantity`)}
                        />
                      </TableCell>
                      <TableCell>
                        <CellNumber
                          label={t`Unit cost, line ${row}`}
                          value={line.unit_cost}
                          min={0}
                          step={0.001}
                          onChange={(unit_cost) => change(index, { unit_cost })}
                          error={issueText(`lines.${index}.unit_cost`, t`Unit cost`)}
                        />
                      </TableCell>
                    </>
                  )}
                  <TableCell className={styles.number}>{Number.isFinite(computed) ? formatMoney(computed, symbol) : '—'}</TableCell>
                  {readOnly ? null : (
                    <TableCell>
                      <RowActions
                        name={t`line ${row}`}
                        index={index}
                        count={lines.length}
                        onMove={(offset) => setLines(moveRow(lines, index, offset))}
                        onRemove={() => setLines(removeRow(lines, index))}
                      />
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
            <TableRow className={styles.totals}>
              <TableCell colSpan={5}>
                <Trans>Total</Trans>
              </TableCell>
              <TableCell className={styles.number}>{formatMoney(total, symbol)}</TableCell>
              {readOnly ? null : <TableCell />}
            </TableRow>
          </TableBody>
        </Table>
      </ScrollRegion>
      {readOnly ? null : (
        <>
          <div className={styles.toolbar}>
            <Button icon={<AddRegular />} onClick={() => setLines([...lines, emptyBudgetLine(nextRowId(lines.map((line) => line.id)))])}>
              <Trans>Add a line</Trans>
            </Button>
          </div>
          <SaveBar onSave={() => void save(completeBudget(lines, symbol))} problems={issues.size} refusal={refusal} busy={busy} />
        </>
      )}
    </SectionCard>
  );
}
