import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import type { BatchLog } from '#contract/project-tracking';
import { api } from '@/lib/http';
import { projectKeys } from './project-keys';

export const batchLogsKey = (projectId: number) => [...projectKeys.detail(projectId), 'batch-logs'] as const;
export const batchLogKey = (projectId: number, batchId: number) => [...batchLogsKey(projectId), batchId] as const;

/** Every status change of the project's installments, newest first (GET …/ExpenditureBatchLog). */
export const projectBatchLogsQuery = (projectId: number) =>
  queryOptions({
    queryKey: batchLogsKey(projectId),
    queryFn: ({ signal }) => api<BatchLog[]>(apiPaths.projects.batchLogs(projectId), { signal }),
  });

/** One installment's status changes, newest first (GET …/ExpenditureBatchLog/{batchId}), read when its row opens. */
export const batchLogQuery = (projectId: number, batchId: number) =>
  queryOptions({
    queryKey: batchLogKey(projectId, batchId),
    queryFn: ({ signal }) => api<BatchLog[]>(apiPaths.projects.batchLog(projectId, batchId), { signal }),
  });
