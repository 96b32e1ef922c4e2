import {
  Body1,
  Button,
  Checkbox,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  shorthands,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { logicalFrameworkSchema, type LogicalFramework } from '#contract/proposals';
import { ScrollRegion } from '@/ui/scroll-region';
import { SectionCard } from '@/ui/page-section';
import { CellNumber, CellText, RowActions, SaveBar, useIssueText } from './editor-fields';
import { useSaveState, type SaveSection } from './editor-save';
import {
  emptyIndicator,
  emptyOutcome,
  emptyOutput,
  nextFrameworkIds,
  toggleGrantObjective,
  type Indicator,
  type ObjectiveRef,
  type Outcome,
  type Output,
} from './logical-framework-rules';
import { moveRow, removeRow, replaceRow } from './row-list';
import { sectionIssues } from './section-issues';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  group: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
    margin: 0,
    paddingBlock: tokens.spacingVerticalS,
    paddingInlineStart: tokens.spacingHorizontalL,
    paddingInlineEnd: 0,
    ...shorthands.borderStyle('none'),
    borderInlineStartStyle: 'solid',
    borderInlineStartWidth: tokens.strokeWidthThick,
    borderInlineStartColor: tokens.colorNeutralStroke2,
  },
  heading: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  grow: { flexGrow: 1, minWidth: 0 },
  row: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  toolbar: { display: 'flex', justifyContent: 'flex-start' },
});

type IssueText = (path: string, label: string) => string | undefined;

type TitledListProps = {
  label: string;
  /** Names one row in the buttons' and inputs' labels. */
  rowName: (position: number) => string;
  rows: readonly ObjectiveRef[];
  readOnly: boolean;
  path: string;
  issueText: IssueText;
  addLabel: string;
  nextId: number;
  onChange: (rows: ObjectiveRef[]) => void;
};

