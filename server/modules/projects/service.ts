import { proposalStatusToWire } from '#contract/enums';
import type { Paged } from '#contract/paging';
import type { Project } from '#contract/projects';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { notFound } from '../../platform/errors';
import { toProposalHeader } from '../proposals/service';
import { findProject, pageProjects, type ProjectListFilter, type ProjectRow } from './repository';

/** Reads open to all the funder's staff; another funder's project answers 404. Tracking arrives later. */

function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    proposal_id: row.proposal_id,
    ...toProposalHeader(row),
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
