import { useSyncExternalStore } from 'react';

/** Spec section 9: below 1200px the side menu leaves the page and opens as a drawer. */
export const SIDE_MENU_BREAKPOINT_PX = 1200;
const query = `(min-width: ${SIDE_MENU_BREAKPOINT_PX}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => true);
}
