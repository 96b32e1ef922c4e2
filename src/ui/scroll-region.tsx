import { createFocusOutlineStyle, makeStyles, mergeClasses } from '@fluentui/react-components';
import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

const useStyles = makeStyles({
  region: { overflowX: 'auto' },
  focus: createFocusOutlineStyle({ style: { outlineOffset: '-2px' } }),
});

/** True while the element's content is wider or taller than its box (it scrolls). */
function useScrolls(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  const observer = useRef<ResizeObserver | null>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(measure);
    observer.current.observe(element);
    return () => {
      observer.current?.disconnect();
      observer.current = null;
    };
  }, [ref]);

  // The content changes size without the box changing (rows arrive, a column widens): watch the children too.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !observer.current) return;
    for (const child of element.children) observer.current.observe(child);
  });

  return scrolls;
}

/** What the box holds, for screen readers: a name, or the id of the element that names it (a table's caption). */
type RegionName = { label: string; labelledBy?: never } | { label?: never; labelledBy: string };

type ScrollRegionProps = RegionName & {
  className?: string | undefined;
  children: ReactNode;
};

/**
 * A box whose content may scroll sideways (a wide table, a timeline, a grid). While it scrolls, a keyboard can reach
 * it (tabIndex 0, with the focus outline) and scroll it with the arrow keys, and screen readers announce it as a named
 * region; while everything fits, it is a plain box and adds no tab stop. See docs/decisions/178-scroll-regions.md.
 */
export function ScrollRegion({ label, labelledBy, className, children }: ScrollRegionProps) {
  const styles = useStyles();
  const ref = useRef<HTMLDivElement>(null);
  const scrolls = useScrolls(ref);
  return (
    <div
      ref={ref}
      className={mergeClasses(styles.region, scrolls && styles.focus, className)}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label, 'aria-labelledby': labelledBy } : {})}
    >
      {children}
    </div>
  );
}
