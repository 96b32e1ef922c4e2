import { addDays, differenceInCalendarDays, differenceInCalendarMonths, formatISO, parseISO } from 'date-fns';
import { PROPOSAL_SECTIONS, type LogicalFramework, type ProposalSection, type ProposalSectionName, type Workplan } from '#contract/proposals';
import { commonText, sectorText } from './proposal-content';
import type { District } from './proposal-content-places';
import type { BudgetLineText, Language, ProposalLanguage, Sector } from './proposal-content-shapes';

/**
 * Builds every section document of one demo proposal (contract/proposals.ts PROPOSAL_SECTIONS) from the
 * hand-written texts, the proposal's grant, organisation and places, and its index, which picks the variants so
 * that no two proposals read alike. Each section is checked against its schema: a mistake here fails the seed.
 */

export type ProposalFacts = {
  index: number;
  language: ProposalLanguage;
  sector: Sector;
  grant: { min_size: number; max_size: number; cur_symbol: string; currency_code: string };
  grantObjectives: { id: number; title: string }[];
  programObjectives: { id: number; title: string }[];
  grantPrograms: { id: number; title: string; percent: number }[];
  contacts: { name: string; position: string; email: string; phone: string }[];
  country: Record<Language, string>;
  districts: District[];
  start_date: string;
  end_date: string;
};

export type ProposalSections = { [Name in ProposalSectionName]: ProposalSection<Name> };

/** Bilingual teams write the narrative in one language and the tables in the other. */
const MIXED_LANGUAGE: Record<ProposalSectionName, Language> = {
  Programs: 'en',
  Donors: 'ar',
  Partners: 'en',
  Contacts: 'en',
  CoverPage: 'en',
  Background: 'ar',
  Beneficiaries: 'en',
  BeneficiariesByDistrict: 'ar',
  BeneficiariesByAge: 'en',
  BeneficiariesByType: 'ar',
  LogicalFramework: 'en',
  Workplans: 'en',
  MonitoringAndEvaluation: 'ar',
  OtherInfo: 'ar',
  Budget: 'en',
  GrantObjectives: 'ar',
};

export function languageOf(language: ProposalLanguage, section: ProposalSectionName): Language {
  return language === 'mixed' ? MIXED_LANGUAGE[section] : language;
}

/** A number in [0, 1) that varies with the index without looking sequential. */
function spread(index: number, salt: number): number {
  return ((index * 37 + salt * 53) % 100) / 100;
}

const toCents = (amount: number) => Math.round(amount * 100);

/** The proposal's districts: 4 to 8 of its country's, starting at a different one for each proposal. */
export function proposalDistricts(all: District[], index: number): District[] {
  const count = Math.min(all.length, 4 + (index % 5));
  return Array.from({ length: count }, (_, k) => all[(index + k) % all.length]).filter((d): d is District => d !== undefined);
}

export function proposalTitle(facts: Pick<ProposalFacts, 'index' | 'language' | 'sector' | 'districts'>): string {
  const titleIn = (language: Language) => {
    const titles = sectorText(facts.sector, language).titles;
    const pattern = titles[facts.index % titles.length] ?? titles[0] ?? '';
    return pattern.replace('{place}', facts.districts[0]?.district[language] ?? '');
  };
  return facts.language === 'mixed' ? `${titleIn('en')} / ${titleIn('ar')}` : titleIn(facts.language);
}

function isMonthly(line: BudgetLineText): boolean {
  return line.unit === 'month' || line.unit === 'شهر';
}

/**
 * The budget: the sector's lines and some support lines, staff paid for the project's months, unit costs scaled so
 * the total falls inside the grant's range. Amounts are kept in cents, so every line total is exactly
 * quantity × unit cost and the lines add up exactly to the total.
 */
