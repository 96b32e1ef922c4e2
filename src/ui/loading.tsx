import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LOADING_MIN_DISPLAY_MS } from '#contract/constants';

/**
 * Whether a loading state should show: true while `loading` is, and — once it has shown — until it has been on
 * screen for at least `minimumMs`, so a fast load does not flash a spinner or skeleton for one frame (spec
 * section 9, "fetch minimum display delay 200 ms"). It shows at once; there is no delay before it appears.
 * Route placeholders get the same rule from the router (`defaultPendingMinMs`).
 */
export function useMinimumDuration(loading: boolean, minimumMs: number = LOADING_MIN_DISPLAY_MS): boolean {
  // Whether the loading state is on screen: set in the same render `loading` turns true, cleared by the timer below.
  const [holding, setHolding] = useState(loading);
  if (loading && !holding) setHolding(true);
  const shownAt = useRef(0);

  useEffect(() => {
    if (loading) shownAt.current = Date.now();
  }, [loading]);

  useEffect(() => {
    if (loading || !holding) return;
    const timer = setTimeout(() => setHolding(false), Math.max(0, shownAt.current + minimumMs - Date.now()));
    return () => clearTimeout(timer);
  }, [loading, holding, minimumMs]);

  return loading || holding;
}

type LoadingProps<T> = {
  /** The loaded value; `undefined` while it loads. */
  data: T | undefined;
  /** What shows while loading (a skeleton, a spinner). */
  placeholder: ReactNode;
  /** What shows once loaded, and once the placeholder has had its minimum time on screen. */
  children: (data: T) => ReactNode;
};

/** Shows `placeholder` while `data` loads, for at least 200 ms once shown, then `children(data)`. */
export function Loading<T>({ data, placeholder, children }: LoadingProps<T>) {
  const loading = useMinimumDuration(data === undefined);
  return loading || data === undefined ? placeholder : children(data);
}
