import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { AuditEntry } from '#contract/audit';
import type { Paged } from '#contract/paging';
import { api, type Query } from '@/lib/http';
import { auditKeys, type AuditFilter } from './audit-keys';

export function auditQueryOf(filter: Omit<AuditFilter, 'page' | 'rows'>): Query {
  return { entity: filter.entity, entity_id: filter.entity_id, user_id: filter.user_id, from: filter.from, to: filter.to };
}

export function getAudit(filter: AuditFilter, signal?: AbortSignal) {
  return api<Paged<AuditEntry>>(apiPaths.audit.list, { query: { ...auditQueryOf(filter), page: filter.page, rows: filter.rows }, signal });
}

/**
 * Persisted like every query (src/lib/persistence.ts), so a history seen once reads offline; the page shown keeps
 * its rows while the next one loads. Always stale: every change anywhere adds a row, so opening the list asks again
 * (painting the saved rows meanwhile) instead of each action invalidating the trail.
 */
export const auditQuery = (filter: AuditFilter) =>
  queryOptions({
    queryKey: auditKeys.list(filter),
    queryFn: ({ signal }) => getAudit(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
