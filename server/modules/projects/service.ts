import { proposalStatusToWire } from '#contract/enums';
import type { Paged } from '#contract/paging';
import type { Project } from '#contract/projects';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { storedFileUrl } from '../../platform/documents';
import { notFound } from '../../platform/errors';
import { proposalDuration, statusFromWire } from '../proposals/service';
import { findProject, pageProjects, type ProjectListFilter, type ProjectRow } from './repository';

/** Reads open to all the funder's staff; another funder's project answers 404. Tracking arrives later. */

function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    proposal_id: row.proposal_id,
    grant_id: row.grant_id,
    grant_title: row.grant_title,
    title: row.title,
    code: row.code,
    status: statusFromWire(row.status),
    ngo_id: row.ngo_id,
    ngo: {
      id: row.ngo_id,
      name: row.ngo_name,
      shortcut: row.ngo_shortcut,
      description: row.ngo_description,
      coun_name: row.ngo_country_name,
      email: row.ngo_email,
      phone: row.ngo_phone,
    },
    country_id: row.country_id,
    coun_name: row.country_name,
    currency_id: row.currency_id,
    cur_symbol: row.currency_symbol,
    currency_name: row.currency_name,
    total_budget: row.total_budget,
    start_date: row.start_date,
    end_date: row.end_date,
    duration: proposalDuration(row.start_date, row.end_date),
    agreement_file_path: storedFileUrl(row.agreement_file),
    progress: row.progress,
    created_at: row.created_at,
    version: row.version,
  };
}

/** The list's query as the contract parses it (status in the contract's spelling). */
export type ProjectListQuery = Omit<ProjectListFilter, 'status'> & { status?: Project['status'] | undefined };

export async function projectsPage(portal: PortalContext, staff: SignedInStaff, query: ProjectListQuery): Promise<Paged<Project>> {
  const { status, ...rest } = query;
  const { total, rows } = await pageProjects(portal.db, staff.donorId, { ...rest, status: status === undefined ? undefined : proposalStatusToWire(status) });
  return { total, data: rows.map(toProject) };
}

/** The project as the contract shows it, or 404 when it is not the funder's; takes a transaction too. */
export async function loadProject(db: PortalContext['db'], donorId: number, id: number): Promise<Project> {
  const row = await findProject(db, donorId, id);
  if (!row) throw notFound('project');
  return toProject(row);
}

export function projectById(portal: PortalContext, staff: SignedInStaff, id: number): Promise<Project> {
  return loadProject(portal.db, staff.donorId, id);
}
