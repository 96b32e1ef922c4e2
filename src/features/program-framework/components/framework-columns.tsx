import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { parseISO } from 'date-fns';
import type { ReactNode } from 'react';
import type { FrameworkItemOf, FrameworkKind } from '#contract/program-framework';
import {
  RESPONSE_STRATEGY_LABELS,
  RISK_CATEGORY_LABELS,
  impactLabel,
  likelihoodLabel,
} from '@/features/proposals';
import { RiskLevelChip } from '@/features/proposals';
import { FREQUENCY_LABELS, MONITORING_METHOD_LABELS } from './framework-labels';
import type { LinkedLists } from './framework-rules';

/** What a cell may need besides its item: the language, the linked lists, number and date formats. */
export type CellContext = {
  i18n: I18n;
  lists: LinkedLists;
  formatDate: (value: Date) => string;
  numbers: Intl.NumberFormat;
};

type Column<Kind extends FrameworkKind> = {
  id: string;
  header: MessageDescriptor;
  cell: (item: FrameworkItemOf<Kind>, context: CellContext) => ReactNode;
  /** Counts and figures: aligned to the end, never wrapped. */
  numeric?: boolean;
  /** Sentences (linked results, sources, mitigation): given room before the table scrolls sideways. */
  wide?: boolean;
};

/** The header of the column that holds each kind's statement (with its description under it). */
export const TITLE_HEADERS: Record<FrameworkKind, MessageDescriptor> = {
  objective: msg`Objective`,
  outcome: msg`Outcome`,
  output: msg`Output`,
  indicator: msg`Indicator`,
  activity: msg`Activity`,
  verification_method: msg`Verification method`,
  monitoring: msg`Monitoring activity`,
  risk: msg`Risk`,
};

const useStyles = makeStyles({
  projects: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, margin: 0, padding: 0, listStyleType: 'none' },
  projectCode: { color: tokens.colorNeutralForeground3, marginInlineEnd: tokens.spacingHorizontalXS },
  text: { whiteSpace: 'pre-wrap' },
});

/** The projects whose logical framework names the objective, each with its code. */
function ContributingProjects({ projects, none }: { projects: FrameworkItemOf<'objective'>['projects']; none: string }) {
  const styles = useStyles();
  if (projects.length === 0) return <>{none}</>;
  return (
    <ul className={styles.projects}>
      {projects.map((project) => (
        <li key={project.id}>
          <Caption1 className={styles.projectCode}>
            <bdi>{project.code}</bdi>
          </Caption1>
          <span dir="auto">{project.title}</span>
        </li>
      ))}
    </ul>
  );
}

function WideText({ text }: { text: string | null }) {
  const styles = useStyles();
  return (
    <span className={styles.text} dir="auto">
      {text ?? '—'}
    </span>
  );
}

/** The name of a linked item, "—" when it is not (or no longer) in the loaded list. */
function linked(list: readonly { id: number; code: string | null; title: string }[] | undefined, id: number): ReactNode {
  const found = list?.find((item) => item.id === id);
  if (!found) return '—';
  return found.code ? (
    <>
      <bdi>{found.code}</bdi> — <span dir="auto">{found.title}</span>
    </>
  ) : (
    <span dir="auto">{found.title}</span>
  );
}

function period(item: FrameworkItemOf<'activity'>, context: CellContext): string {
  const start = item.start_date ? context.formatDate(parseISO(item.start_date)) : '';
  const end = item.end_date ? context.formatDate(parseISO(item.end_date)) : '';
  if (!start && !end) return '—';
  return `${start || '…'} – ${end || '…'}`;
}

