import type { Project } from '#contract/projects';
import type { Proposal } from '#contract/proposals';
import type { PortalContext, SignedInPartner } from '../../platform/app-context';
import { notFound } from '../../platform/errors';
import { loadProject } from '../projects/service';
import { loadProposal } from '../proposals/service';
import { donorOfPartnerProject } from './repository';

type Db = PortalContext['db'];

/** The organisation's project as the funder's calls describe it, with its proposal (users in charge); 404 for another organisation's. */
export type PartnerProjectContext = { donorId: number; project: Project; proposal: Proposal };

export async function projectOfPartner(db: Db, partner: SignedInPartner, id: number): Promise<PartnerProjectContext> {
  const donorId = await donorOfPartnerProject(db, partner.ngoId, id);
  if (donorId === undefined) throw notFound('project');
  const project = await loadProject(db, donorId, id);
  const proposal = await loadProposal(db, donorId, project.proposal_id);
  return { donorId, project, proposal };
}

/** The notification actor of an organisation's user acting on one funder's project (decision 186). */
export function partnerActor(partner: SignedInPartner, donorId: number): { kind: 'partner'; id: number; donorId: number } {
  return { kind: 'partner', id: partner.id, donorId };
}
