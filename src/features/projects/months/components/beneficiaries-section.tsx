import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { BENEFICIARY_SEXES, BENEFICIARY_TYPES } from '#contract/dashboard';
import type { ReviewComment } from '#contract/monthly-reports';
import { BENEFICIARY_SEX_LABEL, BENEFICIARY_TYPE_LABEL } from '@/features/dashboard';
import { CellNumber } from '@/features/partner-proposals';
import { SectionCard } from '@/ui/page-section';
import { ScrollRegion } from '@/ui/scroll-region';
import { InertFieldset } from './inert-fieldset';
import { reachedTotal, type BeneficiaryValue } from './month-form-values';
import { commentsOn } from './review-notes';
import { ReviewNoteList } from './review-note-list';

const useStyles = makeStyles({
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  totals: { fontWeight: tokens.fontWeightSemibold },
});

type BeneficiariesSectionProps = {
  rows: BeneficiaryValue[];
  onChange: (index: number, count: number) => void;
  issueText: (path: string, label: string) => string | undefined;
  comments: readonly ReviewComment[];
  readOnly: boolean;
};

/** People reached for the first time this month: one figure per sex and type. */
export function BeneficiariesSection({ rows, onChange, issueText, comments, readOnly }: BeneficiariesSectionProps) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  return (
    <SectionCard headingLevel="h3" title={t`People reached`}>
      <ReviewNoteList comments={commentsOn(comments, 'beneficiaries', null)} />
      <ScrollRegion label={t`People reached`}>
        <InertFieldset readOnly={readOnly}>
          <Table size="small" aria-label={t`People reached`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>
                  <Trans>Sex</Trans>
                </TableHeaderCell>
                {BENEFICIARY_TYPES.map((type) => (
                  <TableHeaderCell key={type}>{i18n._(BENEFICIARY_TYPE_LABEL[type])}</TableHeaderCell>
                ))}
                <TableHeaderCell className={styles.number}>
                  <Trans>Total</Trans>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {BENEFICIARY_SEXES.map((sex) => {
                const sexLabel = i18n._(BENEFICIARY_SEX_LABEL[sex]);
                return (
                  <TableRow key={sex}>
                    <TableCell>{sexLabel}</TableCell>
                    {BENEFICIARY_TYPES.map((type) => {
                      const index = rows.findIndex((row) => row.sex === sex && row.type === type);
                      const row = rows[index];
                      const typeLabel = i18n._(BENEFICIARY_TYPE_LABEL[type]);
                      return (
                        <TableCell key={type}>
                          {row ? (
                            <CellNumber
                              label={t`${sexLabel}, ${typeLabel}`}
                              value={row.count}
                              min={0}
                              step={1}
                              onChange={(count) => onChange(index, count)}
                              error={issueText(`beneficiaries.${index}.count`, t`Count`)}
                            />
                          ) : null}
                        </TableCell>
                      );
                    })}
                    <TableCell className={styles.number}>{reachedTotal(rows.filter((row) => row.sex === sex))}</TableCell>
                  </TableRow>
                );
              })}
              <TableRow className={styles.totals}>
                <TableCell colSpan={BENEFICIARY_TYPES.length + 1}>
                  <Trans>Total</Trans>
                </TableCell>
                <TableCell className={styles.number}>{reachedTotal(rows)}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </InertFieldset>
      </ScrollRegion>
    </SectionCard>
  );
}
