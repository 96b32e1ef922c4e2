import type { FastifyRequest } from 'fastify';
import { HandledStatus } from '#contract/errors';
import {
  MONTHLY_REPORT_FIELDS,
  RECEIPT_MAX_BYTES,
  STORY_PHOTO_MAX_BYTES,
  STORY_PHOTO_MIME_TYPES,
  monthlyReportInputSchema,
  type MonthlyReportContent,
} from '#contract/monthly-reports';
import { agreementProblem, isWhatItClaims, plainFileName, type UploadedDocument } from '../../platform/documents';
import { ApiError, fieldError } from '../../platform/errors';
import { fieldsOfIssues } from '../project-tracking/field-problems';

/**
 * PUT …/MonthlyReport/{month} takes JSON, or multipart when it carries new files: the report's JSON in the field
 * `report` and each new file under the name an entry gives as `{ upload: name }` (contract MONTHLY_REPORT_FIELDS).
 * The whole body is read before anything is decided; files are only written by the action, last.
 */

/** New files one save may carry: a month's receipts arrive a few at a time, and the outbox sends a month in one go. */
const MAX_FILES_PER_SAVE = 50;

export type MonthForm = { report: unknown; files: Map<string, UploadedDocument> };

export async function readMonthForm(request: FastifyRequest): Promise<MonthForm> {
  if (!request.isMultipart()) return { report: request.body, files: new Map() };
  const form: MonthForm = { report: undefined, files: new Map() };
  let text: string | null = null;
  for await (const part of request.parts({ limits: { fileSize: RECEIPT_MAX_BYTES + 1, files: MAX_FILES_PER_SAVE, fields: 4 } })) {
    if (part.type === 'file') {
      // Every file stream must be consumed, or the form never ends.
      const bytes = await part.toBuffer();
      form.files.set(part.fieldname, { bytes, mimeType: part.mimetype, fileName: plainFileName(part.filename), tooLarge: part.file.truncated });
    } else if (part.fieldname === MONTHLY_REPORT_FIELDS.report && typeof part.value === 'string') {
      text = part.value;
    }
  }
  if (text === null) throw fieldError(MONTHLY_REPORT_FIELDS.report, 'required');
  try {
    form.report = JSON.parse(text);
  } catch {
    throw fieldError(MONTHLY_REPORT_FIELDS.report, 'invalid');
  }
  return form;
}

/** The report's JSON checked with the contract's schema; its problems per field, as a JSON body's validation gives them. */
export function parseMonthInput(report: unknown): MonthlyReportContent {
  // A save replaces the whole month: a request with no month at all is a mistake, not an empty month.
  if (report === undefined || report === null) throw fieldError(MONTHLY_REPORT_FIELDS.report, 'required');
  const parsed = monthlyReportInputSchema.safeParse(report);
  if (parsed.success) return parsed.data;
  const fields = fieldsOfIssues(parsed.error);
  const first = Object.values(fields)[0]?.[0];
  throw new ApiError(HandledStatus.BadRequest, 'invalidInput', {}, fields, first?.key ?? 'invalidInput');
}

/** A receipt follows the agreement's rule: PDF, DOCX or a PNG/JPEG scan, at most RECEIPT_MAX_BYTES, bytes as claimed. */
export function receiptProblem(file: UploadedDocument): 'required' | 'documentType' | 'documentSize' | null {
  return agreementProblem(file);
}

/** A story photo is a PNG or JPEG of at most STORY_PHOTO_MAX_BYTES whose bytes and name are what it claims. */
export function photoProblem(file: UploadedDocument): 'required' | 'imageType' | 'imageSize' | null {
  if (file.bytes.length === 0) return 'required';
  if (!(STORY_PHOTO_MIME_TYPES as readonly string[]).includes(file.mimeType)) return 'imageType';
  if (file.tooLarge || file.bytes.length > STORY_PHOTO_MAX_BYTES) return 'imageSize';
  return isWhatItClaims(file) ? null : 'imageType';
}
