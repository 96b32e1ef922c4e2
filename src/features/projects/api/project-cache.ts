import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { PROPOSAL_STATUSES, type ProposalStatus } from '#contract/enums';
import type { ProgressReport, ProjectInstallments } from '#contract/project-tracking';
import type { Project } from '#contract/projects';
import { proposalKeys } from '@/features/proposals';
import { proposalStatusLabel } from '@/features/proposals';
import { formatPercent } from '@/lib/format-money';
import { projectInstallmentsKey } from './get-project-installments';
import { progressReportsKey } from './get-progress-reports';
import { projectKeys } from './project-keys';

/**
 * The outbox's entity name for projects: installments, their statuses and progress reports are queued under it, in
 * one line per project (a change waits for the earlier ones of the same project). The outbox finds these actions in
 * this folder after a reload (src/offline/outbox-runtime.ts loads `features/projects/api/`).
 */
export const PROJECT_ENTITY = 'project';

/** What the project's actions carry to name it: in the outbox panel, the toasts and the invalidations. */
export type ProjectRef = { projectId: number; proposalId: number; title: string };

export function projectRefOf(project: Pick<Project, 'id' | 'proposal_id' | 'title'>): ProjectRef {
  return { projectId: project.id, proposalId: project.proposal_id, title: project.title };
}

function isInstallments(answer: unknown): answer is ProjectInstallments {
  return typeof answer === 'object' && answer !== null && 'batches' in answer && 'version' in answer && Array.isArray(answer.batches);
}

/** The installment changes answer the installments as they now are (with the project's new version): kept at once. */
export function storeInstallmentsAnswer(queryClient: QueryClient, projectId: number, answer: unknown): void {
  if (isInstallments(answer)) queryClient.setQueryData(projectInstallmentsKey(projectId), answer);
}

/** The project's version in an installment change's answer, or in a 412's `current` (the project as it is now). */
export function versionOfProject(answer: unknown): number | null {
  if (typeof answer !== 'object' || answer === null || !('version' in answer)) return null;
  return typeof answer.version === 'number' ? answer.version : null;
}

/** Newest period first, then newest upload: the order of the server's list. */
function byPeriod(a: ProgressReport, b: ProgressReport): number {
  return b.period_end.localeCompare(a.period_end) || b.id - a.id;
}

/** An uploaded report joins the cached list at once, so the queued row does not vanish before the refetch. */
export function storeReportAnswer(queryClient: QueryClient, projectId: number, report: ProgressReport): void {
  queryClient.setQueryData<ProgressReport[]>(progressReportsKey(projectId), (reports) =>
    reports ? [...reports.filter((existing) => existing.id !== report.id), report].toSorted(byPeriod) : reports,
  );
}

export function dropReport(queryClient: QueryClient, projectId: number, reportId: number): void {
  queryClient.setQueryData<ProgressReport[]>(progressReportsKey(projectId), (reports) => reports?.filter((report) => report.id !== reportId));
}

/**
 * What an installment change may have made stale: everything of the project (its pages hang under its detail key),
 * the project lists (their progress), and the proposal, whose installments these same rows are and whose version
 * moved too.
 */
export function projectMoneyQueriesOf(ref: Pick<ProjectRef, 'projectId' | 'proposalId'>): QueryKey[] {
  return [projectKeys.detail(ref.projectId), projectKeys.lists(), proposalKeys.detail(ref.proposalId)];
}

function isStatus(value: unknown): value is ProposalStatus {
  return (PROPOSAL_STATUSES as readonly unknown[]).includes(value);
}

/** How a conflict shows the server's current project beside the queued change; each field read only if there. */
export function summarizeProject(current: unknown): { label: MessageDescriptor; value: string }[] {
  if (typeof current !== 'object' || current === null) return [];
  const project = current as Partial<Project>;
  const lines: { label: MessageDescriptor; value: string }[] = [];
  if (typeof project.title === 'string') lines.push({ label: msg`Title`, value: project.title });
  if (isStatus(project.status)) lines.push({ label: msg`Status`, value: i18n._(proposalStatusLabel[project.status]) });
  if (typeof project.progress === 'number') lines.push({ label: msg`Progress`, value: formatPercent(project.progress) });
  return lines;
}
