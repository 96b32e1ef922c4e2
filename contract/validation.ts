import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  IMAGE_MAX_BYTES,
  IMAGE_MIME_TYPES,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TEXT_MAX_LENGTH,
} from './constants';
import { issue, type FieldKey } from './messages';

/** Building blocks for the contract's schemas: every rule of spec section 5 carries its message key. */

export function requiredText(field: FieldKey, max: number = NAME_MAX_LENGTH) {
  return z
    .string({ error: issue('required', { field }) })
    .trim()
    .min(1, { error: issue('required', { field }) })
    .max(max, { error: issue('maxLength', { field, max }) });
}

/** Empty, missing or null is none: forms send null back for a field the API answered as null. */
export function optionalText(field: FieldKey, max: number = TEXT_MAX_LENGTH) {
  return z
    .string({ error: issue('invalid', { field }) })
    .trim()
    .max(max, { error: issue('maxLength', { field, max }) })
    .nullish()
    .transform((value) => (value ? value : null));
}

export function emailAddress(field: FieldKey = 'email') {
  return z
    .string({ error: issue('required', { field }) })
    .trim()
    .min(1, { error: issue('required', { field }) })
    .max(EMAIL_MAX_LENGTH, { error: issue('maxLength', { field, max: EMAIL_MAX_LENGTH }) })
    .pipe(z.email({ error: issue('email', { field }) }))
    .transform((value) => value.toLowerCase());
}

/** A password as typed by its owner: required, trimmed (spec section 5), with the length bounds of the contract. */
export function newPassword(field: FieldKey) {
  return z
    .string({ error: issue('required', { field }) })
    .trim()
    .min(1, { error: issue('required', { field }) })
    .min(PASSWORD_MIN_LENGTH, { error: issue('minLength', { field, min: PASSWORD_MIN_LENGTH }) })
    .max(PASSWORD_MAX_LENGTH, { error: issue('maxLength', { field, max: PASSWORD_MAX_LENGTH }) });
}

/** A password given to prove who one is: only required; its length is not the caller's business. */
export function existingPassword(field: FieldKey) {
  return z
    .string({ error: issue('required', { field }) })
    .trim()
    .min(1, { error: issue('required', { field }) })
    .max(PASSWORD_MAX_LENGTH, { error: issue('maxLength', { field, max: PASSWORD_MAX_LENGTH }) });
}

/**
 * A number typed in a form (a string) or sent as one: empty or missing is "required", text that is not a number
 * "must be a number" (spec section 5); `rules` adds the field's bounds.
 */
export function requiredNumber(field: FieldKey, rules: (number: z.ZodNumber) => z.ZodNumber = (number) => number) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.trim())) : (value ?? undefined)),
    rules(z.number({ error: (problem) => issue(problem.input === undefined ? 'required' : 'number', { field }) })),
  );
}

/**
 * For a rule across fields (`.refine(check, { when: whenComparable(...) })`): it runs once the fields it compares
 * hold values of their type, even while other fields do not. By default zod skips an object's refinements while
 * any field has a type error (an empty number, an unchosen option), so a form showed that rule's message only at a
 * second submit.
 */
export function whenComparable(...fields: readonly FieldKey[]) {
  // A body that is not an object at all (missing, null, a list) has nothing to compare, and the check must not read it.
  return (payload: z.core.ParsePayload): boolean =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((problem) => problem.continue !== true && fields.some((field) => problem.path?.[0] === field));
}

export function positiveId(field: FieldKey) {
  return z.coerce
    .number({ error: issue('required', { field }) })
    .int({ error: issue('invalid', { field }) })
    .positive({ error: issue('required', { field }) });
}

export const idParam = z.object({ id: z.coerce.number().int().positive() });

/** What an uploaded image must be: the checks run in the browser before sending and again on the server. */
export function imageProblem(file: { type: string; size: number }): 'imageType' | 'imageSize' | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return 'imageType';
  if (file.size >= IMAGE_MAX_BYTES) return 'imageSize';
  return null;
}
