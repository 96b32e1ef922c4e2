import { riskLevel, type Risk } from '#contract/proposals';

/** A risk's score (likelihood × impact) and level, worked out from its two ratings as the user changes them. */
export function scoredRisk(risk: Risk): Risk {
  return { ...risk, score: risk.likelihood * risk.impact, level: riskLevel(risk.likelihood, risk.impact) };
}

/** A new risk, not yet rated: an operational risk to be mitigated, the most common kind in the register. */
export function emptyRisk(id: number): Risk {
  return scoredRisk({
    id,
    title: '',
    description: '',
    category: 'operational',
    likelihood: 0,
    impact: 0,
    score: 0,
    level: 0,
    response_strategy: 'mitigation',
    mitigation: '',
    owner: '',
    isMaterialized: false,
  });
}
