import {
  MessageBar,
  MessageBarBody,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { WarningRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { proposalQuery } from '../../api/get-proposal';
import { formatMoney, formatPercent, formatShortMoney } from '@/lib/format-money';
import { useLocale } from '@/lib/use-locale';
import { useProposalSection } from '../api/use-section';
import { ShareDonut } from '@/ui/charts/lazy-charts';
import { EmptySection, PageColumns, PageStack, SectionCard } from '@/ui/page-section';
import {
  budgetByCategory,
  budgetDiscrepancies,
  lineTotalMismatch,
  sortBudgetLines,
  sumLines,
  type BudgetLine,
  type BudgetSort,
  type BudgetSortColumn,
} from './budget-summary';
import { ScrollRegion } from '@/ui/scroll-region';

/** Quantities are counts or measures, not money: en digits, up to 2 decimals. */
const quantity = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

const useStyles = makeStyles({
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  group: { backgroundColor: tokens.colorNeutralBackground3, fontWeight: tokens.fontWeightSemibold },
  totals: { backgroundColor: tokens.colorNeutralBackground2, fontWeight: tokens.fontWeightSemibold },
  mismatch: { color: tokens.colorPaletteDarkOrangeForeground1, verticalAlign: 'middle', marginInlineEnd: tokens.spacingHorizontalXS },
  toolbar: { display: 'flex', justifyContent: 'flex-end' },
});

/** The budget (spec section 2): the split by category as a chart and a table, then every line, grouped or sorted. */
export function BudgetPage({ proposalId }: { proposalId: number }) {
  const { t } = useLingui();
  const { data: proposal } = useSuspenseQuery(proposalQuery(proposalId));
  const budget = useProposalSection(proposalId, 'Budget');
  if (!budget || budget.lines.length === 0) {
    return (
      <PageStack>
        <SectionCard title={t`Budget`}>
          <EmptySection />
        </SectionCard>
      </PageStack>
    );
  }
  const symbol = budget.cur_symbol || proposal.cur_symbol;
  const problems = budgetDiscrepancies(budget, proposal.total_budget);
  const linesTotal = formatMoney(sumLines(budget.lines), symbol);
  const statedTotal = formatMoney(budget.total, symbol);
  const proposalTotal = formatMoney(proposal.total_budget, proposal.cur_symbol);
  return (
    <PageStack>
      {problems.includes('linesVsTotal') ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <Trans>
              The budget lines add up to {linesTotal}, but the budget states a total of {statedTotal}.
            </Trans>
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {problems.includes('totalVsProposal') ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <Trans>
              The budget’s total ({statedTotal}) differs from the total budget of the proposal ({proposalTotal}).
            </Trans>
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <CategorySplit lines={budget.lines} symbol={symbol} />
      <BudgetLinesTable lines={budget.lines} symbol={symbol} />
    </PageStack>
  );
}

function CategorySplit({ lines, symbol }: { lines: readonly BudgetLine[]; symbol: string }) {
  const styles = useStyles();
  const { t } = useLingui();
  const locale = useLocale();
  const { groups, total } = budgetByCategory(lines);
  return (
    <SectionCard title={t`Budget by category`}>
      <PageColumns>
        <ShareDonut
          caption={t`Share of each category in the budget`}
          parts={groups.map((group) => ({ label: group.category, value: group.total }))}
          centre={formatShortMoney(total, symbol, locale)}
        />
        <ScrollRegion label={t`Budget by category`}>
          <Table size="small" aria-label={t`Budget by category`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>
                  <Trans>Category</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Total</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Share</Trans>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {groups.map((group) => (
                <TableRow key={group.category}>
                  <TableCell dir="auto">{group.category}</TableCell>
                  <TableCell className={styles.number}>{formatMoney(group.total, symbol)}</TableCell>
                  <TableCell className={styles.number}>{formatPercent(group.share)}</TableCell>
                </TableRow>
              ))}
              <TableRow className={styles.totals}>
                <TableCell>
                  <Trans>Total</Trans>
                </TableCell>
                <TableCell className={styles.number}>{formatMoney(total, symbol)}</TableCell>
                <TableCell className={styles.number}>{formatPercent(total > 0 ? 100 : 0)}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </ScrollRegion>
      </PageColumns>
    </SectionCard>
  );
}

export function BudgetLinesTable({ lines, symbol }: { lines: readonly BudgetLine[]; symbol: string }) {
  const styles = useStyles();
  const { t } = useLingui();
  const [grouped, setGrouped] = useState(true);
  const [sort, setSort] = useState<BudgetSort>({ column: 'category', direction: 'ascending' });
  const { groups, total } = budgetByCategory(lines);
  const sortBy = (column: BudgetSortColumn) =>
    setSort((current) => ({ column, direction: current.column === column && current.direction === 'ascending' ? 'descending' : 'ascending' }));
  const headerSort = (column: BudgetSortColumn) =>
    grouped ? {} : { sortDirection: sort.column === column ? sort.direction : undefined, onClick: () => sortBy(column) };

  return (
    <SectionCard
      title={t`Budget lines`}
      action={<Switch label={t`Group by category`} checked={grouped} onChange={(_, data) => setGrouped(data.checked)} />}
    >
      <ScrollRegion label={t`Budget lines`}>
        <Table size="small" sortable={!grouped} aria-label={t`Budget lines`}>
          <TableHeader>
            <TableRow>
              {grouped ? null : (
                <TableHeaderCell {...headerSort('category')}>
                  <Trans>Category</Trans>
                </TableHeaderCell>
              )}
              <TableHeaderCell {...headerSort('description')}>
                <Trans>Description</Trans>
              </TableHeaderCell>
              <TableHeaderCell>
                <Trans>Unit</Trans>
              </TableHeaderCell>
              <TableHeaderCell className={styles.number} {...headerSort('quantity')}>
                <Trans>Quantity</Trans>
              </TableHeaderCell>
              <TableHeaderCell className={styles.number} {...headerSort('unit_cost')}>
                <Trans>Unit cost</Trans>
              </TableHeaderCell>
              <TableHeaderCell className={styles.number} {...headerSort('total')}>
                <Trans>Total</Trans>
              </TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {grouped
              ? groups.flatMap((group) => [
                  <TableRow key={`group-${group.category}`} className={styles.group}>
                    <TableCell colSpan={4} dir="auto">
                      {group.category}
                    </TableCell>
                    <TableCell className={styles.number}>{formatMoney(group.total, symbol)}</TableCell>
                  </TableRow>,
                  ...group.lines.map((line) => <LineRow key={line.id} line={line} symbol={symbol} />),
                ])
              : sortBudgetLines(lines, sort).map((line) => <LineRow key={line.id} line={line} symbol={symbol} withCategory />)}
            <TableRow className={styles.totals}>
              <TableCell colSpan={grouped ? 4 : 5}>
                <Trans>Total</Trans>
              </TableCell>
              <TableCell className={styles.number}>{formatMoney(total, symbol)}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </ScrollRegion>
    </SectionCard>
  );
}

function LineRow({ line, symbol, withCategory }: { line: BudgetLine; symbol: string; withCategory?: boolean }) {
  const styles = useStyles();
  const { t } = useLingui();
  const computed = formatMoney(line.quantity * line.unit_cost, symbol);
  return (
    <TableRow>
      {withCategory ? <TableCell dir="auto">{line.category}</TableCell> : null}
      <TableCell dir="auto">{line.description}</TableCell>
      <TableCell dir="auto">{line.unit}</TableCell>
      <TableCell className={styles.number}>{quantity.format(line.quantity)}</TableCell>
      <TableCell className={styles.number}>{formatMoney(line.unit_cost, symbol)}</TableCell>
      <TableCell className={styles.number}>
        {lineTotalMismatch(line) ? (
          <Tooltip content={t`Quantity × unit cost is ${computed}`} relationship="description">
            <WarningRegular className={styles.mismatch} tabIndex={0} aria-label={t`Does not match quantity × unit cost`} />
          </Tooltip>
        ) : null}
        {formatMoney(line.total, symbol)}
      </TableCell>
    </TableRow>
  );
}
