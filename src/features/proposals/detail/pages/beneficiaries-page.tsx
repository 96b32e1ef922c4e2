import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatCount, formatPercent } from '@/lib/format-money';
import { useProposalSection } from '../api/use-section';
import { CountBars, SplitBars } from '@/ui/charts/lazy-charts';
import { Facts } from '@/ui/facts';
import { EmptySection, NotProvided, PageColumns, PageStack, SectionCard, TitledText } from '@/ui/page-section';
import { ScrollRegion } from '@/ui/scroll-region';

const useStyles = makeStyles({
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  totals: { fontWeight: tokens.fontWeightSemibold, backgroundColor: tokens.colorNeutralBackground2 },
});

/** Male and female counts of one group (a district or an age group). */
type GenderRow = { key: string; cells: string[]; label: string; male: number; female: number };

function GenderTable({ caption, headers, rows }: { caption: string; headers: string[]; rows: readonly GenderRow[] }) {
  const styles = useStyles();
  const male = rows.reduce((sum, row) => sum + row.male, 0);
  const female = rows.reduce((sum, row) => sum + row.female, 0);
  return (
    <ScrollRegion label={caption}>
      <Table size="small" aria-label={caption}>
        <TableHeader>
          <TableRow>
            {headers.map((header) => (
              <TableHeaderCell key={header}>{header}</TableHeaderCell>
            ))}
            <TableHeaderCell className={styles.number}>
              <Trans>Male</Trans>
            </TableHeaderCell>
            <TableHeaderCell className={styles.number}>
              <Trans>Female</Trans>
            </TableHeaderCell>
            <TableHeaderCell className={styles.number}>
              <Trans>Total</Trans>
            </TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((cell, index) => (
                <TableCell key={headers[index]} dir="auto">
                  {cell}
                </TableCell>
              ))}
              <TableCell className={styles.number}>{formatCount(row.male)}</TableCell>
              <TableCell className={styles.number}>{formatCount(row.female)}</TableCell>
              <TableCell className={styles.number}>{formatCount(row.male + row.female)}</TableCell>
            </TableRow>
          ))}
          <TableRow className={styles.totals}>
            <TableCell colSpan={headers.length}>
              <Trans>Total</Trans>
            </TableCell>
            <TableCell className={styles.number}>{formatCount(male)}</TableCell>
            <TableCell className={styles.number}>{formatCount(female)}</TableCell>
            <TableCell className={styles.number}>{formatCount(male + female)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

/** Beneficiaries (spec section 2): totals, then who they are by district, by age and by type, each as a chart beside its table. */
export function BeneficiariesPage({ proposalId }: { proposalId: number }) {
  const { t } = useLingui();
  const beneficiaries = useProposalSection(proposalId, 'Beneficiaries');
  return (
    <PageStack>
      <SectionCard title={t`Beneficiaries`}>
        {beneficiaries ? (
          <>
            <Facts
              facts={[
                { key: 'direct', label: <Trans>Direct beneficiaries</Trans>, value: formatCount(beneficiaries.direct_total) },
                { key: 'indirect', label: <Trans>Indirect beneficiaries</Trans>, value: formatCount(beneficiaries.indirect_total) },
                { key: 'total', label: <Trans>Total</Trans>, value: formatCount(beneficiaries.direct_total + beneficiaries.indirect_total) },
              ]}
            />
            <TitledText title={t`Who they are`} text={beneficiaries.description} />
            <TitledText title={t`Selection criteria`} text={beneficiaries.selection_criteria} />
          </>
        ) : (
          <EmptySection />
        )}
      </SectionCard>
      <ByDistrictCard proposalId={proposalId} />
      <ByAgeCard proposalId={proposalId} />
      <ByTypeCard proposalId={proposalId} />
    </PageStack>
  );
}

function ByDistrictCard({ proposalId }: { proposalId: number }) {
  const { t } = useLingui();
  const districts = useProposalSection(proposalId, 'BeneficiariesByDistrict') ?? [];
  const rows: GenderRow[] = districts.map((district) => ({
    key: `${district.governorate}-${district.district}`,
    label: district.district,
    cells: [district.district, district.governorate],
    male: district.male,
    female: district.female,
  }));
  return (
    <SectionCard title={t`By district`}>
      {rows.length === 0 ? (
        <NotProvided />
      ) : (
        <PageColumns>
          <SplitBars
            caption={t`Direct beneficiaries per district, male and female`}
            labels={{ first: t`Male`, second: t`Female` }}
            groups={rows.map((row) => ({ label: row.label, first: row.male, second: row.female }))}
          />
          <GenderTable caption={t`Beneficiaries by district`} headers={[t`District`, t`Governorate`]} rows={rows} />
        </PageColumns>
      )}
    </SectionCard>
  );
}

function ByAgeCard({ proposalId }: { proposalId: number }) {
  const { t } = useLingui();
  const ages = useProposalSection(proposalId, 'BeneficiariesByAge') ?? [];
  const rows: GenderRow[] = ages.map((age) => ({
    key: age.age_group,
    label: age.age_group,
    cells: [age.age_group],
    male: age.male,
    female: age.female,
  }));
  return (
    <SectionCard title={t`By age`}>
      {rows.length === 0 ? (
        <NotProvided />
      ) : (
        <PageColumns>
          <SplitBars
            caption={t`Direct beneficiaries per age group, male and female`}
            labels={{ first: t`Male`, second: t`Female` }}
            groups={rows.map((row) => ({ label: row.label, first: row.male, second: row.female }))}
          />
          <GenderTable caption={t`Beneficiaries by age`} headers={[t`Age group`]} rows={rows} />
        </PageColumns>
      )}
    </SectionCard>
  );
}

function ByTypeCard({ proposalId }: { proposalId: number }) {
  const styles = useStyles();
  const { t } = useLingui();
  const types = useProposalSection(proposalId, 'BeneficiariesByType') ?? [];
  const total = types.reduce((sum, type) => sum + type.count, 0);
  return (
    <SectionCard title={t`By type`}>
      {types.length === 0 ? (
        <NotProvided />
      ) : (
        <PageColumns>
          <CountBars caption={t`Beneficiaries per type`} items={types.map((type) => ({ label: type.type, value: type.count }))} />
          <ScrollRegion label={t`Beneficiaries by type`}>
            <Table size="small" aria-label={t`Beneficiaries by type`}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>
                    <Trans>Type</Trans>
                  </TableHeaderCell>
                  <TableHeaderCell className={styles.number}>
                    <Trans>Beneficiaries</Trans>
                  </TableHeaderCell>
                  <TableHeaderCell className={styles.number}>
                    <Trans>Share</Trans>
                  </TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {types.map((type) => (
                  <TableRow key={type.type}>
                    <TableCell dir="auto">{type.type}</TableCell>
                    <TableCell className={styles.number}>{formatCount(type.count)}</TableCell>
                    <TableCell className={styles.number}>{formatPercent(total > 0 ? (type.count / total) * 100 : 0)}</TableCell>
                  </TableRow>
                ))}
                <TableRow className={styles.totals}>
                  <TableCell>
                    <Trans>Total</Trans>
                  </TableCell>
                  <TableCell className={styles.number}>{formatCount(total)}</TableCell>
                  <TableCell className={styles.number}>{formatPercent(total > 0 ? 100 : 0)}</TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </ScrollRegion>
        </PageColumns>
      )}
    </SectionCard>
  );
}