/** Each kind's columns between its code and its statement on one side and the row's actions on the other. */
export const FRAMEWORK_COLUMNS: { [Kind in FrameworkKind]: Column<Kind>[] } = {
  objective: [
    { id: 'outcomes', header: msg`Outcomes`, numeric: true, cell: (item, { numbers }) => numbers.format(item.outcomes_count) },
    { id: 'proposals', header: msg`Proposals`, numeric: true, cell: (item, { numbers }) => numbers.format(item.proposals_count) },
    {
      id: 'projects',
      header: msg`Contributing projects`,
      wide: true,
      cell: (item, { i18n }) => <ContributingProjects projects={item.projects} none={i18n._(msg`None yet`)} />,
    },
  ],
  outcome: [
    { id: 'objective', wide: true, header: msg`Objective`, cell: (item, { lists }) => linked(lists.objective, item.objective_id) },
    { id: 'outputs', header: msg`Outputs`, numeric: true, cell: (item, { numbers }) => numbers.format(item.outputs_count) },
    { id: 'indicators', header: msg`Indicators`, numeric: true, cell: (item, { numbers }) => numbers.format(item.indicators_count) },
  ],
  output: [
    { id: 'outcome', wide: true, header: msg`Outcome`, cell: (item, { lists }) => linked(lists.outcome, item.outcome_id) },
    { id: 'activities', header: msg`Activities`, numeric: true, cell: (item, { numbers }) => numbers.format(item.activities_count) },
    { id: 'indicators', header: msg`Indicators`, numeric: true, cell: (item, { numbers }) => numbers.format(item.indicators_count) },
  ],
  indicator: [
    {
      id: 'result',
      header: msg`Result measured`,
      wide: true,
      cell: (item, { lists }) => linked([...(lists.outcome ?? []), ...(lists.output ?? [])], item.result_id),
    },
    { id: 'unit', header: msg`Unit`, cell: (item) => <span dir="auto">{item.unit}</span> },
    { id: 'baseline', header: msg`Baseline`, numeric: true, cell: (item, { numbers }) => numbers.format(item.baseline) },
    { id: 'target', header: msg`Target`, numeric: true, cell: (item, { numbers }) => numbers.format(item.target) },
    { id: 'frequency', header: msg`Frequency`, cell: (item, { i18n }) => i18n._(FREQUENCY_LABELS[item.frequency]) },
    { id: 'method', wide: true, header: msg`Verification method`, cell: (item, { lists }) => linked(lists.verification_method, item.verification_method_id) },
  ],
  activity: [
    { id: 'output', wide: true, header: msg`Output`, cell: (item, { lists }) => linked(lists.output, item.output_id) },
    { id: 'responsible', wide: true, header: msg`Responsible`, cell: (item) => <span dir="auto">{item.responsible ?? '—'}</span> },
    { id: 'period', header: msg`Period`, cell: (item, context) => period(item, context) },
  ],
  verification_method: [
    { id: 'source', wide: true, header: msg`Source of evidence`, cell: (item) => <WideText text={item.source} /> },
    { id: 'responsible', wide: true, header: msg`Responsible`, cell: (item) => <span dir="auto">{item.responsible ?? '—'}</span> },
    { id: 'indicators', header: msg`Indicators`, numeric: true, cell: (item, { numbers }) => numbers.format(item.indicators_count) },
  ],
  monitoring: [
    { id: 'method', header: msg`Method`, cell: (item, { i18n }) => i18n._(MONITORING_METHOD_LABELS[item.method]) },
    { id: 'frequency', header: msg`Frequency`, cell: (item, { i18n }) => i18n._(FREQUENCY_LABELS[item.frequency]) },
    { id: 'responsible', wide: true, header: msg`Responsible`, cell: (item) => <span dir="auto">{item.responsible}</span> },
  ],
  risk: [
    { id: 'category', header: msg`Category`, cell: (item, { i18n }) => i18n._(RISK_CATEGORY_LABELS[item.category]) },
    { id: 'likelihood', header: msg`Likelihood`, cell: (item, { i18n }) => labelOrDash(i18n, likelihoodLabel(item.likelihood)) },
    { id: 'impact', header: msg`Impact`, cell: (item, { i18n }) => labelOrDash(i18n, impactLabel(item.impact)) },
    { id: 'level', header: msg`Risk level`, cell: (item) => <RiskLevelChip level={item.level} /> },
    { id: 'strategy', header: msg`Response strategy`, cell: (item, { i18n }) => i18n._(RESPONSE_STRATEGY_LABELS[item.response_strategy]) },
    { id: 'mitigation', wide: true, header: msg`Mitigation measures`, cell: (item) => <WideText text={item.mitigation} /> },
    { id: 'owner', wide: true, header: msg`Risk owner`, cell: (item) => <span dir="auto">{item.owner ?? '—'}</span> },
  ],
};

/** The columns of one kind, typed for it. */
export function columnsOf<Kind extends FrameworkKind>(kind: Kind): Column<Kind>[] {
  return FRAMEWORK_COLUMNS[kind];
}

function labelOrDash(i18n: I18n, label: MessageDescriptor | undefined): string {
  return label ? i18n._(label) : '—';
}
