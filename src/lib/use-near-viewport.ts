import { useCallback, useRef, useState } from 'react';

/**
 * Whether the element has come within `margin` of the viewport, once: it stays true afterwards. For what is costly to
 * draw and not seen at first (the charts under the home's totals, decision 213). Without IntersectionObserver (an old
 * browser, a test's DOM) the element counts as near at once, so nothing is ever withheld.
 */
export function useNearViewport<T extends Element>(margin = '200px'): [ref: (element: T | null) => void, near: boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (element: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || typeof IntersectionObserver === 'undefined') return;
      const watch = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          watch.disconnect();
          setNear(true);
        },
        { rootMargin: `${margin} 0px` },
      );
      watch.observe(element);
      observer.current = watch;
    },
    [margin],
  );
  return [near ? noop : ref, near];
}

function noop(): void {}
