const BASE_MS = 1000;
const CAP_MS = 30_000;

/** min(30 s, 1 s · 2^n) with ±20 % jitter, still capped at 30 s; never null, so the hub retries forever. */
export function hubRetryDelay(previousRetryCount: number, random: () => number = Math.random): number {
  const exponential = Math.min(CAP_MS, BASE_MS * 2 ** Math.min(previousRetryCount, 15));
  return Math.round(Math.min(CAP_MS, exponential * (0.8 + random() * 0.4)));
}
