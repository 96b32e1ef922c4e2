import type { z } from 'zod';
import { issue } from '#contract/messages';

/**
 * A section's problems by the path of the value they concern ('lines.0.quantity'), each in the contract's wire form
 * (a message key with its parameters), so it is shown in the reader's language.
 */
export type SectionIssues = ReadonlyMap<string, string>;

export const NO_ISSUES: SectionIssues = new Map();

/** A library's own message (zod's English) is replaced by the catalogue's nearest one. */
function wireMessage(problem: z.core.$ZodIssue): string {
  if (problem.message.startsWith('{')) return problem.message;
  if (problem.code === 'invalid_type' && problem.expected === 'number') return issue('number');
  if (problem.code === 'too_small') return issue('min', { min: Number(problem.minimum) });
  if (problem.code === 'too_big') return issue('max', { max: Number(problem.maximum) });
  return issue('invalid');
}

/** What the contract's schema finds wrong with a section's value; the first problem of each path is kept. */
export function sectionIssues(schema: z.ZodType, value: unknown): SectionIssues {
  const result = schema.safeParse(value);
  if (result.success) return NO_ISSUES;
  const found = new Map<string, string>();
  for (const problem of result.error.issues) {
    const path = problem.path.map(String).join('.');
    if (!found.has(path)) found.set(path, wireMessage(problem));
  }
  return found;
}

/** Several sets of problems as one (the schema's, then an editor's own rules). */
export function mergeIssues(...sets: SectionIssues[]): SectionIssues {
  const merged = new Map<string, string>();
  for (const set of sets) for (const [path, message] of set) if (!merged.has(path)) merged.set(path, message);
  return merged;
}
