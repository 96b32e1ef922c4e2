import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { GrantValidation } from '#contract/grants';
import { api } from '@/lib/http';
import { grantKeys } from './grant-keys';

export function getGrantValidation(id: number, signal?: AbortSignal) {
  return api<GrantValidation>(apiPaths.grants.validation(id), { signal });
}

/**
 * What publishing still needs (objectives, due diligence, programs at 100%). Read fresh each time the publish
 * dialog opens: it changes on the detail pages, and a stale "ready" would only be refused by the server.
 */
export const grantValidationQuery = (id: number) =>
  queryOptions({
    queryKey: grantKeys.validation(id),
    queryFn: ({ signal }) => getGrantValidation(id, signal),
    staleTime: 0,
  });

/** The validation's missing pieces, in the order the publish dialog lists them. */
export function missingForPublish(validation: GrantValidation): ('objectives' | 'programs' | 'dueDiligence')[] {
  const missing: ('objectives' | 'programs' | 'dueDiligence')[] = [];
  if (!validation.GrantObjective) missing.push('objectives');
  if (!validation.ProgramsPercent) missing.push('programs');
  if (!validation.GrantDueDiligence) missing.push('dueDiligence');
  return missing;
}