function budgetOf(facts: ProposalFacts): ProposalSection<'Budget'> {
  const language = languageOf(facts.language, 'Budget');
  const support = commonText(language).budget.slice(0, 1 + (facts.index % 6));
  const months = Math.max(1, differenceInCalendarMonths(addDays(parseISO(facts.end_date), 1), parseISO(facts.start_date)));
  const written = [...sectorText(facts.sector, language).budget, ...support].map((line) => (isMonthly(line) ? { ...line, quantity: months } : line));
  const reference = written.reduce((sum, line) => sum + line.quantity * line.unitCost, 0);
  const { min_size: min, max_size: max } = facts.grant;
  const target = min + (0.25 + 0.6 * spread(facts.index, 1)) * (max - min);
  const lines = written.map((line, position) => {
    const costCents = Math.max(1, toCents((line.unitCost * target) / reference));
    return {
      id: position + 1,
      category: line.category,
      description: line.description,
      unit: line.unit,
      quantity: line.quantity,
      unit_cost: costCents / 100,
      total: (line.quantity * costCents) / 100,
    };
  });
  const total = lines.reduce((sum, line) => sum + toCents(line.total), 0) / 100;
  if (total < min || total > max) throw new Error(`demo budget ${total} falls outside the grant's range ${min}–${max}`);
  return { lines, total, cur_symbol: facts.grant.cur_symbol };
}

const AGE_SHARES: Record<Sector, [number, number, number, number]> = {
  education: [0.04, 0.72, 0.2, 0.04],
  health: [0.34, 0.24, 0.3, 0.12],
  wash: [0.16, 0.36, 0.38, 0.1],
  livelihoods: [0.14, 0.3, 0.48, 0.08],
  shelter: [0.18, 0.34, 0.38, 0.1],
  cash: [0.18, 0.34, 0.38, 0.1],
};

/** Splits a total by shares so the parts add up to it exactly (the last part takes the rounding). */
function split(total: number, shares: readonly number[]): number[] {
  const parts = shares.map((share) => Math.floor(total * share));
  const last = parts.length - 1;
  parts[last] = total - parts.slice(0, last).reduce((sum, part) => sum + part, 0);
  return parts;
}

function beneficiariesOf(facts: ProposalFacts) {
  const byDistrictLanguage = languageOf(facts.language, 'BeneficiariesByDistrict');
  const byDistrict = facts.districts.map((place, k) => {
    const people = 200 + Math.round(spread(facts.index + k, 2) * 1400);
    const female = Math.round(people * (facts.sector === 'education' ? 0.62 : 0.46 + spread(k, facts.index) * 0.12));
    return { district: place.district[byDistrictLanguage], governorate: place.governorate[byDistrictLanguage], male: people - female, female };
  });
  const direct = byDistrict.reduce((sum, row) => sum + row.male + row.female, 0);
  const ageLanguage = languageOf(facts.language, 'BeneficiariesByAge');
  const byAge = split(direct, AGE_SHARES[facts.sector]).map((people, k) => {
    const female = Math.round(people * 0.52);
    return { age_group: commonText(ageLanguage).ageGroups[k] ?? '', male: people - female, female };
  });
  const types = commonText(languageOf(facts.language, 'BeneficiariesByType')).beneficiaryTypes.slice(0, 3 + (facts.index % 3));
  const typeShares = types.map((_, k) => (k === 0 ? 0.4 : 0.6 / (types.length - 1)));
  const byType = split(direct, typeShares).map((count, k) => ({ type: types[k] ?? '', count }));
  const text = sectorText(facts.sector, languageOf(facts.language, 'Beneficiaries')).beneficiaries;
  return {
    Beneficiaries: { direct_total: direct, indirect_total: direct * (3 + (facts.index % 3)), ...text },
    BeneficiariesByDistrict: byDistrict,
    BeneficiariesByAge: byAge,
    BeneficiariesByType: byType,
  };
}

function logicalFrameworkOf(facts: ProposalFacts): LogicalFramework {
  const text = sectorText(facts.sector, languageOf(facts.language, 'LogicalFramework'));
  const ids = { output: 0, indicator: 0, activity: 0 };
  const next = (kind: keyof typeof ids) => (ids[kind] += 1);
  const outcomes = text.outcomes.slice(0, facts.index % 2 === 0 ? 3 : 2).map((outcome, o) => ({
    id: o + 1,
    title: outcome.title,
    outputs: outcome.outputs.map((output) => ({
      id: next('output'),
      title: output.title,
      indicators: output.indicators.map((indicator) => ({
        id: next('indicator'),
        title: indicator.title,
        unit: indicator.unit,
        baseline: indicator.baseline,
        target: indicator.target,
        means_of_verification: indicator.means,
      })),
      activities: output.activities.map((title) => ({ id: next('activity'), title })),
    })),
  }));
  const programObjectives = facts.programObjectives.slice(facts.index % 2, (facts.index % 2) + 2);
  return {
    goal: text.goal,
    grant_objectives: facts.grantObjectives.map(({ id, title }) => ({ id, title })),
    program_objectives: programObjectives.map(({ id, title }) => ({ id, title })),
    custom_objectives: text.customObjectives.slice(0, 1 + (facts.index % 2)).map((title, k) => ({ id: k + 1, title })),
    outcomes,
    assumptions: text.assumptions,
  };
}

