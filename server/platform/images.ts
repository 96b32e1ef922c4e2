import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { API_BASE, apiPaths } from '#contract/api-paths';
import { IMAGE_MAX_BYTES } from '#contract/constants';
import { imageProblem } from '#contract/validation';
import type { Database } from '../db/schema';
import { fieldError } from './errors';
import type { FileStorage } from './file-storage';

const FILE_FIELD = 'file';

/** How each accepted type starts, the extension it is stored under, and the extensions its file name may have. */
const SIGNATURES: Record<string, { bytes: number[]; extension: string; names: readonly string[] }> = {
  'image/png': { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], extension: 'png', names: ['png'] },
  'image/jpeg': { bytes: [0xff, 0xd8, 0xff], extension: 'jpg', names: ['jpg', 'jpeg', 'jpe', 'jfif'] },
  'image/bmp': { bytes: [0x42, 0x4d], extension: 'bmp', names: ['bmp'] },
};

function nameExtension(fileName: string): string {
  return fileName.includes('.') ? (fileName.split('.').at(-1)?.toLowerCase() ?? '') : '';
}

export const CONTENT_TYPE_BY_EXTENSION: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', bmp: 'image/bmp' };

export type ImageUpload = { bytes: Buffer; mimeType: string; extension: string };

/**
 * Reads the multipart field `file` and applies the contract's image rule (type and size), then checks that the
 * bytes really start like the declared type and that the file's name ends like it, so a renamed script is refused too.
 */
export async function readImageUpload(request: FastifyRequest): Promise<ImageUpload> {
  const file = request.isMultipart() ? await request.file({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } }) : undefined;
  if (!file || file.fieldname !== FILE_FIELD) throw fieldError(FILE_FIELD, 'required');
  const bytes = await file.toBuffer();
  const size = file.file.truncated ? IMAGE_MAX_BYTES : bytes.length;
  const problem = imageProblem({ type: file.mimetype, size });
  if (problem) throw fieldError(FILE_FIELD, problem);
  const signature = SIGNATURES[file.mimetype];
  const starts = signature !== undefined && bytes.length >= signature.bytes.length && signature.bytes.every((byte, i) => bytes[i] === byte);
  if (!signature || !starts || !signature.names.includes(nameExtension(file.filename))) {
    throw fieldError(FILE_FIELD, 'imageType');
  }
  return { bytes, mimeType: file.mimetype, extension: signature.extension };
}

/** Stored under an unguessable name; the name is all the database keeps (docs/decisions/014-image-storage.md). */
export async function storeImage(files: FileStorage, db: Kysely<Database>, upload: ImageUpload): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${upload.extension}`;
  await files.write(db, name, upload.bytes);
  return name;
}

/**
 * The public URL under which the PWA shows a profile image or a funder's logo, or null when there is none
 * (docs/decisions/158-profile-images-and-logos-stay-public.md).
 */
export function imageUrl(name: string | null): string | null {
  return name ? `${API_BASE}${apiPaths.images(name)}` : null;
}

/** A replaced image is removed after the row points at the new one; a failure only leaves an orphan file behind. */
export async function discardImage(files: FileStorage, db: Kysely<Database>, name: string | null): Promise<void> {
  if (name) await files.remove(db, name).catch(() => undefined);
}
