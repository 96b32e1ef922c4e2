import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '#contract/api-paths';
import { download, saveFile } from '@/lib/download';

/** GET …/RisksAnalysis/export: the register as an Excel workbook, in the caller's language (Accept-Language). */
export function exportRisks(proposalId: number): Promise<{ blob: Blob; fileName: string | null }> {
  return download(apiPaths.proposals.riskExport(proposalId));
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
