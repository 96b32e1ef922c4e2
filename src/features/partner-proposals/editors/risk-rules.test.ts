import { describe, expect, it } from 'vitest';
import { RiskLevel } from '#contract/enums';
import { emptyRisk, scoredRisk } from './risk-rules';

describe('a risk of the register', () => {
  it('scores likelihood × impact and takes the level of the 5×5 matrix', () => {
    const risk = emptyRisk(1);
    expect(scoredRisk({ ...risk, likelihood: 2, impact: 2 })).toMatchObject({ score: 4, level: RiskLevel.Low });
    expect(scoredRisk({ ...risk, likelihood: 1, impact: 5 })).toMatchObject({ score: 5, level: RiskLevel.Moderate });
    expect(scoredRisk({ ...risk, likelihood: 4, impact: 4 })).toMatchObject({ score: 16, level: RiskLevel.High });
    expect(scoredRisk({ ...risk, likelihood: 5, impact: 4 })).toMatchObject({ score: 20, level: RiskLevel.Extreme });
  });

  it('starts unrated: score 0, level not assessed', () => {
    expect(emptyRisk(7)).toMatchObject({ id: 7, score: 0, level: RiskLevel.Unset, likelihood: 0, impact: 0 });
  });
});
