import type { QueryKey } from '@tanstack/react-query';
import type { Notification, NotificationEntity } from '#contract/notifications';
import { dueDiligenceKeys } from '@/features/due-diligence';
import { grantKeys } from '@/features/grants';
import { partnerProjectKeys } from '@/features/partner-projects';
import { programKeys } from '@/features/programs';
import { projectKeys } from '@/features/projects';
import { proposalKeys } from '@/features/proposals';
import { roleKeys } from '@/features/roles';

type Data = Notification['data'];

/** A grant's page and the lists that show it (a proposal or comment changes the grant's counts too). */
const ofGrant = ({ parent_id }: Data): QueryKey[] => [grantKeys.detail(parent_id), grantKeys.lists()];
/** A proposal's pages (sections, comments, installments hang under its detail key) and the proposal lists. */
const ofProposal = (data: Data): QueryKey[] => [
  ...ofGrant(data),
  proposalKeys.lists(),
  ...(data.object_id === null ? [] : [proposalKeys.detail(data.object_id)]),
];
const ofProgram = (): QueryKey[] => [programKeys.all];

/**
 * The queries each kind of notification touched (spec section 4 "Notification"): they fetch again when next seen.
 * One row per entity of the contract, so a new kind of notification does not type-check until it says what it
 * refreshes.
 */
export const REFRESHED_QUERIES: Record<NotificationEntity, (data: Data) => QueryKey[]> = {
  grant: ofGrant,
  grantObjective: ofGrant,
  grantDueDiligence: ofGrant,
  proposal: ofProposal,
  negotiation: ofProposal,
  program: ofProgram,
  programObjective: ofProgram,
  programActivity: ofProgram,
  programIndicator: ofProgram,
  programMonitoring: ofProgram,
  programOutcome: ofProgram,
  programOutput: ofProgram,
  programRisk: ofProgram,
  programVerificationMethod: ofProgram,
  dueDiligence: () => [dueDiligenceKeys.all],
  role: () => [roleKeys.all],
  // {parent_id} is the project: its pages hang under its detail key (staff), and so does its workspace (partner).
  project: ({ parent_id }) => [projectKeys.detail(parent_id), projectKeys.lists(), partnerProjectKeys.detail(parent_id), partnerProjectKeys.lists()],
};

export function refreshedQueries(notification: Notification): QueryKey[] {
  return REFRESHED_QUERIES[notification.data.entity](notification.data);
}
