import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

function Probe() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

type Callback = (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting'>>) => void;

/** An IntersectionObserver the test drives: `report` says whether the observed element now intersects. */
function stubObserver() {
  const observers: Array<{ callback: Callback; options?: IntersectionObserverInit; disconnected: boolean }> = [];
  class StubObserver {
    private readonly entry;
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      this.entry = { callback, options, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', StubObserver);
  return {
    observers,
    report(isIntersecting: boolean) {
      for (const observer of observers) if (!observer.disconnected) act(() => observer.callback([{ isIntersecting }]));
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useNearViewport', () => {
  it('is far until the element nears the viewport, then stays near and stops watching', () => {
    const io = stubObserver();
    render(<Probe />);
    expect(screen.getByText('far')).toBeTruthy();
    expect(io.observers[0]?.options?.rootMargin).toBe('200px 0px');

    io.report(false);
    expect(screen.getByText('far')).toBeTruthy();
    io.report(true);
    expect(screen.getByText('near')).toBeTruthy();
    expect(io.observers.every((observer) => observer.disconnected)).toBe(true);
    // Scrolled away again: what was drawn stays drawn.
    io.report(false);
    expect(screen.getByText('near')).toBeTruthy();
  });

  it('counts as near at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeTruthy();
  });
});
