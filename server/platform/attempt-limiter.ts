/**
 * Counts failed sign-ins per client address and username within a window. In memory: it slows down guessing
 * against one instance, which is its purpose; docs/decisions/012-access-tokens.md says why that is enough for now.
 */
export class AttemptLimiter {
  private readonly failures = new Map<string, { count: number; windowStart: number }>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  isBlocked(key: string): boolean {
    const entry = this.current(key);
    return entry !== null && entry.count >= this.maxFailures;
  }

  recordFailure(key: string): void {
    const entry = this.current(key) ?? { count: 0, windowStart: this.now() };
    entry.count += 1;
    this.failures.set(key, entry);
    if (this.failures.size > 10_000) this.sweep();
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private current(key: string) {
    const entry = this.failures.get(key);
    if (!entry) return null;
    if (this.now() - entry.windowStart >= this.windowMs) {
      this.failures.delete(key);
      return null;
    }
    return entry;
  }

  private sweep(): void {
    for (const key of this.failures.keys()) this.current(key);
  }
}