/** The logical framework's activities on the calendar, staggered across the project period. */
function workplanOf(facts: ProposalFacts, framework: LogicalFramework): Workplan {
  const responsible = commonText(languageOf(facts.language, 'Workplans')).responsible;
  const start = parseISO(facts.start_date);
  const end = parseISO(facts.end_date);
  const period = differenceInCalendarDays(end, start);
  const activities = framework.outcomes.flatMap((outcome, o) =>
    outcome.outputs.flatMap((output, p) => output.activities.map((activity, a) => ({ activity, output, code: `A${o + 1}.${p + 1}.${a + 1}` }))),
  );
  const day = (offset: number) => formatISO(addDays(start, Math.min(period, Math.max(0, Math.round(offset)))), { representation: 'date' });
  return activities.map(({ activity, output, code }, k) => {
    const from = (k / activities.length) * period * 0.6;
    const length = period * (0.25 + spread(facts.index + k, 3) * 0.35);
    return {
      id: activity.id,
      code,
      title: activity.title,
      output: output.title,
      start_date: day(from),
      end_date: day(from + length),
      responsible: responsible[(facts.index + k) % responsible.length] ?? '',
    };
  });
}

function partnersOf(facts: ProposalFacts): ProposalSection<'Partners'> {
  const language = languageOf(facts.language, 'Partners');
  const partners = commonText(language).partners;
  return Array.from({ length: 1 + (facts.index % 3) }, (_, k) => partners[(facts.index + k) % partners.length])
    .filter((partner) => partner !== undefined)
    .map((partner) => ({ ...partner, country: facts.country[language] }));
}

function donorsOf(facts: ProposalFacts, total: number): ProposalSection<'Donors'> {
  const names = commonText(languageOf(facts.language, 'Donors')).coFunders;
  return Array.from({ length: facts.index % 3 }, (_, k) => ({
    name: names[(facts.index + k) % names.length] ?? '',
    amount: Math.round(total * (0.1 + 0.05 * k)),
    currency: facts.grant.currency_code,
    status: k === 0 ? ('secured' as const) : ('pending' as const),
  }));
}

function validated<Name extends ProposalSectionName>(name: Name, content: ProposalSection<Name>): ProposalSection<Name> {
  const checked = PROPOSAL_SECTIONS[name].safeParse(content);
  if (!checked.success) throw new Error(`demo proposal section ${name} is invalid: ${checked.error.message}`);
  return content;
}

export function proposalSections(facts: ProposalFacts): ProposalSections {
  const text = (section: ProposalSectionName) => sectorText(facts.sector, languageOf(facts.language, section));
  const common = (section: ProposalSectionName) => commonText(languageOf(facts.language, section));
  const budget = budgetOf(facts);
  const framework = logicalFrameworkOf(facts);
  const coverLanguage = languageOf(facts.language, 'CoverPage');
  const sections: ProposalSections = {
    Programs: facts.grantPrograms,
    Donors: donorsOf(facts, budget.total),
    Partners: partnersOf(facts),
    Contacts: facts.contacts.slice(0, 2),
    CoverPage: {
      summary: text('CoverPage').summary.replace('{place}', facts.districts[0]?.district[coverLanguage] ?? ''),
      sector: text('CoverPage').sector,
      locations: facts.districts.map((place) => place.district[coverLanguage]),
      target_groups: text('CoverPage').targetGroups,
      requested_amount: budget.total,
      own_contribution: toCents(budget.total * (0.05 + (facts.index % 4) * 0.025)) / 100,
    },
    Background: text('Background').background,
    ...beneficiariesOf(facts),
    LogicalFramework: framework,
    Workplans: workplanOf(facts, framework),
    MonitoringAndEvaluation: common('MonitoringAndEvaluation').monitoring,
    OtherInfo: common('OtherInfo').otherInfo,
    Budget: budget,
    GrantObjectives: facts.grantObjectives.map((objective) => ({
      grant_objective_id: objective.id,
      title: objective.title,
      contribution: text('GrantObjectives').contribution.replace('{objective}', objective.title),
    })),
  };
  for (const name of Object.keys(sections) as ProposalSectionName[]) validated(name, sections[name]);
  return sections;
}
