import { useEffect, useState } from 'react';

/**
 * The clock that relative times read ("just now", "3 minutes ago"): notifications and negotiation comments. It
 * moves every 30 seconds, so "just now" turns into "1 minute ago" without a reload.
 */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
