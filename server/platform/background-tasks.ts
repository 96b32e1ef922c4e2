type Log = { error(object: object, message: string): void };

/**
 * Work that an answer does not wait for, such as the password-reset mail (issue 18.6): it starts once the answer
 * has gone out, its failure is logged, and the app waits for what is still running before it closes (tests wait
 * with `idle()` before reading the mail).
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: Log) {}

  run(what: string, work: () => Promise<void>): void {
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => this.log.error({ err: error }, `${what} failed`))
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  /** Settles once nothing is running, including work that running tasks started. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled(this.running);
  }
}
