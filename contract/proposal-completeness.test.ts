import { describe, expect, it } from 'vitest';
import { PROPOSAL_PAGES } from './enums';
import { canPartnerSubmit, daysLeft, isDeadlinePassed, partnerProposalHeaderSchema, riskInputSchema } from './partner-proposals';
import { budgetProblem, budgetTotal, isComplete, pageCompleteness, pageOfSection, PROPOSAL_PAGE_SECTIONS, type CompletenessInput } from './proposal-completeness';
import { PROPOSAL_SECTION_NAMES } from './proposals';

const complete: CompletenessInput = {
  header: { title: 'Clean water', country_id: 1, start_date: '2027-01-01', end_date: '2027-12-31' },
  grant: { min_size: 1000, max_size: 5000, cur_symbol: '$', objective_ids: [7], due_diligence_ids: [3] },
  sections: {
    CoverPage: { summary: 'Wells', sector: 'WASH', locations: [], target_groups: [], requested_amount: 2000, own_contribution: 0 },
    Background: { problem_statement: 'Thirst', context: 'Drought', justification: 'Need', previous_experience: '', sustainability: '' },
    Beneficiaries: { direct_total: 100, indirect_total: 0, description: 'Villages', selection_criteria: '' },
    LogicalFramework: {
      goal: 'Water',
      grant_objectives: [],
      program_objectives: [],
      custom_objectives: [],
      outcomes: [
        {
          id: 1,
          title: 'Access',
          outputs: [
            {
              id: 2,
              title: 'Wells dug',
              indicators: [{ id: 3, title: 'Wells', unit: 'well', baseline: 0, target: 4, means_of_verification: 'Visit' }],
              activities: [{ id: 4, title: 'Dig' }],
            },
          ],
        },
      ],
      assumptions: [],
    },
    Workplans: [{ id: 1, code: 'A1', title: 'Dig', output: 'Wells dug', start_date: '2027-01-01', end_date: '2027-03-31', responsible: 'Team' }],
    MonitoringAndEvaluation: { approach: 'Visits', data_collection: 'Forms', reporting: 'Quarterly', evaluation: '', responsibilities: [] },
    OtherInfo: { gender: 'Equal', environment: '', protection: '', exit_strategy: '', additional: '' },
    Budget: { lines: [{ id: 1, category: 'Works', description: 'Wells', unit: 'well', quantity: 4, unit_cost: 500, total: 2000 }], total: 2000, cur_symbol: '$' },
    GrantObjectives: [{ grant_objective_id: 7, title: 'Water', contribution: 'Four wells' }],
  },
  risks_count: 1,
  documents_count: 1,
  due_diligences: [{ due_diligence_id: 3, document: { expires_on: '2028-01-01' } }],
  today: '2027-06-01',
};

const marks = (input: CompletenessInput) => pageCompleteness(input);

