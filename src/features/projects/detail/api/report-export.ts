import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import { saveFile } from '@/lib/download';
import { download } from '@/lib/download';
import type { Query } from '@/lib/http';

/** GET …/Report/export: the project report as an Excel workbook, in the caller's language (Accept-Language). */
export function exportProjectReport(projectId: number, query?: Query): Promise<{ blob: Blob; fileName: string | null }> {
  return download(apiPaths.projects.reportExport(projectId), { query });
}

/**
 * Exports the report to Excel. A failure reaches the mutation cache's error reporter (one place for errors,
 * decision 006); the export needs the server, so its button is an OnlineButton.
 */
export function useExportProjectReport(projectId: number, fallbackName: string, query?: Query) {
  return useMutation({
    mutationFn: () => exportProjectReport(projectId, query),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName ?? fallbackName),
  });
}
