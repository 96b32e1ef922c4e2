import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import { download } from '@/lib/download';

/** GET …/RisksAnalysis/export: the register as an Excel workbook, in the caller's language (Accept-Language). */
export function exportRisks(proposalId: number): Promise<{ blob: Blob; fileName: string | null }> {
  return download(apiPaths.proposals.riskExport(proposalId));
}

/** Hands a downloaded file to the browser under the server's name; the object URL is released once the save has started. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Exports the risk register to Excel. A failure reaches the mutation cache's error reporter (one place for
 * errors, decision 006); the export needs the server, so the button is disabled offline.
 */
export function useExportRisks(proposalId: number, fallbackName: string) {
  return useMutation({
    mutationFn: () => exportRisks(proposalId),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName ?? fallbackName),
  });
}
