import { z } from 'zod';

/** GET /api/files/{name}/address: how the file is to be opened. */
export const FILE_DISPOSITIONS = ['inline', 'attachment'] as const;
export type FileDisposition = (typeof FILE_DISPOSITIONS)[number];

export const fileAddressQuerySchema = z.object({ disposition: z.enum(FILE_DISPOSITIONS).default('inline') });

/** A short-lived address to one private file, bound to the user who asked (docs/decisions/156-private-files-and-signed-addresses.md). */
export const signedFileAddressSchema = z.object({
  url: z.string(),
  expires_at: z.string(),
});
export type SignedFileAddress = z.infer<typeof signedFileAddressSchema>;

/**
 * What a signed address carries besides the file's name; checked by the server, never trusted. A part that is missing
 * is checked (and refused, 403) like a changed one.
 */
export const signedFileQuerySchema = z.object({
  user: z.string().max(20).default(''),
  session: z.string().max(64).default(''),
  version: z.string().max(20).default(''),
  expires: z.string().max(20).default(''),
  disposition: z.string().max(20).default(''),
  signature: z.string().max(100).default(''),
});
