import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { API_BASE, apiPaths } from '#contract/api-paths';
import { AGREEMENT_MAX_BYTES } from '#contract/constants';
import { ACCEPT_BATCHES_FIELD, ACCEPT_FILE_FIELD, agreementFileProblem } from '#contract/proposals';
import type { Database } from '../db/schema';
import type { FileStorage } from './file-storage';

/**
 * Documents people upload beside images: the signed agreement of an accepted proposal. Read whole into memory (at
 * most AGREEMENT_MAX_BYTES + 1 bytes), checked against the contract's rule and against the bytes themselves, and
 * stored under an unguessable name like images (docs/decisions/014-image-storage.md).
 */

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * How each accepted type starts, the extension it is stored under and the extensions its name may have. A DOCX is a
 * ZIP archive that holds `word/document.xml` (archive entry names are stored uncompressed), so another archive renamed
 * .docx is refused too.
 */
const SIGNATURES: Record<string, { bytes: number[]; extension: string; names: readonly string[]; holds?: Buffer }> = {
  'application/pdf': { bytes: [...Buffer.from('%PDF-', 'latin1')], extension: 'pdf', names: ['pdf'] },
  [DOCX]: { bytes: [0x50, 0x4b, 0x03, 0x04], extension: 'docx', names: ['docx'], holds: Buffer.from('word/document.xml', 'latin1') },
  'image/png': { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], extension: 'png', names: ['png'] },
  'image/jpeg': { bytes: [0xff, 0xd8, 0xff], extension: 'jpg', names: ['jpg', 'jpeg', 'jpe', 'jfif'] },
};

/** What the files route answers for stored documents (images have theirs in images.ts). */
export const DOCUMENT_CONTENT_TYPES: Record<string, string> = { pdf: 'application/pdf', docx: DOCX };

/** A file part as it arrived; `tooLarge` when the stream went past the limit and was cut. */
export type UploadedDocument = { bytes: Buffer; mimeType: string; fileName: string; tooLarge: boolean };

/** The multipart form of POST …/Accept: the agreement and the installments as JSON text, either possibly missing. */
export type AgreementForm = { file: UploadedDocument | null; batches: string | null };

/** Keeps only the last segment of what the browser sent as the name (some send a full path) and bounds it. */
export function plainFileName(name: string): string {
  const last = name.split(/[\\/]/).at(-1)?.trim() ?? '';
  return last.slice(-200) || 'agreement';
}

/**
 * Reads the whole form before anything is decided. The file limit is one byte over the maximum, so a file that is
 * too large is cut there and reported as such (documentSize) instead of failing the request.
 */
export async function readAgreementForm(request: FastifyRequest): Promise<AgreementForm> {
  const form: AgreementForm = { file: null, batches: null };
  if (!request.isMultipart()) return form;
  for await (const part of request.parts({ limits: { fileSize: AGREEMENT_MAX_BYTES + 1, files: 1, fields: 5 } })) {
    if (part.type === 'file') {
      // Every file stream must be consumed, or the form never ends.
      const bytes = await part.toBuffer();
      if (part.fieldname === ACCEPT_FILE_FIELD) {
        form.file = { bytes, mimeType: part.mimetype, fileName: plainFileName(part.filename), tooLarge: part.file.truncated };
      }
    } else if (part.fieldname === ACCEPT_BATCHES_FIELD && typeof part.value === 'string') {
      form.batches = part.value;
    }
  }
  return form;
}

/**
 * A multipart form of one document and some text fields (a proposal document: `file` and `title`), read whole like
 * the agreement's; a field not sent is null.
 */
export async function readDocumentForm<Field extends string>(
  request: FastifyRequest,
  fileField: string,
  textFields: readonly Field[],
): Promise<{ file: UploadedDocument | null; fields: Record<Field, string | null> }> {
  const fields = Object.fromEntries(textFields.map((field) => [field, null])) as Record<Field, string | null>;
  const form = { file: null as UploadedDocument | null, fields };
  if (!request.isMultipart()) return form;
  for await (const part of request.parts({ limits: { fileSize: AGREEMENT_MAX_BYTES + 1, files: 1, fields: textFields.length + 2 } })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname === fileField) form.file = { bytes, mimeType: part.mimetype, fileName: plainFileName(part.filename), tooLarge: part.file.truncated };
    } else if ((textFields as readonly string[]).includes(part.fieldname) && typeof part.value === 'string') {
      fields[part.fieldname as Field] = part.value;
    }
  }
  return form;
}

/** The bytes start like the declared type (and hold what it must), and the file's name ends like it. */
export function isWhatItClaims(file: UploadedDocument): boolean {
  const signature = SIGNATURES[file.mimeType];
  if (!signature) return false;
  const { bytes } = file;
  const starts = bytes.length >= signature.bytes.length && signature.bytes.every((byte, i) => bytes[i] === byte);
  const nameExtension = file.fileName.includes('.') ? (file.fileName.split('.').at(-1)?.toLowerCase() ?? '') : '';
  return starts && (!signature.holds || bytes.includes(signature.holds)) && signature.names.includes(nameExtension);
}

/** The contract's rule (required, type, size), then the bytes and the name: a renamed executable is not a PDF. */
export function agreementProblem(file: UploadedDocument | null): 'required' | 'documentType' | 'documentSize' | null {
  if (!file) return 'required';
  const size = file.tooLarge ? AGREEMENT_MAX_BYTES + 1 : file.bytes.length;
  const ruled = agreementFileProblem({ type: file.mimeType, size });
  if (ruled) return ruled;
  return isWhatItClaims(file) ? null : 'documentType';
}

/**
 * A fresh unguessable name for an accepted document. The caller writes the file as the last step of its transaction,
 * so a refused change leaves nothing behind; only a failed commit after that write can leave an unreferenced file.
 */
export function newDocumentName(file: UploadedDocument): string {
  const extension = SIGNATURES[file.mimeType]?.extension ?? 'bin';
  return `${randomBytes(16).toString('hex')}.${extension}`;
}

/** Written with the transaction that records it: on PostgreSQL a rolled-back change leaves no file behind at all. */
export async function writeDocument(files: FileStorage, db: Kysely<Database>, name: string, file: UploadedDocument): Promise<void> {
  await files.write(db, name, file.bytes);
}

/**
 * The URL a private stored file is served from with the bearer token (GET /api/files/{name}), or null when there is
 * none. The PWA asks GET /api/files/{name}/address for a signed address before opening it in a tab.
 */
export function storedFileUrl(name: string | null): string | null {
  return name ? `${API_BASE}${apiPaths.files(name)}` : null;
}
