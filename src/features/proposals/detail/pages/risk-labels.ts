import type { BadgeProps } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { RiskImpact, RiskLevel, RiskLikelihood, type ResponseStrategy, type RiskCategory } from '#contract/enums';

/** Labels of the risk enumerations of spec section 3, looked up from the contract's values, never re-listed. */

export const RISK_CATEGORY_LABELS: Record<RiskCategory, MessageDescriptor> = {
  ethical: msg`Ethical`,
  fiduciary: msg`Fiduciary`,
  information: msg`Information`,
  legal_compliance: msg`Legal and compliance`,
  operational: msg`Operational`,
  reputational: msg`Reputational`,
  safety_and_security: msg`Safety and security`,
};

export const RESPONSE_STRATEGY_LABELS: Record<ResponseStrategy, MessageDescriptor> = {
  avoidance: msg`Avoidance`,
  transference: msg`Transference`,
  mitigation: msg`Mitigation`,
  acceptance: msg`Acceptance`,
  exploit: msg`Exploit`,
  enhance: msg`Enhance`,
  share: msg`Share`,
};

type Likelihood = (typeof RiskLikelihood)[keyof typeof RiskLikelihood];
type Impact = (typeof RiskImpact)[keyof typeof RiskImpact];
export type RiskLevelValue = (typeof RiskLevel)[keyof typeof RiskLevel];

export const RISK_LIKELIHOOD_LABELS: Record<Likelihood, MessageDescriptor> = {
  [RiskLikelihood.Unset]: msg`Not set`,
  [RiskLikelihood.Rare]: msg`Rare`,
  [RiskLikelihood.Unlikely]: msg`Unlikely`,
  [RiskLikelihood.Possible]: msg`Possible`,
  [RiskLikelihood.Likely]: msg`Likely`,
  [RiskLikelihood.AlmostCertain]: msg`Almost certain`,
};

export const RISK_IMPACT_LABELS: Record<Impact, MessageDescriptor> = {
  [RiskImpact.Unset]: msg`Not set`,
  [RiskImpact.Insignificant]: msg`Insignificant`,
  [RiskImpact.Minor]: msg`Minor`,
  [RiskImpact.Moderate]: msg`Moderate`,
  [RiskImpact.Major]: msg`Major`,
  [RiskImpact.Critical]: msg`Critical`,
};

/** The Badge colours the levels use, calm to alarming. */
export type RiskLevelColor = Extract<NonNullable<BadgeProps['color']>, 'informative' | 'success' | 'warning' | 'severe' | 'danger'>;
type LevelLook = { label: MessageDescriptor; color: RiskLevelColor };

/** Levels from the score, coloured from calm to alarming. */
export const RISK_LEVEL_LOOK: Record<RiskLevelValue, LevelLook> = {
  [RiskLevel.Unset]: { label: msg`Not assessed`, color: 'informative' },
  [RiskLevel.Low]: { label: msg`Low`, color: 'success' },
  [RiskLevel.Moderate]: { label: msg`Moderate`, color: 'warning' },
  [RiskLevel.High]: { label: msg`High`, color: 'severe' },
  [RiskLevel.Extreme]: { label: msg`Extreme`, color: 'danger' },
};

/** Highest first: the order the counters and the level filter use. */
export const RISK_LEVELS_BY_SEVERITY: readonly RiskLevelValue[] = [
  RiskLevel.Extreme,
  RiskLevel.High,
  RiskLevel.Moderate,
  RiskLevel.Low,
  RiskLevel.Unset,
];

function lookup<Key extends number>(table: Record<Key, MessageDescriptor>, value: number): MessageDescriptor | undefined {
  return (table as Record<number, MessageDescriptor | undefined>)[value];
}

/** The label of a value read from the server, which the contract bounds to 0–5 (1–5 for levels). */
export function likelihoodLabel(value: number): MessageDescriptor | undefined {
  return lookup(RISK_LIKELIHOOD_LABELS, value);
}
export function impactLabel(value: number): MessageDescriptor | undefined {
  return lookup(RISK_IMPACT_LABELS, value);
}
export function levelLook(value: number): LevelLook {
  return (RISK_LEVEL_LOOK as Record<number, LevelLook | undefined>)[value] ?? RISK_LEVEL_LOOK[RiskLevel.Unset];
}
