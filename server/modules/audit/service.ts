import type { AuditEntry, AuditQuery, HistoryEntity } from '#contract/audit';
import { ACTIVITY_PERMISSION, isHistoryEntity, mayReadHistory } from '#contract/audit';
import { isInChargeOfProposal } from '#contract/proposals';
import type { Paged } from '#contract/paging';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { forbidden } from '../../platform/errors';
import { isUserInCharge } from '../grants/repository';
import { loadGrant } from '../grants/service';
import { loadProject } from '../projects/service';
import { loadProposal } from '../proposals/service';
import { toAuditEntry } from './audit-entries';
import { auditRowsPage } from './repository';

type Db = PortalContext['db'];

/**
 * Who is in charge of an entity with a History tab: the grant's users in charge; a proposal's or its grant's; for a
 * project, its proposal's. Another funder's entity is not found (404), as with every read.
 */
async function isInChargeOf(db: Db, staff: SignedInStaff, entity: HistoryEntity, id: number): Promise<boolean> {
  switch (entity) {
    case 'grant':
      await loadGrant(db, staff.donorId, id);
      return isUserInCharge(db, id, staff.id);
    case 'proposal':
      return isInChargeOfProposal(await loadProposal(db, staff.donorId, id), staff.id);
    case 'project': {
      const project = await loadProject(db, staff.donorId, id);
      return isInChargeOfProposal(await loadProposal(db, staff.donorId, project.proposal_id), staff.id);
    }
  }
}

/**
 * GET /api/Audit (decision 164): one entity's history for its users in charge (and holders of manage_settings);
 * anything wider (the funder's activity, filtered or not) for holders of manage_settings only.
 */
export async function auditPage(portal: PortalContext, staff: SignedInStaff, query: AuditQuery): Promise<Paged<AuditEntry>> {
  const oneEntity = query.entity !== undefined && isHistoryEntity(query.entity) && query.entity_id !== undefined ? query.entity : null;
  if (oneEntity && query.entity_id !== undefined) {
    if (!mayReadHistory(await isInChargeOf(portal.db, staff, oneEntity, query.entity_id), staff.permissions)) throw forbidden();
  } else if (!staff.permissions.includes(ACTIVITY_PERMISSION)) {
    throw forbidden();
  }
  const page = await auditRowsPage(portal.db, staff.donorId, query);
  return { total: page.total, data: page.rows.map(toAuditEntry) };
}
