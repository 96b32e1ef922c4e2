import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import type { Grant } from '#contract/grants';
import type { Paged } from '#contract/paging';
import { grantKeys } from './grant-keys';

/**
 * An action's answer is the grant as the server now has it: put it in the detail cache and in every cached
 * list page that shows it, so the card changes without waiting for the lists' refetch.
 */
export function storeGrantAnswer(queryClient: QueryClient, grant: Grant): void {
  queryClient.setQueryData(grantKeys.detail(grant.id), grant);
  queryClient.setQueriesData<Paged<Grant>>({ queryKey: grantKeys.lists() }, (page) =>
    page ? { ...page, data: page.data.map((item) => (item.id === grant.id ? grant : item)) } : page,
  );
}

export function forgetGrant(queryClient: QueryClient, grantId: number): void {
  queryClient.removeQueries({ queryKey: grantKeys.detail(grantId) });
  queryClient.setQueriesData<Paged<Grant>>({ queryKey: grantKeys.lists() }, (page) =>
    page ? { total: Math.max(0, page.total - 1), data: page.data.filter((item) => item.id !== grantId) } : page,
  );
}

/** Every grant write answers the grant with its new version (contract grantSchema.version). */
export function versionOfGrant(answer: Grant): number | null {
  return typeof answer.version === 'number' ? answer.version : null;
}

/** The grant's own keys and the lists: what any change to one grant may have made stale. */
export function grantQueriesOf(grantId: number) {
  return [grantKeys.lists(), grantKeys.detail(grantId)];
}

/**
 * How a conflict shows the server's current grant beside the queued change. `current` is whatever the 412
 * carried, so each field is read only if it is there.
 */
export function summarizeGrant(current: unknown): { label: MessageDescriptor; value: string }[] {
  if (typeof current !== 'object' || current === null) return [];
  const grant = current as Partial<Grant>;
  const lines: { label: MessageDescriptor; value: string }[] = [];
  if (typeof grant.title === 'string') lines.push({ label: msg`Title`, value: grant.title });
  if (grant.deadline !== undefined) lines.push({ label: msg`Deadline`, value: grant.deadline ?? '—' });
  if (typeof grant.min_size === 'number' && typeof grant.max_size === 'number')
    lines.push({ label: msg`Size`, value: `${grant.currency?.symbol ?? ''} ${grant.min_size} – ${grant.max_size}`.trim() });
  if (Array.isArray(grant.users_in_charge))
    lines.push({ label: msg`Users in charge`, value: grant.users_in_charge.map((user) => user.name).join(', ') });
  return lines;
}
