import {
  Body1,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LogicalFramework } from '#contract/proposals';
import { useProposalSection } from '../api/use-section';
import { EmptySection, NotProvided, PageColumns, PageStack, SectionCard, WrittenText } from '@/ui/page-section';
import { ScrollRegion } from '@/ui/scroll-region';

/** Baselines and targets are figures, not money: en digits like every figure (spec section 9), up to 2 decimals. */
const figure = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

const useStyles = makeStyles({
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  output: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingInlineStart: tokens.spacingHorizontalM,
    borderInlineStartWidth: '3px',
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorNeutralStroke1,
  },
  outputs: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  label: { color: tokens.colorNeutralForeground3, margin: 0 },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
});

type Outcome = LogicalFramework['outcomes'][number];
type Output = Outcome['outputs'][number];

function TitleList({ items }: { items: readonly { id: number; title: string }[] }) {
  const styles = useStyles();
  if (items.length === 0) return <NotProvided />;
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id} dir="auto">
          {item.title}
        </li>
      ))}
    </ul>
  );
}

/**
 * The logical framework (spec section 2): goal, objectives, then each outcome with its outputs, their indicators
 * (baseline, target, unit, means of verification) and activities, and the assumptions the plan rests on.
 */
export function LogicalFrameworkPage({ proposalId }: { proposalId: number }) {
  const styles = useStyles();
  const { t } = useLingui();
  const framework = useProposalSection(proposalId, 'LogicalFramework');
  if (!framework) {
    return (
      <PageStack>
        <SectionCard title={t`Logical framework`}>
          <EmptySection />
        </SectionCard>
      </PageStack>
    );
  }
  return (
    <PageStack>
      <SectionCard title={t`Goal`}>
        <WrittenText text={framework.goal} />
      </SectionCard>
      <PageColumns>
        <SectionCard title={t`Grant objectives`}>
          <TitleList items={framework.grant_objectives} />
        </SectionCard>
        <SectionCard title={t`Program objectives`}>
          <TitleList items={framework.program_objectives} />
        </SectionCard>
        <SectionCard title={t`Specific objectives`}>
          <TitleList items={framework.custom_objectives} />
        </SectionCard>
      </PageColumns>
      {framework.outcomes.length === 0 ? (
        <SectionCard title={t`Outcomes`}>
          <NotProvided />
        </SectionCard>
      ) : (
        framework.outcomes.map((outcome, index) => <OutcomeCard key={outcome.id} outcome={outcome} number={index + 1} />)
      )}
      <SectionCard title={t`Assumptions`}>
        {framework.assumptions.length === 0 ? (
          <NotProvided />
        ) : (
          <ul className={styles.list}>
            {framework.assumptions.map((assumption) => (
              <li key={assumption} dir="auto">
                {assumption}
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </PageStack>
  );
}

function OutcomeCard({ outcome, number }: { outcome: Outcome; number: number }) {
  const styles = useStyles();
  const { t } = useLingui();
  const title = outcome.title;
  return (
    <SectionCard title={<span dir="auto">{t`Outcome ${number}: ${title}`}</span>}>
      {outcome.outputs.length === 0 ? (
        <NotProvided />
      ) : (
        <div className={styles.outputs}>
          {outcome.outputs.map((output, index) => (
            <OutputBlock key={output.id} output={output} number={`${number}.${index + 1}`} />
          ))}
        </div>
      )}
    </SectionCard>
  );
}

function OutputBlock({ output, number }: { output: Output; number: string }) {
  const styles = useStyles();
  const { t } = useLingui();
  const title = output.title;
  return (
    <section className={styles.output}>
      <Subtitle2 as="h3" dir="auto">
        {t`Output ${number}: ${title}`}
      </Subtitle2>
      <Body1 as="h4" className={styles.label}>
        <Trans>Indicators</Trans>
      </Body1>
      {output.indicators.length === 0 ? (
        <NotProvided />
      ) : (
        <ScrollRegion label={t`Indicators of output ${number}`}>
          <Table size="small" aria-label={t`Indicators of output ${number}`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>
                  <Trans>Indicator</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Baseline</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Target</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Unit</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Means of verification</Trans>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {output.indicators.map((indicator) => (
                <TableRow key={indicator.id}>
                  <TableCell dir="auto">{indicator.title}</TableCell>
                  <TableCell className={styles.number}>{figure.format(indicator.baseline)}</TableCell>
                  <TableCell className={styles.number}>{figure.format(indicator.target)}</TableCell>
                  <TableCell dir="auto">{indicator.unit}</TableCell>
                  <TableCell dir="auto">{indicator.means_of_verification}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
      <Body1 as="h4" className={styles.label}>
        <Trans>Activities</Trans>
      </Body1>
      <TitleList items={output.activities} />
    </section>
  );
}
