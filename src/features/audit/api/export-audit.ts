import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import { download, saveFile } from '@/lib/download';
import type { AuditFilter } from './audit-keys';
import { auditQueryOf } from './get-audit';

/** GET /Audit/export: the rows of the same filters as an Excel workbook, in the reader's language (Accept-Language). */
export function exportAudit(filter: Omit<AuditFilter, 'page' | 'rows'>): Promise<{ blob: Blob; fileName: string | null }> {
  return download(apiPaths.audit.export, { query: auditQueryOf(filter) });
}

/** A failure reaches the mutation cache's error reporter (decision 006); the export needs the server (an OnlineButton). */
export function useExportAudit(filter: Omit<AuditFilter, 'page' | 'rows'>) {
  return useMutation({
    mutationFn: () => exportAudit(filter),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName ?? 'audit.xlsx'),
  });
}
