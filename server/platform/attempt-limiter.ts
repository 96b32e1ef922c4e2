/**
 * Sign-in attempts per client address and email within a window (issue 18.4,
 * docs/decisions/153-sign-in-attempts-are-reserved.md). An attempt is counted before its password is hashed and
 * forgotten when it succeeds, so fifty guesses sent at once meet the limit as fifty sent one by one would.
 */
export interface AttemptLimiter {
  /** Counts one attempt for the key; false, counting nothing, when the key has used up its allowance. */
  reserve(key: string): Promise<boolean>;
  /** The attempt succeeded: the key starts afresh. */
  forget(key: string): Promise<void>;
  /** Lets go of a connection to a shared store, if any. */
  close?(): Promise<void>;
}

/**
 * The counters of one instance, used without REDIS_URL. Several instances without Redis would each allow the limit;
 * with REDIS_URL they share RedisAttemptLimiter's counters.
 */
export class MemoryAttemptLimiter implements AttemptLimiter {
  private readonly attempts = new Map<string, { count: number; windowStart: number }>();

  constructor(
    private readonly allowed: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  reserve(key: string): Promise<boolean> {
    const entry = this.current(key) ?? { count: 0, windowStart: this.now() };
    if (entry.count >= this.allowed) return Promise.resolve(false);
    entry.count += 1;
    this.attempts.set(key, entry);
    if (this.attempts.size > 10_000) this.sweep();
    return Promise.resolve(true);
  }

  forget(key: string): Promise<void> {
    this.attempts.delete(key);
    return Promise.resolve();
  }

  private current(key: string) {
    const entry = this.attempts.get(key);
    if (!entry) return null;
    if (this.now() - entry.windowStart >= this.windowMs) {
      this.attempts.delete(key);
      return null;
    }
    return entry;
  }

  private sweep(): void {
    for (const key of this.attempts.keys()) this.current(key);
  }
}
