import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { GrantStatus } from '#contract/enums';
import type { Grant, GrantValidation } from '#contract/grants';
import { grantQuery } from '../../api/get-grant';
import { DUE_DILIGENCE_ACTION } from '../../api/due-diligences-overlay';
import { OBJECTIVE_ACTION, type QueuedChange } from '../../api/objectives-overlay';
import { grantValidationQuery } from '../../api/get-grant-validation';
import { useOverlay, usePendingRecords } from '@/offline/outbox';
import { validationWithQueuedChanges } from './grant-sections';

const OBJECTIVE_TYPES: readonly string[] = Object.values(OBJECTIVE_ACTION);
const DUE_DILIGENCE_TYPES: readonly string[] = Object.values(DUE_DILIGENCE_ACTION);

/** The user's queued changes to this grant (every kind), oldest first. */
export function useQueuedGrantChanges(grantId: number): readonly QueuedChange[] {
  return usePendingRecords('grant', grantId);
}

/** The grant as the user sees it: the cached one (painted from disk offline) with their queued changes laid over. */
export function useShownGrant(grantId: number): { grant: Grant; pending: boolean } {
  const { data } = useSuspenseQuery(grantQuery(grantId));
  const { data: grant, pending } = useOverlay('grant', grantId, data);
  return { grant: grant ?? data, pending };
}

/**
 * What publishing still lacks, as the user sees it (queued changes included); undefined while unknown.
 * Only a draft is asked: a published grant passed these checks to be published.
 */
export function useShownValidation(grant: Grant): GrantValidation | undefined {
  const queued = useQueuedGrantChanges(grant.id);
  // The publish dialog reads it fresh (staleTime 0); here the layout and its pages share one answer, which
  // every objective or due-diligence change invalidates (it hangs under the grant's key).
  const { data } = useQuery({ ...grantValidationQuery(grant.id), staleTime: 30_000, enabled: grant.status === GrantStatus.Draft });
  if (!data) return undefined;
  return validationWithQueuedChanges(data, grant, {
    objectives: queued.some((change) => OBJECTIVE_TYPES.includes(change.type)),
    dueDiligences: queued.some((change) => DUE_DILIGENCE_TYPES.includes(change.type)),
  });
}
