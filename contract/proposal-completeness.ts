import { PROPOSAL_PAGES, type ProposalPageSlug } from './enums';
import type { ProposalSection, ProposalSectionName } from './proposals';

/**
 * When each of a proposal's twelve pages counts as complete (docs/decisions/184-proposal-completeness.md). The server
 * refuses a submission while a page is not, and the partner's side menu marks each page with the same rule before
 * the server has answered. Pure: no zod, no dates from the clock (the caller passes today).
 */

/** The section documents each page is written in (contract/proposals.ts PROPOSAL_SECTIONS); the other pages are rows of their own. */
export const PROPOSAL_PAGE_SECTIONS: Record<ProposalPageSlug, readonly ProposalSectionName[]> = {
  'cover-page': ['CoverPage', 'Programs', 'Donors', 'Partners', 'Contacts'],
  background: ['Background'],
  beneficiaries: ['Beneficiaries', 'BeneficiariesByDistrict', 'BeneficiariesByAge', 'BeneficiariesByType'],
  'logical-framework': ['LogicalFramework'],
  workplan: ['Workplans'],
  'm-and-e': ['MonitoringAndEvaluation'],
  'other-info': ['OtherInfo'],
  budget: ['Budget'],
  documents: [],
  'due-diligences': [],
  'grant-objectives': ['GrantObjectives'],
  'risk-analysis': [],
};

/** The page a section document belongs to. */
export function pageOfSection(name: ProposalSectionName): ProposalPageSlug {
  const found = PROPOSAL_PAGES.find((page) => PROPOSAL_PAGE_SECTIONS[page].includes(name));
  // Every section is listed under one page above; the cover page is the fallback the compiler asks for.
  return found ?? 'cover-page';
}

/** The sections as stored: a page never written has none (null or missing). */
export type ProposalSections = { [Name in ProposalSectionName]?: ProposalSection<Name> | null };

export type CompletenessInput = {
  /** The proposal's header fields (the cover page edits them through PUT PartnerProposal/{id}). */
  header: { title: string; country_id: number | null; start_date: string; end_date: string };
  grant: {
    min_size: number;
    max_size: number;
    /** The grant's currency symbol: the budget is written in it. */
    cur_symbol: string;
    /** The grant's objectives: each needs a contribution on the grant-objectives page. */
    objective_ids: readonly number[];
    /** The due-diligence types the grant requires. */
    due_diligence_ids: readonly number[];
  };
  sections: ProposalSections;
  risks_count: number;
  documents_count: number;
  /** The library document attached to each required due diligence (expires_on YYYY-MM-DD or null: no expiry). */
  due_diligences: readonly { due_diligence_id: number; document: { expires_on: string | null } | null }[];
  /** YYYY-MM-DD (UTC): a document expiring before it is expired. */
  today: string;
};

const filled = (text: string | null | undefined): boolean => typeof text === 'string' && text.trim().length > 0;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (text: string | null | undefined): text is string => typeof text === 'string' && ISO_DATE.test(text);

/** A period is two dates, the end not before the start. */
export function isPeriod(start: string | null | undefined, end: string | null | undefined): boolean {
  return isDate(start) && isDate(end) && start <= end;
}

/** Lines × unit costs, rounded to cents: the budget's total as the server stores it. */
export function budgetTotal(lines: readonly { quantity: number; unit_cost: number }[]): number {
  return Math.round(lines.reduce((sum, line) => sum + line.quantity * line.unit_cost, 0) * 100) / 100;
}

/** What is wrong with a budget for its grant, the server's message key: another currency, or a total outside the size range. */
export function budgetProblem(
  budget: { lines: readonly { quantity: number; unit_cost: number }[]; cur_symbol: string },
  grant: { min_size: number; max_size: number; cur_symbol: string },
): 'budgetCurrency' | 'budgetRange' | null {
  if (budget.cur_symbol !== grant.cur_symbol) return 'budgetCurrency';
  const total = budgetTotal(budget.lines);
  if (total < grant.min_size || total > grant.max_size) return 'budgetRange';
  return null;
}

/** A document expires at the end of its expiry day. */
export function isExpired(expiresOn: string | null, today: string): boolean {
  return expiresOn !== null && expiresOn < today;
}

const RULES: Record<ProposalPageSlug, (input: CompletenessInput) => boolean> = {
  'cover-page': ({ header, sections: { CoverPage } }) =>
    filled(header.title) &&
    header.country_id !== null &&
    isPeriod(header.start_date, header.end_date) &&
    !!CoverPage &&
    filled(CoverPage.summary) &&
    CoverPage.requested_amount > 0,
  background: ({ sections: { Background } }) =>
    !!Background && filled(Background.problem_statement) && filled(Background.context) && filled(Background.justification),
  beneficiaries: ({ sections: { Beneficiaries } }) => !!Beneficiaries && Beneficiaries.direct_total > 0 && filled(Beneficiaries.description),
  'logical-framework': ({ sections: { LogicalFramework } }) =>
    !!LogicalFramework &&
    filled(LogicalFramework.goal) &&
    LogicalFramework.outcomes.length > 0 &&
    LogicalFramework.outcomes.every(
      (outcome) =>
        filled(outcome.title) &&
        outcome.outputs.length > 0 &&
        outcome.outputs.every((output) => filled(output.title) && output.indicators.length > 0 && output.activities.length > 0),
    ),
  workplan: ({ sections: { Workplans } }) =>
    !!Workplans && Workplans.length > 0 && Workplans.every((row) => filled(row.title) && isPeriod(row.start_date, row.end_date)),
  'm-and-e': ({ sections: { MonitoringAndEvaluation } }) =>
    !!MonitoringAndEvaluation &&
    filled(MonitoringAndEvaluation.approach) &&
    filled(MonitoringAndEvaluation.data_collection) &&
    filled(MonitoringAndEvaluation.reporting),
  'other-info': ({ sections: { OtherInfo } }) => !!OtherInfo && Object.values(OtherInfo).some(filled),
  budget: ({ sections: { Budget }, grant }) => !!Budget && Budget.lines.length > 0 && budgetProblem(Budget, grant) === null,
  documents: ({ documents_count }) => documents_count > 0,
  'due-diligences': ({ grant, due_diligences, today }) =>
    grant.due_diligence_ids.every((required) => {
      const document = due_diligences.find((item) => item.due_diligence_id === required)?.document;
      return !!document && !isExpired(document.expires_on, today);
    }),
  'grant-objectives': ({ grant, sections: { GrantObjectives } }) =>
    grant.objective_ids.every((objectiveId) => filled(GrantObjectives?.find((item) => item.grant_objective_id === objectiveId)?.contribution)),
  'risk-analysis': ({ risks_count }) => risks_count > 0,
};

/** Each page's complete / incomplete mark. */
export function pageCompleteness(input: CompletenessInput): Record<ProposalPageSlug, boolean> {
  return Object.fromEntries(PROPOSAL_PAGES.map((page) => [page, RULES[page](input)])) as Record<ProposalPageSlug, boolean>;
}

/** Submit needs every page complete. */
export function isComplete(completeness: Record<ProposalPageSlug, boolean>): boolean {
  return PROPOSAL_PAGES.every((page) => completeness[page]);
}
