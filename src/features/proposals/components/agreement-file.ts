import { AGREEMENT_MIME_TYPES } from '#contract/constants';

/** What the file picker offers: the contract's types, and their extensions for systems that filter by name. */
export const AGREEMENT_ACCEPT = [...AGREEMENT_MIME_TYPES, '.pdf', '.docx', '.png', '.jpg', '.jpeg'].join(',');

const TYPE_BY_EXTENSION: Record<string, (typeof AGREEMENT_MIME_TYPES)[number]> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/**
 * Some systems give no type for a file they do not know (a .docx without Office installed). The type is then
 * read from the name, and the file re-labelled, so that the contract's rule and the upload's part agree.
 */
export function withDocumentType(file: File): File {
  if (file.type) return file;
  const extension = file.name.split('.').at(-1)?.toLowerCase() ?? '';
  const type = TYPE_BY_EXTENSION[extension];
  return type ? new File([file], file.name, { type, lastModified: file.lastModified }) : file;
}

