import { z } from 'zod';

/**
 * One document of the organisation's eligibility library (GET PartnerOrganisation/DueDiligence), read with the
 * fields the proposal's picker needs only: the call's full item ({ id, type_name or name, file_name, issued_on,
 * expires_on, status }) belongs to the organisation's page, and this reads any of its versions (one without
 * `type_id` reads as a document without a type).
 */
export const libraryDocumentSchema = z.looseObject({
  id: z.number().int(),
  /** The due-diligence type it answers (a due_diligence_types id); null for papers kept before types were asked. */
  type_id: z.number().int().nullable().default(null),
  name: z.string(),
  file_name: z.string(),
  expires_on: z.string().nullable(),
});
export type LibraryDocument = z.infer<typeof libraryDocumentSchema>;
