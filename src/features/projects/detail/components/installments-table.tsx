import { useId } from 'react';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useMoneyTableStyles } from './money-table-styles';
import { LockClosedRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { isLocale } from '#contract/enums';
import { formatMessage } from '#contract/messages';
import { formatMoney, formatPercent } from '@/lib/format-money';
import { InstallmentFigureCells, InstallmentFigureHeaders } from './installment-figure-cells';
import { installmentTotals, type ShownInstallment } from './installments-shown';
import { ScrollRegion } from '@/ui/scroll-region';

/**
 * The project's installments (spec section 3): title, percent, amount, request and transfer status, when it was
 * transferred, and whether it is locked (approved, received or transferred: its percent is fixed, it stays).
 */
export function InstallmentsTable({ rows, currencyCode, currencySymbol }: { rows: readonly ShownInstallment[]; currencyCode: string; currencySymbol: string }) {
  const styles = useMoneyTableStyles();
  const captionId = useId();
  const { i18n } = useLingui();
  const totals = installmentTotals(rows, currencyCode);
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const lockedBecause = formatMessage('installmentLocked', {}, locale);
  return (
    <ScrollRegion labelledBy={captionId}>
      <Table size="small" className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          <Trans>The installments in the order they are paid, with the organisation’s requests and the transfers.</Trans>
        </caption>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>
              <Trans>Title</Trans>
            </TableHeaderCell>
            <InstallmentFigureHeaders />
            <TableHeaderCell>
              <Trans>Locked</Trans>
            </TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell dir="auto">{row.title}</TableCell>
              <InstallmentFigureCells percent={row.percent} amount={row.amount} currencySymbol={currencySymbol} batch={row.batch} />
              <TableCell>
                {row.batch?.locked ? (
                  <span className={styles.locked} title={lockedBecause}>
                    <LockClosedRegular aria-hidden />
                    <Trans>Locked</Trans>
                  </span>
                ) : (
                  <span className={styles.muted}>
                    <Trans>No</Trans>
                  </span>
                )}
              </TableCell>
            </TableRow>
          ))}
          <TableRow className={styles.totals}>
            <TableCell>
              <Trans>Total</Trans>
            </TableCell>
            <TableCell className={styles.number}>{formatPercent(totals.percent)}</TableCell>
            <TableCell className={styles.number}>
              <bdi>{formatMoney(totals.amount, currencySymbol)}</bdi>
            </TableCell>
            <TableCell colSpan={4} />
          </TableRow>
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