/** A list of titled rows (objectives, activities): add, retitle, reorder and remove. */
function TitledList({ label, rowName, rows, readOnly, path, issueText, addLabel, nextId, onChange }: TitledListProps) {
  const styles = useStyles();
  const { t } = useLingui();
  if (readOnly) {
    return rows.length === 0 ? (
      <Body1 as="p" className={styles.muted}>
        <Trans>None</Trans>
      </Body1>
    ) : (
      <ul className={styles.list} aria-label={label}>
        {rows.map((row) => (
          <li key={row.id} dir="auto">
            {row.title}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={styles.stack} role="group" aria-label={label}>
      {rows.map((row, index) => (
        <div key={row.id} className={styles.row}>
          <div className={styles.grow}>
            <CellText
              label={rowName(index + 1)}
              value={row.title}
              onChange={(title) => onChange(replaceRow(rows, index, { ...row, title }))}
              error={issueText(`${path}.${index}.title`, t`Title`)}
            />
          </div>
          <RowActions
            name={rowName(index + 1)}
            index={index}
            count={rows.length}
            onMove={(offset) => onChange(moveRow(rows, index, offset))}
            onRemove={() => onChange(removeRow(rows, index))}
          />
        </div>
      ))}
      <div className={styles.toolbar}>
        <Button icon={<AddRegular />} onClick={() => onChange([...rows, { id: nextId, title: '' }])}>
          {addLabel}
        </Button>
      </div>
    </div>
  );
}

type IndicatorsTableProps = {
  indicators: readonly Indicator[];
  outputName: string;
  readOnly: boolean;
  path: string;
  issueText: IssueText;
  onChange: (indicators: Indicator[]) => void;
};

function IndicatorsTable({ indicators, outputName, readOnly, path, issueText, onChange }: IndicatorsTableProps) {
  const { t } = useLingui();
  const change = (index: number, changes: Partial<Indicator>) => {
    const current = indicators[index];
    if (current) onChange(replaceRow(indicators, index, { ...current, ...changes }));
  };
  const label = t`Indicators of ${outputName}`;
  return (
    <ScrollRegion label={label}>
      <Table size="small" aria-label={label}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>
              <Trans>Indicator</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Unit</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Baseline</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Target</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Means of verification</Trans>
            </TableHeaderCell>
            {readOnly ? null : (
              <TableHeaderCell>
                <Trans>Actions</Trans>
              </TableHeaderCell>
            )}
          </TableRow>
        </TableHeader>
        <TableBody>
          {indicators.map((indicator, index) => {
            const name = t`indicator ${index + 1} of ${outputName}`;
            const at = `${path}.${index}`;
            return readOnly ? (
              <TableRow key={indicator.id}>
                <TableCell dir="auto">{indicator.title}</TableCell>
                <TableCell dir="auto">{indicator.unit}</TableCell>
                <TableCell>{indicator.baseline}</TableCell>
                <TableCell>{indicator.target}</TableCell>
                <TableCell dir="auto">{indicator.means_of_verification}</TableCell>
              </TableRow>
            ) : (
              <TableRow key={indicator.id}>
                <TableCell>
                  <CellText label={t`Title, ${name}`} value={indicator.title} onChange={(title) => change(index, { title })} error={issueText(`${at}.title`, t`Indicator`)} />
                </TableCell>
                <TableCell>
                  <CellText label={t`Unit, ${name}`} value={indicator.unit} onChange={(unit) => change(index, { unit })} error={issueText(`${at}.unit`, t`Unit`)} />
                </TableCell>
                <TableCell>
                  <CellNumber
                    label={t`Baseline, ${name}`}
                    value={indicator.baseline}
                    onChange={(baseline) => change(index, { baseline })}
                    error={issueText(`${at}.baseline`, t`Baseline`)}
                  />
                </TableCell>
                <TableCell>
                  <CellNumber label={t`Target, ${name}`} value={indicator.target} onChange={(target) => change(index, { target })} error={issueText(`${at}.target`, t`Target`)} />
                </TableCell>
                <TableCell>
                  <CellText
                    label={t`Means of verification, ${name}`}
                    value={indicator.means_of_verification}
                    onChange={(means_of_verification) => change(index, { means_of_verification })}
                    error={issueText(`${at}.means_of_verification`, t`Means of verification`)}
                  />
                </TableCell>
                <TableCell>
                  <RowActions
                    name={name}
                    index={index}
                    count={indicators.length}
                    onMove={(offset) => onChange(moveRow(indicators, index, offset))}
                    onRemove={() => onChange(removeRow(indicators, index))}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

export type LogicalFrameworkFormProps = {
  value: LogicalFramework;
  /** The grant's objectives: the proposal names those it serves. */
  grantObjectives: readonly ObjectiveRef[];
  readOnly: boolean;
  onSave: SaveSection<LogicalFramework>;
};

/**
 * The logical framework (issue 13): the goal; the grant's objectives the proposal serves, the initiatives' objectives
 * and its own; outcomes, each with outputs, each with indicators and activities; the assumptions. Saved whole.
 */
export function LogicalFrameworkForm({ value, grantObjectives, readOnly, onSave }: LogicalFrameworkFormProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const [framework, setFramework] = useState<LogicalFramework>(value);
  const { issues, refusal, busy, save } = useSaveState(onSave, (checked: LogicalFramework) => sectionIssues(logicalFrameworkSchema, checked));
  const issueText = useIssueText(issues);
  const next = nextFrameworkIds(framework);
  const chosen = new Set(framework.grant_objectives.map((objective) => objective.id));

  const set = (changes: Partial<LogicalFramework>) => setFramework({ ...framework, ...changes });
  const setOutcome = (index: number, outcome: Outcome) => set({ outcomes: replaceRow(framework.outcomes, index, outcome) });
  const setOutput = (outcomeIndex: number, outputIndex: number, output: Output) => {
    const outcome = framework.outcomes[outcomeIndex];
    if (outcome) setOutcome(outcomeIndex, { ...outcome, outputs: replaceRow(outcome.outputs, outputIndex, output) });
  };

  return (
    <>
      <SectionCard title={t`Goal`}>
        {readOnly ? (
          <Body1 as="p" dir="auto">
            {framework.goal}
          </Body1>
        ) : (
          <CellText label={t`Goal`} visibleLabel multiline value={framework.goal} onChange={(goal) => set({ goal })} error={issueText('goal', t`Goal`)} />
        )}
      </SectionCard>
      <SectionCard title={t`Objectives`}>
        <Subtitle2 as="h3">
          <Trans>Grant objectives</Trans>
        </Subtitle2>
        {grantObjectives.length === 0 ? (
          <Body1 as="p" className={styles.muted}>
            <Trans>The grant names no objective.</Trans>
          </Body1>
        ) : (
          <div className={styles.stack} role="group" aria-label={t`Grant objectives`}>
            {grantObjectives.map((objective) => (
              <Checkbox
                key={objective.id}
                label={objective.title}
                checked={chosen.has(objective.id)}
                disabled={readOnly}
                onChange={(_, data) =>
                  set({ grant_objectives: toggleGrantObjective(framework.grant_objectives, objective, data.checked === true, grantObjectives) })
                }
              />
            ))}
          </div>
        )}
        <Subtitle2 as="h3">
          <Trans>Initiative objectives</Trans>
        </Subtitle2>
        <TitledList
          label={t`Initiative objectives`}
          rowName={(position) => t`Initiative objective ${position}`}
          rows={framework.program_objectives}
          readOnly={readOnly}
          path="program_objectives"
          issueText={issueText}
          addLabel={t`Add an initiative objective`}
          nextId={next.objective}
          onChange={(program_objectives) => set({ program_objectives })}
        />
        <Subtitle2 as="h3">
          <Trans>Own objectives</Trans>
        </Subtitle2>
        <TitledList
          label={t`Own objectives`}
          rowName={(position) => t`Own objective ${position}`}
          rows={framework.custom_objectives}
          readOnly={readOnly}
          path="custom_objectives"
          issueText={issueText}
          addLabel={t`Add an objective`}
          nextId={next.objective}
          onChange={(custom_objectives) => set({ custom_objectives })}
        />
      </SectionCard>
      <SectionCard title={t`Outcomes, outputs and indicators`}>
        {framework.outcomes.length === 0 ? (
          <Body1 as="p" className={styles.muted}>
            <Trans>No outcome yet.</Trans>
          </Body1>
        ) : null}
        {framework.outcomes.map((outcome, outcomeIndex) => {
          const outcomeName = t`Outcome ${outcomeIndex + 1}`;
          return (
            <fieldset key={outcome.id} className={styles.group} aria-label={outcomeName}>
              <div className={styles.heading}>
                <div className={styles.grow}>
                  {readOnly ? (
                    <Subtitle2 as="h3" dir="auto">
                      {outcomeName}: {outcome.title}
                    </Subtitle2>
                  ) : (
                    <CellText
                      label={outcomeName}
                      visibleLabel
                      value={outcome.title}
                      onChange={(title) => setOutcome(outcomeIndex, { ...outcome, title })}
                      error={issueText(`outcomes.${outcomeIndex}.title`, t`Title`)}
                    />
                  )}
                </div>
                {readOnly ? null : (
                  <RowActions
                    name={outcomeName}
                    index={outcomeIndex}
                    count={framework.outcomes.length}
                    onMove={(offset) => set({ outcomes: moveRow(framework.outcomes, outcomeIndex, offset) })}
                    onRemove={() => set({ outcomes: removeRow(framework.outcomes, outcomeIndex) })}
                  />
                )}
              </div>
              {outcome.outputs.map((output, outputIndex) => {
                const outputName = t`Output ${outcomeIndex + 1}.${outputIndex + 1}`;
                const path = `outcomes.${outcomeIndex}.outputs.${outputIndex}`;
                return (
                  <fieldset key={output.id} className={styles.group} aria-label={outputName}>
                    <div className={styles.heading}>
                      <div className={styles.grow}>
                        {readOnly ? (
                          <Subtitle2 as="h4" dir="auto">
                            {outputName}: {output.title}
                          </Subtitle2>
                        ) : (
                          <CellText
                            label={outputName}
                            visibleLabel
                            value={output.title}
                            onChange={(title) => setOutput(outcomeIndex, outputIndex, { ...output, title })}
                            error={issueText(`${path}.title`, t`Title`)}
                          />
                        )}
                      </div>
                      {readOnly ? null : (
                        <RowActions
                          name={outputName}
                          index={outputIndex}
                          count={outcome.outputs.length}
                          onMove={(offset) => setOutcome(outcomeIndex, { ...outcome, outputs: moveRow(outcome.outputs, outputIndex, offset) })}
                          onRemove={() => setOutcome(outcomeIndex, { ...outcome, outputs: removeRow(outcome.outputs, outputIndex) })}
                        />
                      )}
                    </div>
                    <IndicatorsTable
                      indicators={output.indicators}
                      outputName={outputName}
                      readOnly={readOnly}
                      path={`${path}.indicators`}
                      issueText={issueText}
                      onChange={(indicators) => setOutput(outcomeIndex, outputIndex, { ...output, indicators })}
                    />
                    {readOnly ? null : (
                      <div className={styles.toolbar}>
                        <Button
                          icon={<AddRegular />}
                          onClick={() =>
                            setOutput(outcomeIndex, outputIndex, { ...output, indicators: [...output.indicators, emptyIndicator(next.indicator)] })
                          }
                        >
                          <Trans>Add an indicator to {outputName}</Trans>
                        </Button>
                      </div>
                    )}
                    <TitledList
                      label={t`Activities of ${outputName}`}
                      rowName={(position) => t`Activity ${outcomeIndex + 1}.${outputIndex + 1}.${position}`}
                      rows={output.activities}
                      readOnly={readOnly}
                      path={`${path}.activities`}
                      issueText={issueText}
                      addLabel={t`Add an activity to ${outputName}`}
                      nextId={next.activity}
                      onChange={(activities) => setOutput(outcomeIndex, outputIndex, { ...output, activities })}
                    />
                  </fieldset>
                );
              })}
              {readOnly ? null : (
                <div className={styles.toolbar}>
                  <Button icon={<AddRegular />} onClick={() => setOutcome(outcomeIndex, { ...outcome, outputs: [...outcome.outputs, emptyOutput(next.output)] })}>
                    <Trans>Add an output to {outcomeName}</Trans>
                  </Button>
                </div>
              )}
            </fieldset>
          );
        })}
        {readOnly ? null : (
          <div className={styles.toolbar}>
            <Button icon={<AddRegular />} onClick={() => set({ outcomes: [...framework.outcomes, emptyOutcome(next.outcome)] })}>
              <Trans>Add an outcome</Trans>
            </Button>
          </div>
        )}
      </SectionCard>
      <SectionCard title={t`Assumptions`}>
        <TitledList
          label={t`Assumptions`}
          rowName={(position) => t`Assumption ${position}`}
          rows={framework.assumptions.map((title, index) => ({ id: index + 1, title }))}
          readOnly={readOnly}
          path="assumptions"
          issueText={issueText}
          addLabel={t`Add an assumption`}
          nextId={framework.assumptions.length + 1}
          onChange={(rows) => set({ assumptions: rows.map((row) => row.title) })}
        />
        {readOnly ? null : <SaveBar onSave={() => void save(framework)} problems={issues.size} refusal={refusal} busy={busy} />}
      </SectionCard>
    </>
  );
}
