import { PROJECT_STATUSES, proposalStatusToWire, type ProjectStatus } from '#contract/enums';
import type { Paged } from '#contract/paging';
import type { PartnerProject } from '#contract/partner-projects';
import type { PortalContext, SignedInPartner } from '../../platform/app-context';
import { pagePartnerProjects, type PartnerProjectFilter, type PartnerProjectRow } from './repository';

export type PartnerProjectListQuery = Omit<PartnerProjectFilter, 'status'> & { status?: ProjectStatus | undefined };

function projectStatusFromWire(stored: string): ProjectStatus {
  const status = PROJECT_STATUSES.find((candidate) => proposalStatusToWire(candidate) === stored);
  if (!status) throw new Error(`unknown project status "${stored}"`);
  return status;
}

export function toPartnerProject(row: PartnerProjectRow): PartnerProject {
  return {
    id: row.id,
    proposal_id: row.proposal_id,
    title: row.title,
    code: row.code,
    donor_name: row.donor_name,
    grant_title: row.grant_title,
    status: projectStatusFromWire(row.status),
    start_date: row.start_date,
    end_date: row.end_date,
    total_budget: row.total_budget,
    currency: { code: row.currency_code, symbol: row.currency_symbol },
    installments: { total: row.installments_total, transferred: row.installments_transferred },
    created_at: row.created_at,
  };
}

/** GET PartnerProject: the caller's organisation's projects, a page at a time. */
export async function partnerProjectsPage(portal: PortalContext, partner: SignedInPartner, query: PartnerProjectListQuery): Promise<Paged<PartnerProject>> {
  const filter: PartnerProjectFilter = { ...query, status: query.status === undefined ? undefined : proposalStatusToWire(query.status) };
  const { total, rows } = await pagePartnerProjects(portal.db, partner.ngoId, filter);
  return { total, data: rows.map(toPartnerProject) };
}
