import { TOKEN_PURPOSES, type TokenPurpose } from '#contract/enums';

/**
 * Readers for URL search params. Route definitions load with the first page, so these are plain functions
 * rather than zod schemas (docs/decisions/008-bundle-budgets.md). None of them throws: a damaged link gets a
 * page that explains, not the router's error page.
 */
export type RawSearch = Record<string, unknown>;

/** A non-empty string; the router reads an all-digit value as a number, so numbers count too. */
export function optionalText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed ? trimmed : undefined;
}

export function optionalTokenPurpose(value: unknown): TokenPurpose | undefined {
  const number = typeof value === 'string' ? Number(value) : value;
  return (TOKEN_PURPOSES as unknown[]).includes(number) ? (number as TokenPurpose) : undefined;
}

/** A whole number from `min` up to `max`, or undefined. */
export function boundedInteger(value: unknown, min: number, max: number): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= min && number <= max ? number : undefined;
}

export function optionalFlag(value: unknown): boolean | undefined {
  if (value === true || value === 'true' || value === '1' || value === 1) return true;
  if (value === false || value === 'false' || value === '0' || value === 0) return false;
  return undefined;
}
