import type { QueryKey } from '@tanstack/react-query';
import { partnerProjectKeys } from './partner-project-keys';

/**
 * What a change in a workspace may have made stale: the workspace itself (installments, reports, risks, what is due)
 * and the projects list (its installment counts). Each action answers only the part it changed, in a different
 * shape per action, so the workspace is read again rather than patched (decision 207).
 */
export function partnerProjectQueriesOf(projectId: number): QueryKey[] {
  return [partnerProjectKeys.detail(projectId), partnerProjectKeys.lists()];
}