describe('proposal page completeness', () => {
  it('marks every page complete for a proposal written in full', () => {
    const result = marks(complete);
    expect(PROPOSAL_PAGES.filter((page) => !result[page])).toEqual([]);
    expect(isComplete(result)).toBe(true);
  });

  it('marks every page but the optional ones incomplete on a fresh draft', () => {
    const fresh: CompletenessInput = {
      ...complete,
      header: { title: 'Draft', country_id: null, start_date: '', end_date: '' },
      sections: {},
      risks_count: 0,
      documents_count: 0,
      due_diligences: [],
    };
    const result = marks(fresh);
    expect(PROPOSAL_PAGES.filter((page) => result[page])).toEqual([]);
    expect(isComplete(result)).toBe(false);
  });

  it('needs the cover page period in order', () => {
    expect(marks({ ...complete, header: { ...complete.header, end_date: '2026-12-31' } })['cover-page']).toBe(false);
  });

  it('refuses a budget total outside the grant size range or in another currency', () => {
    const line = { id: 1, category: 'c', description: 'd', unit: 'u', quantity: 1, unit_cost: 6000, total: 6000 };
    expect(marks({ ...complete, sections: { ...complete.sections, Budget: { lines: [line], total: 6000, cur_symbol: '$' } } }).budget).toBe(false);
    expect(budgetProblem({ lines: [line], cur_symbol: '$' }, complete.grant)).toBe('budgetRange');
    expect(budgetProblem({ lines: [{ ...line, unit_cost: 1000 }], cur_symbol: '€' }, complete.grant)).toBe('budgetCurrency');
    expect(budgetProblem({ lines: [{ ...line, unit_cost: 5000 }], cur_symbol: '$' }, complete.grant)).toBeNull();
    expect(budgetTotal([{ quantity: 3, unit_cost: 0.1 }])).toBe(0.3);
  });

  it('needs every required due diligence attached and none expired', () => {
    expect(marks({ ...complete, due_diligences: [] })['due-diligences']).toBe(false);
    expect(marks({ ...complete, due_diligences: [{ due_diligence_id: 3, document: { expires_on: '2027-05-31' } }] })['due-diligences']).toBe(false);
    expect(marks({ ...complete, due_diligences: [{ due_diligence_id: 3, document: { expires_on: '2027-06-01' } }] })['due-diligences']).toBe(true);
    expect(marks({ ...complete, due_diligences: [{ due_diligence_id: 3, document: { expires_on: null } }] })['due-diligences']).toBe(true);
  });

  it('needs at least one document and one risk', () => {
    expect(marks({ ...complete, documents_count: 0 }).documents).toBe(false);
    expect(marks({ ...complete, risks_count: 0 })['risk-analysis']).toBe(false);
  });

  it('needs a contribution to each of the grant objectives, and none when the grant has none', () => {
    expect(marks({ ...complete, sections: { ...complete.sections, GrantObjectives: [] } })['grant-objectives']).toBe(false);
    expect(marks({ ...complete, grant: { ...complete.grant, objective_ids: [] }, sections: { ...complete.sections, GrantObjectives: [] } })['grant-objectives']).toBe(true);
  });

  it('needs an indicator and an activity under every output of the logical framework', () => {
    const framework = complete.sections.LogicalFramework;
    if (!framework) throw new Error('fixture');
    const outcome = framework.outcomes[0];
    if (!outcome) throw new Error('fixture');
    const bare = { ...framework, outcomes: [{ ...outcome, outputs: outcome.outputs.map((output) => ({ ...output, activities: [] })) }] };
    expect(marks({ ...complete, sections: { ...complete.sections, LogicalFramework: bare } })['logical-framework']).toBe(false);
  });

  it('places every section document under exactly one page', () => {
    for (const name of PROPOSAL_SECTION_NAMES) {
      expect(PROPOSAL_PAGES.filter((page) => PROPOSAL_PAGE_SECTIONS[page].includes(name))).toEqual([pageOfSection(name)]);
    }
  });
});

describe('deadlines and submission', () => {
  it('counts the days left, 0 on the deadline day', () => {
    expect(daysLeft('2027-06-08', '2027-06-01')).toBe(7);
    expect(daysLeft('2027-06-01', '2027-06-01')).toBe(0);
    expect(isDeadlinePassed('2027-06-01', '2027-06-01')).toBe(false);
    expect(isDeadlinePassed('2027-05-31', '2027-06-01')).toBe(true);
  });

  it('offers submit for a complete draft by the deadline, and a resubmission under negotiation after it', () => {
    expect(canPartnerSubmit('draft', '2027-06-01', true, '2027-06-01')).toBe(true);
    expect(canPartnerSubmit('draft', '2027-05-31', true, '2027-06-01')).toBe(false);
    expect(canPartnerSubmit('draft', '2027-06-01', false, '2027-06-01')).toBe(false);
    expect(canPartnerSubmit('underNegotiation', '2027-05-31', true, '2027-06-01')).toBe(true);
    expect(canPartnerSubmit('submitted', '2027-06-01', true, '2027-06-01')).toBe(false);
  });
});

describe('partner inputs', () => {
  it('refuses a header whose end date is before its start date', () => {
    const result = partnerProposalHeaderSchema.safeParse({ title: 'T', country_id: 1, start_date: '2027-02-01', end_date: '2027-01-01' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['end_date']);
  });

  it('refuses a risk likelihood outside 1 to 5', () => {
    const risk = { title: 'Flood', category: 'operational', likelihood: 6, impact: 2, response_strategy: 'mitigation' };
    expect(riskInputSchema.safeParse(risk).success).toBe(false);
    expect(riskInputSchema.safeParse({ ...risk, likelihood: 5 }).success).toBe(true);
  });
});
