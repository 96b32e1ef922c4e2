import { RESPONSE_STRATEGIES, RISK_CATEGORIES, RiskLevel, type Locale, type ResponseStrategy, type RiskCategory } from '#contract/enums';
import { riskLevel, type Risk, type RiskStats } from '#contract/proposals';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { risksOfProposal } from './contents-repository';
import { risksWorkbook } from './risk-export';
import { loadProposal } from './service';

/** The risk analysis page: the organisation's risk register, its counts, and the register as a spreadsheet. */

type RiskRow = Awaited<ReturnType<typeof risksOfProposal>>[number];

function isCategory(value: string): value is RiskCategory {
  return (RISK_CATEGORIES as readonly string[]).includes(value);
}

function isStrategy(value: string): value is ResponseStrategy {
  return (RESPONSE_STRATEGIES as readonly string[]).includes(value);
}

export function toRisk(row: RiskRow): Risk {
  // The organisations' portal validates these on the way in; a value outside the enums is stored data gone wrong.
  if (!isCategory(row.category) || !isStrategy(row.response_strategy)) throw new Error(`risk ${row.id} has an unknown category or strategy`);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    likelihood: row.likelihood,
    impact: row.impact,
    score: row.likelihood * row.impact,
    level: riskLevel(row.likelihood, row.impact),
    response_strategy: row.response_strategy,
    mitigation: row.mitigation,
    owner: row.owner,
    isMaterialized: row.is_materialized === 1,
  };
}

export async function proposalRisks(portal: PortalContext, staff: SignedInStaff, id: number): Promise<Risk[]> {
  await loadProposal(portal.db, staff.donorId, id);
  return (await risksOfProposal(portal.db, id)).map(toRisk);
}

/** Every level and every category is listed, zeros included, so charts keep their axes whatever the register holds. */
export function riskStatsOf(risks: readonly Risk[]): RiskStats {
  return {
    total: risks.length,
    materialized: risks.filter((risk) => risk.isMaterialized).length,
    by_level: Object.values(RiskLevel).map((level) => ({ level, count: risks.filter((risk) => risk.level === level).length })),
    by_category: RISK_CATEGORIES.map((category) => ({ category, count: risks.filter((risk) => risk.category === category).length })),
  };
}

export async function proposalRiskStats(portal: PortalContext, staff: SignedInStaff, id: number): Promise<RiskStats> {
  return riskStatsOf(await proposalRisks(portal, staff, id));
}

/** risks-<code>.xlsx, without what file systems refuse (separators, reserved characters, control characters). */
function exportFileName(code: string): string {
  const safe = code.replace(/[\s\\/:*?"<>|\p{Cc}]+/gu, '_').replace(/^[_.]+|_+$/g, '');
  return `risks-${safe || 'proposal'}.xlsx`;
}

export async function proposalRiskExport(
  portal: PortalContext,
  staff: SignedInStaff,
  id: number,
  locale: Locale,
): Promise<{ fileName: string; content: Buffer }> {
  const proposal = await loadProposal(portal.db, staff.donorId, id);
  const risks = (await risksOfProposal(portal.db, id)).map(toRisk);
  const content = await risksWorkbook({ title: proposal.title, code: proposal.code }, risks, riskStatsOf(risks), locale);
  return { fileName: exportFileName(proposal.code), content };
}
