/**
 * Counters of attempts per key within a window: sign-ins per client address and email, sign-ins per account (the
 * lock of issue 12), and the calls that mail or read account links (docs/decisions/153-sign-in-attempts-are-reserved.md,
 * docs/decisions/160-sign-in-lock-and-shared-counters.md). An attempt is counted before its work is done (the
 * password hashed, the mail sent), so fifty attempts sent at once meet the limit as fifty sent one by one would.
 *
 * The counts live in a `CounterStore`: the database without REDIS_URL (shared by every instance, kept across
 * restarts), Redis with it, and an instance's memory only as Redis's fallback and in unit tests.
 */
export interface CounterStore {
  /**
   * Adds one to the key's count and answers the new count and when its window ends (epoch ms). A key whose window
   * has ended starts again at 1 with a window of `windowMs` from `now`. Atomic: two hits never get the same count.
   */
  hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetsAt: number }>;
  /** Makes the key's window end at `until` (a lock), keeping its count. */
  extend(key: string, until: number, now: number): Promise<void>;
  /** The key starts afresh. */
  clear(key: string): Promise<void>;
  /** Lets go of a connection to a shared store, if any. */
  close?(): Promise<void>;
}

/** The answer to one attempt: granted, or refused until `retryAfterSeconds` have passed. */
export type Reservation = { granted: boolean; count: number; retryAfterSeconds: number; resetsAt: Date };

export type LimitPolicy = {
  /** Keys of this policy are stored under this prefix (one store serves every policy). */
  name: string;
  allowed: number;
  windowMs: number;
};

/** One limit (so many attempts per window) over a shared store. */
export class AttemptLimiter {
  constructor(
    private readonly store: CounterStore,
    readonly policy: LimitPolicy,
    private readonly now: () => number = Date.now,
  ) {}

  private keyOf(key: string): string {
    return `${this.policy.name}:${key}`;
  }

  /** Counts one attempt; refused once the key has used its allowance in the current window. */
  async reserve(key: string): Promise<Reservation> {
    const now = this.now();
    const { count, resetsAt } = await this.store.hit(this.keyOf(key), this.policy.windowMs, now);
    return {
      granted: count <= this.policy.allowed,
      count,
      retryAfterSeconds: Math.max(1, Math.ceil((resetsAt - now) / 1000)),
      resetsAt: new Date(resetsAt),
    };
  }

  /** The attempt succeeded: the key starts afresh. */
  forget(key: string): Promise<void> {
    return this.store.clear(this.keyOf(key));
  }

  /** Refuses the key for `ms` from now, whatever was left of its window; answers when the lock ends. */
  async lock(key: string, ms: number): Promise<Date> {
    const now = this.now();
    await this.store.extend(this.keyOf(key), now + ms, now);
    return new Date(now + ms);
  }
}

/**
 * The counters of one instance: Redis's fallback while it cannot be reached, and unit tests. Several instances
 * counting this way would each allow the limit.
 */
export class MemoryCounterStore implements CounterStore {
  private readonly entries = new Map<string, { count: number; resetsAt: number }>();

  hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetsAt: number }> {
    let entry = this.entries.get(key);
    if (!entry || entry.resetsAt <= now) {
      entry = { count: 0, resetsAt: now + windowMs };
      this.entries.set(key, entry);
    }
    entry.count += 1;
    if (this.entries.size > 10_000) this.sweep(now);
    return Promise.resolve({ ...entry });
  }

  extend(key: string, until: number): Promise<void> {
    const entry = this.entries.get(key);
    if (entry) entry.resetsAt = until;
    else this.entries.set(key, { count: 0, resetsAt: until });
    return Promise.resolve();
  }

  clear(key: string): Promise<void> {
    this.entries.delete(key);
    return Promise.resolve();
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.entries) if (entry.resetsAt <= now) this.entries.delete(key);
  }
}
