import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type {
  ProposalActivity,
  ProposalChanges,
  ProposalDocument,
  ProposalDueDiligence,
  ProposalGrantProgram,
  ProposalPageSlug,
  ProposalSectionName,
  Risk,
  RiskStats,
} from '#contract/proposals';
import { PROPOSAL_PAGE_SECTIONS } from '#contract/proposal-completeness';
import { proposalSectionQuery } from '../../api/get-proposal';
import { proposalKeys } from '../../api/proposal-keys';
import { api } from '@/lib/http';

/** Keys of the page calls that proposal-keys.ts has no entry for; all under the proposal's detail key. */
export const proposalPageKeys = {
  documents: (id: number) => [...proposalKeys.detail(id), 'documents'] as const,
  dueDiligences: (id: number) => [...proposalKeys.detail(id), 'due-diligences'] as const,
  grantPrograms: (id: number) => [...proposalKeys.detail(id), 'grant-programs'] as const,
  activities: (id: number) => [...proposalKeys.detail(id), 'activities'] as const,
  changes: (id: number) => [...proposalKeys.detail(id), 'changes'] as const,
};

/** What an organisation submitted does not change under the reviewer; refetched on reconnect and reload only. */
const SUBMITTED_STALE_MS = 5 * 60_000;

export const proposalDocumentsQuery = (id: number) =>
  queryOptions({
    queryKey: proposalPageKeys.documents(id),
    queryFn: ({ signal }) => api<ProposalDocument[]>(apiPaths.proposals.documents(id), { signal }),
    staleTime: SUBMITTED_STALE_MS,
  });

/** The grant's required due diligences and what the organisation provided for each. */
export const proposalDueDiligencesQuery = (id: number) =>
  queryOptions({
    queryKey: proposalPageKeys.dueDiligences(id),
    queryFn: ({ signal }) => api<ProposalDueDiligence[]>(apiPaths.proposals.dueDiligence(id), { signal }),
    staleTime: SUBMITTED_STALE_MS,
  });

/** The grant's programs with the grant's share and the share the proposal gives each (GET …/GrantPrograms). */
export const proposalGrantProgramsQuery = (id: number) =>
  queryOptions({
    queryKey: proposalPageKeys.grantPrograms(id),
    queryFn: ({ signal }) => api<ProposalGrantProgram[]>(apiPaths.proposals.grantPrograms(id), { signal }),
    staleTime: SUBMITTED_STALE_MS,
  });

/** The logical framework's activities, each with its outcome and output (GET …/Activities). */
export const proposalActivitiesQuery = (id: number) =>
  queryOptions({
    queryKey: proposalPageKeys.activities(id),
    queryFn: ({ signal }) => api<ProposalActivity[]>(apiPaths.proposals.activities(id), { signal }),
    staleTime: SUBMITTED_STALE_MS,
  });

/** The pages the organisation changed since negotiation began (GET …/Changes, decision 185). */
export const proposalChangesQuery = (id: number) =>
  queryOptions({
    queryKey: proposalPageKeys.changes(id),
    queryFn: ({ signal }) => api<ProposalChanges>(apiPaths.proposals.changes(id), { signal }),
  });

export const proposalRisksQuery = (id: number) =>
  queryOptions({
    queryKey: proposalKeys.risks(id),
    queryFn: ({ signal }) => api<Risk[]>(apiPaths.proposals.risks(id), { signal }),
    staleTime: SUBMITTED_STALE_MS,
  });

export const proposalRiskStatsQuery = (id: number) =>
  queryOptions({
    queryKey: proposalKeys.riskStats(id),
    queryFn: ({ signal }) => api<RiskStats>(apiPaths.proposals.riskStats(id), { signal }),
    staleTime: SUBMITTED_STALE_MS,
  });

/** The section documents each page reads (contract/proposal-completeness.ts, shared with the partner's editor). */
export const PAGE_SECTIONS: Record<ProposalPageSlug, readonly ProposalSectionName[]> = PROPOSAL_PAGE_SECTIONS;

/**
 * A page's loader: every call the page reads, in parallel. Data already on this device (the persisted cache)
 * is used as it is, so a page visited once opens offline.
 */
export async function ensureProposalPage(queryClient: QueryClient, proposalId: number, page: ProposalPageSlug): Promise<void> {
  const sections: Promise<unknown>[] = PAGE_SECTIONS[page].map((name) => queryClient.ensureQueryData(proposalSectionQuery(proposalId, name)));
  const others: Promise<unknown>[] =
    page === 'documents'
      ? [queryClient.ensureQueryData(proposalDocumentsQuery(proposalId))]
      : page === 'due-diligences'
        ? [queryClient.ensureQueryData(proposalDueDiligencesQuery(proposalId))]
        : page === 'risk-analysis'
          ? [queryClient.ensureQueryData(proposalRisksQuery(proposalId)), queryClient.ensureQueryData(proposalRiskStatsQuery(proposalId))]
          : page === 'grant-objectives'
            ? [queryClient.ensureQueryData(proposalGrantProgramsQuery(proposalId))]
            : page === 'workplan'
              ? [queryClient.ensureQueryData(proposalActivitiesQuery(proposalId))]
              : [];
  await Promise.all([...sections, ...others]);
}
