import { notFound } from '@tanstack/react-router';
import { boundedInteger } from '@/lib/search-params';

/** The id in /programs/{id}; anything but a positive whole number is a page that does not exist. */
export function programIdOf(raw: string): number {
  const id = boundedInteger(raw, 1, Number.MAX_SAFE_INTEGER);
  if (id === undefined) throw notFound();
  return id;
}
