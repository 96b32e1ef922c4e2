import {
  Button,
  Checkbox,
  Field,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { RESPONSE_STRATEGIES, RISK_CATEGORIES } from '#contract/enums';
import { partnerRisksInputSchema } from '#contract/partner-proposals';
import type { Risk } from '#contract/proposals';
import { ScrollRegion } from '@/ui/scroll-region';
import { RESPONSE_STRATEGY_LABELS, RISK_CATEGORY_LABELS, RISK_IMPACT_LABELS, RISK_LIKELIHOOD_LABELS, RiskLevelChip } from '@/features/proposals';
import { SectionCard } from '@/ui/page-section';
import { CellText, RowActions, SaveBar, useIssueText } from './editor-fields';
import { emptyRisk, scoredRisk } from './risk-rules';
import { moveRow, nextRowId, removeRow, replaceRow } from './row-list';
import { useSaveState, type SaveSection } from './editor-save';
import { sectionIssues } from './section-issues';

const useStyles = makeStyles({
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  toolbar: { display: 'flex', justifyContent: 'flex-start' },
  select: { minWidth: '9rem' },
});


/** The ratings 0 (not set) to 5 (spec section 9), in order. */
const RATINGS = [0, 1, 2, 3, 4, 5] as const;

type ChoiceProps<Value extends string | number> = {
  label: string;
  value: Value;
  options: readonly Value[];
  labels: Record<Value, MessageDescriptor>;
  onChange: (value: Value) => void;
  error?: string | undefined;
};

/** A choice among a contract enumeration, each option named by its label. */
function Choice<Value extends string | number>({ label, value, options, labels, onChange, error }: ChoiceProps<Value>) {
  const styles = useStyles();
  const { i18n } = useLingui();
  return (
    <Field validationMessage={error} validationState={error ? 'error' : 'none'}>
      <Select
        aria-label={label}
        className={styles.select}
        value={String(value)}
        onChange={(_, data) => {
          const picked = options.find((option) => String(option) === data.value);
          if (picked !== undefined) onChange(picked);
        }}
      >
        {options.map((option) => (
          <option key={option} value={String(option)}>
            {i18n._(labels[option])}
          </option>
        ))}
      </Select>
    </Field>
  );
}

export type RiskAnalysisFormProps = {
  value: Risk[];
  readOnly: boolean;
  onSave: SaveSection<Risk[]>;
};

/** The register is checked as the server takes it (PUT …/RisksAnalysis `{ risks }`): a risk needs a title and both ratings. */
const registerIssues = (risks: Risk[]) => sectionIssues(partnerRisksInputSchema, { risks });

/**
 * The risk register (issue 13): each risk's likelihood and impact give its score and level as they are chosen
 * (contract riskLevel, the 5×5 matrix); the whole register is saved at once.
 */
export function RiskAnalysisForm({ value, readOnly, onSave }: RiskAnalysisFormProps) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const [risks, setRisks] = useState<Risk[]>(() => value.map(scoredRisk));
  const { issues, refusal, busy, save } = useSaveState(onSave, registerIssues);
  const issueText = useIssueText(issues);

  const change = (index: number, changes: Partial<Risk>) => {
    const current = risks[index];
    if (current) setRisks(replaceRow(risks, index, scoredRisk({ ...current, ...changes })));
  };

  return (
    <SectionCard title={t`Risk register`}>
      <ScrollRegion label={t`Risk register`}>
        <Table size="small" aria-label={t`Risk register`}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>
                <Trans>Risk</Trans>
              </TableHeaderCell>
              <TableHeaderCell>
                <Trans>Description</Trans>
              </TableHeaderCell>
              <TableHeaderCell>
                <Trans>Category</Trans>
              </TableHeaderCell>
              <TableHeaderCell>
                <Trans>Likelihood</Trans>
              </TableHeaderCell>
              <TableHeaderCell>
                <Trans>Impact</Trans>
              </TableHeaderCell>
              <TableHeaderCell className={styles.number}>
                <Trans>Score</Trans>
              </TableHeaderCell>
              <TableHeaderCell>
                <Trans>Level</Trans>
              </TableHeaderCell>
              <TableHeaderCell>
                <Trans>Response strategy</Trans>
              </TableHeaderCell>
              <TableHeaderCell>
                <Trans>Mitigation</Trans>
              </TableHeaderCell>
              <TableHeaderCell>
                <Trans>Owner</Trans>
              </TableHeaderCell>
              <TableHeaderCell>
                <Trans>Materialised</Trans>
              </TableHeaderCell>
              {readOnly ? null : (
                <TableHeaderCell>
                  <Trans>Actions</Trans>
                </TableHeaderCell>
              )}
            </TableRow>
          </TableHeader>
          <TableBody>
            {risks.map((risk, index) => {
              const row = index + 1;
              const level = (
                <>
                  <TableCell className={styles.number}>{risk.score}</TableCell>
                  <TableCell>
                    <RiskLevelChip level={risk.level} />
                  </TableCell>
                </>
              );
              if (readOnly) {
                return (
                  <TableRow key={risk.id}>
                    <TableCell dir="auto">{risk.title}</TableCell>
                    <TableCell dir="auto">{risk.description}</TableCell>
                    <TableCell>{i18n._(RISK_CATEGORY_LABELS[risk.category])}</TableCell>
                    <TableCell>{i18n._(RISK_LIKELIHOOD_LABELS[risk.likelihood as (typeof RATINGS)[number]])}</TableCell>
                    <TableCell>{i18n._(RISK_IMPACT_LABELS[risk.impact as (typeof RATINGS)[number]])}</TableCell>
                    {level}
                    <TableCell>{i18n._(RESPONSE_STRATEGY_LABELS[risk.response_strategy])}</TableCell>
                    <TableCell dir="auto">{risk.mitigation}</TableCell>
                    <TableCell dir="auto">{risk.owner}</TableCell>
                    <TableCell>{risk.isMaterialized ? <Trans>Yes</Trans> : <Trans>No</Trans>}</TableCell>
                  </TableRow>
                );
              }
              return (
                <TableRow key={risk.id}>
                  <TableCell>
                    <CellText label={t`Risk ${row}`} value={risk.title} onChange={(title) => change(index, { title })} error={issueText(`risks.${index}.title`, t`Risk`)} />
                  </TableCell>
                  <TableCell>
                    <CellText
                      label={t`Description, risk ${row}`}
                      value={risk.description}
                      multiline
                      onChange={(description) => change(index, { description })}
                      error={issueText(`risks.${index}.description`, t`Description`)}
                    />
                  </TableCell>
                  <TableCell>
                    <Choice
                      label={t`Category, risk ${row}`}
                      value={risk.category}
                      options={RISK_CATEGORIES}
                      labels={RISK_CATEGORY_LABELS}
                      onChange={(category) => change(index, { category })}
                      error={issueText(`risks.${index}.category`, t`Category`)}
                    />
                  </TableCell>
                  <TableCell>
                    <Choice
                      label={t`Likelihood, risk ${row}`}
                      value={risk.likelihood as (typeof RATINGS)[number]}
                      options={RATINGS}
                      labels={RISK_LIKELIHOOD_LABELS}
                      onChange={(likelihood) => change(index, { likelihood })}
                      error={issueText(`risks.${index}.likelihood`, t`Likelihood`)}
                    />
                  </TableCell>
                  <TableCell>
                    <Choice
                      label={t`Impact, risk ${row}`}
                      value={risk.impact as (typeof RATINGS)[number]}
                      options={RATINGS}
                      labels={RISK_IMPACT_LABELS}
                      onChange={(impact) => change(index, { impact })}
                      error={issueText(`risks.${index}.impact`, t`Impact`)}
                    />
                  </TableCell>
                  {level}
                  <TableCell>
                    <Choice
                      label={t`Response strategy, risk ${row}`}
                      value={risk.response_strategy}
                      options={RESPONSE_STRATEGIES}
                      labels={RESPONSE_STRATEGY_LABELS}
                      onChange={(response_strategy) => change(index, { response_strategy })}
                    />
                  </TableCell>
                  <TableCell>
                    <CellText
                      label={t`Mitigation, risk ${row}`}
                      value={risk.mitigation}
                      multiline
                      onChange={(mitigation) => change(index, { mitigation })}
                      error={issueText(`risks.${index}.mitigation`, t`Mitigation`)}
                    />
                  </TableCell>
                  <TableCell>
                    <CellText label={t`Owner, risk ${row}`} value={risk.owner} onChange={(owner) => change(index, { owner })} error={issueText(`risks.${index}.owner`, t`Owner`)} />
                  </TableCell>
                  <TableCell>
                    <Checkbox
                      aria-label={t`Materialised, risk ${row}`}
                      checked={risk.isMaterialized}
                      onChange={(_, data) => change(index, { isMaterialized: data.checked === true })}
                    />
                  </TableCell>
                  <TableCell>
                    <RowActions
                      name={t`risk ${row}`}
                      index={index}
                      count={risks.length}
                      onMove={(offset) => setRisks(moveRow(risks, index, offset))}
                      onRemove={() => setRisks(removeRow(risks, index))}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </ScrollRegion>
      {readOnly ? null : (
        <>
          <div className={styles.toolbar}>
            <Button icon={<AddRegular />} onClick={() => setRisks([...risks, emptyRisk(nextRowId(risks.map((risk) => risk.id)))])}>
              <Trans>Add a risk</Trans>
            </Button>
          </div>
          <SaveBar onSave={() => void save(risks.map(scoredRisk))} problems={issues.size} refusal={refusal} busy={busy} />
        </>
      )}
    </SectionCard>
  );
}
