import { msg } from '@lingui/core/macro';
import { apiPaths } from '#contract/api-paths';
import type { Grant } from '#contract/grants';
import { defineOutboxAction, enqueueAction } from '@/offline/outbox';
import { grantQueriesOf, storeGrantAnswer, summarizeGrant, versionOfGrant } from './grant-cache';
import { overlayCountries, type GrantCountriesPayload } from './grant-overlays';

/** PUT /DonorGrant/{id}/countries: the countries the grant is open to (at least one). */
export const updateCountriesAction = defineOutboxAction<GrantCountriesPayload, Grant, Grant>({
  type: 'grant.countries',
  entity: 'grant',
  request: (payload) => ({ method: 'PUT', path: apiPaths.grants.countries(payload.grantId), json: { countries: payload.countries } }),
  overlay: overlayCountries,
  onSuccess: (queryClient, answer) => storeGrantAnswer(queryClient, answer),
  versionOf: versionOfGrant,
  invalidates: (payload) => grantQueriesOf(payload.grantId),
  describe: () => msg`Change the grant's countries`,
  summarize: summarizeGrant,
});

export function queueUpdateCountries(grant: Pick<Grant, 'id' | 'version'>, countries: number[]) {
  return enqueueAction(updateCountriesAction, { entityId: grant.id, baseVersion: grant.version, payload: { grantId: grant.id, countries } });
}
