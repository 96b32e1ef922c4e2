/**
 * A key that changes with a section's content: the table editors keep the whole page in their own state (decision
 * 191), so they start again from the section when it changes under them (the server's answer after a copy painted
 * from the disk, a colleague's save), instead of saving a stale copy over it later.
 */
export function contentKey(content: unknown): string {
  return JSON.stringify(content ?? null);
}
