import type { z } from 'zod';
import type { CommentType, ProposalPage, ResponseStrategy, RiskCategory } from '#contract/enums';
import type { backgroundSchema, monitoringSchema, otherInfoSchema } from '#contract/proposals';

/** The shapes of the demo proposals' hand-written texts (proposal-content.ts), and shorthands to write them. */

export type Language = 'en' | 'ar';
/** A mixed proposal writes some sections in English and others in Arabic, as bilingual teams do. */
export type ProposalLanguage = Language | 'mixed';

export const SECTORS = ['education', 'wash', 'livelihoods', 'health', 'shelter', 'cash'] as const;
export type Sector = (typeof SECTORS)[number];

export type IndicatorText = { title: string; unit: string; baseline: number; target: number; means: string };
export type OutputText = { title: string; indicators: IndicatorText[]; activities: string[] };
export type OutcomeText = { title: string; outputs: OutputText[] };
/** A budget line at its reference size; the unit costs are scaled so the proposal lands inside the grant's range. */
export type BudgetLineText = { category: string; description: string; unit: string; quantity: number; unitCost: number };

export type SectorText = {
  sector: string;
  /** Title patterns; {place} becomes the proposal's first district. */
  titles: string[];
  /** {place} as above. */
  summary: string;
  targetGroups: string[];
  background: z.infer<typeof backgroundSchema>;
  beneficiaries: { description: string; selection_criteria: string };
  goal: string;
  customObjectives: string[];
  outcomes: OutcomeText[];
  assumptions: string[];
  budget: BudgetLineText[];
  /** How the project serves one of the grant's objectives; {objective} becomes its title. */
  contribution: string;
};

export type RiskText = {
  title: string;
  description: string;
  category: RiskCategory;
  strategy: ResponseStrategy;
  mitigation: string;
  owner: string;
};

/** A negotiation thread on one page: the funder asks, the organisation answers, the funder may follow up. */
export type CommentThread = { page: ProposalPage; type: CommentType; staff: string; ngo: string; followUp?: string };

export type DemoDocumentKey = 'narrative' | 'budget-detail' | 'org-chart' | 'site-map' | 'support-letters';
export type DocumentText = { key: DemoDocumentKey; title: string; file_name: string };

export type CommonText = {
  monitoring: z.infer<typeof monitoringSchema>;
  otherInfo: z.infer<typeof otherInfoSchema>;
  /** Support costs every proposal carries beside its sector's lines. */
  budget: BudgetLineText[];
  ageGroups: [string, string, string, string];
  beneficiaryTypes: string[];
  risks: RiskText[];
  threads: CommentThread[];
  documents: DocumentText[];
  dueDiligenceNotes: { provided: string; missing: string; expiring: string };
  partners: { name: string; role: string; country: string }[];
  coFunders: string[];
  /** Who runs workplan activities. */
  responsible: string[];
};

export function indicator(title: string, unit: string, baseline: number, target: number, means: string): IndicatorText {
  return { title, unit, baseline, target, means };
}

export function line(category: string, description: string, unit: string, quantity: number, unitCost: number): BudgetLineText {
  return { category, description, unit, quantity, unitCost };
}
