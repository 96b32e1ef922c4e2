import type { z } from 'zod';
import type { ApiError } from '../../platform/errors';
import { problemOf } from '../proposals/installments';

/**
 * A multipart form is validated inside the handler (Fastify validates JSON bodies only), so its zod issues are turned
 * into the same per-field problems a JSON body's validation gives (server/platform/error-handler.ts).
 */

export type FieldProblems = ApiError['fields'];

export function fieldsOfIssues(error: z.ZodError): FieldProblems {
  const fields: FieldProblems = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'field';
    fields[key] = [...(fields[key] ?? []), problemOf(issue.message, key)];
  }
  return fields;
}
