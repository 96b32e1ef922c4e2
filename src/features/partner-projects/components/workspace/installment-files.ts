import { INSTALLMENT_REQUEST_MAX_FILES } from '#contract/project-tracking';
import { agreementFileProblem } from '#contract/proposals';

export type RefusedFile = { name: string; problem: 'required' | 'documentType' | 'documentSize' };

/** The files of an installment request after the user added some, and what could not be added and why. */
export type InstallmentFilesChoice = { files: File[]; refused: RefusedFile[]; tooMany: boolean };

function sameFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

/**
 * Adds chosen files to a request's: each under the agreement's rule (PDF, DOCX, PNG or JPEG, at most 10 MB), the same
 * file never twice, and no more than INSTALLMENT_REQUEST_MAX_FILES in all (the ones beyond are left out and said so).
 * The server checks all of it again, contents included.
 */
export function addInstallmentFiles(current: readonly File[], added: readonly File[]): InstallmentFilesChoice {
  const files = [...current];
  const refused: RefusedFile[] = [];
  let tooMany = false;
  for (const file of added) {
    const problem = agreementFileProblem(file);
    if (problem !== null) {
      refused.push({ name: file.name, problem });
      continue;
    }
    if (files.some((kept) => sameFile(kept, file))) continue;
    if (files.length >= INSTALLMENT_REQUEST_MAX_FILES) {
      tooMany = true;
      continue;
    }
    files.push(file);
  }
  return { files, refused, tooMany };
}
