// Types of check-boundaries.mjs for its test (scripts/check-boundaries.test.ts).
export const EXCEPTIONS: ReadonlyArray<{ importer: string; target: RegExp; why: string }>;
export function checkBoundaries(src?: string): string[];
