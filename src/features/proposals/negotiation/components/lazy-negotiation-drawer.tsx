import { lazy, Suspense, useState } from 'react';
import type { NegotiationDrawerProps } from './negotiation-drawer';

// The drawer brings the comment form (and zod with it): fetched the first time a reviewer opens it.
const NegotiationDrawer = lazy(() => import('./negotiation-drawer').then((module) => ({ default: module.NegotiationDrawer })));

/** The negotiation drawer, loaded on first opening and kept mounted afterwards so it can animate closed. */
export function LazyNegotiationDrawer(props: NegotiationDrawerProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <NegotiationDrawer {...props} />
    </Suspense>
  );
}
