import type { FastifyRequest } from 'fastify';
import { HandledStatus } from '#contract/errors';
import { DUE_DILIGENCE_MAX_BYTES, DUE_DILIGENCE_UPLOAD_FIELDS, dueDiligenceUploadSchema } from '#contract/partner-due-diligence';
import { agreementProblem, plainFileName, type UploadedDocument } from '../../platform/documents';
import { ApiError } from '../../platform/errors';
import { fieldsOfIssues, type FieldProblems } from '../project-tracking/field-problems';

/** The multipart form of POST PartnerOrganisation/DueDiligence as it arrived, any part possibly missing. */
export type DueDiligenceForm = { file: UploadedDocument | null; fields: Record<string, string> };

export type ValidDueDiligenceUpload = { file: UploadedDocument; type: number; issued_on: string; expires_on: string | null };

const TEXT_FIELDS: ReadonlySet<string> = new Set([DUE_DILIGENCE_UPLOAD_FIELDS.type, DUE_DILIGENCE_UPLOAD_FIELDS.issuedOn, DUE_DILIGENCE_UPLOAD_FIELDS.expiresOn]);

/** Reads the whole form first (the stream must be consumed either way); a file over the limit is cut and flagged. */
export async function readDueDiligenceForm(request: FastifyRequest): Promise<DueDiligenceForm> {
  const form: DueDiligenceForm = { file: null, fields: {} };
  if (!request.isMultipart()) return form;
  for await (const part of request.parts({ limits: { fileSize: DUE_DILIGENCE_MAX_BYTES + 1, files: 1, fields: 6 } })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname === DUE_DILIGENCE_UPLOAD_FIELDS.file) {
        form.file = { bytes, mimeType: part.mimetype, fileName: plainFileName(part.filename), tooLarge: part.file.truncated };
      }
    } else if (TEXT_FIELDS.has(part.fieldname) && typeof part.value === 'string') {
      form.fields[part.fieldname] = part.value;
    }
  }
  return form;
}

/** The file (type, size, and bytes that match the type) and the fields are checked together, so every problem shows at once. */
export function validUpload(form: DueDiligenceForm): ValidDueDiligenceUpload {
  const fileProblem = agreementProblem(form.file);
  const parsed = dueDiligenceUploadSchema.safeParse(form.fields);
  if (fileProblem === null && form.file && parsed.success) return { file: form.file, ...parsed.data };
  const problems: FieldProblems = {
    ...(fileProblem ? { [DUE_DILIGENCE_UPLOAD_FIELDS.file]: [{ key: fileProblem, params: { field: 'file' } }] } : {}),
    ...(parsed.success ? {} : fieldsOfIssues(parsed.error)),
  };
  const first = Object.values(problems)[0]?.[0];
  throw new ApiError(HandledStatus.BadRequest, 'invalidInput', {}, problems, first?.key ?? 'invalidInput');
}
