import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// The web project runs its files one after another in each worker without a fresh process (vitest.config.ts,
// `isolate: false`): the libraries (React, Fluent, jsdom) load once per worker, while the portal's own modules start
// afresh for every file, so no file sees another's stores, caches or mocks.
vi.resetModules();

// findBy… and waitFor wait up to 5 s instead of 1. In a fresh checkout nothing is transformed yet, and the first file to
// open a date field or a form's rules in a worker loads those modules while the test waits: two clean-clone runs failed
// on a message that came a little after the first second, while the same tests pass in about a second once warm.
configure({ asyncUtilTimeout: 5_000 });

// A test file may choose Node's environment (`@vitest-environment node`): the DOM stand-ins below are for jsdom.
const dom = typeof window !== 'undefined';

// Fluent's motion calls Element.animate, which jsdom lacks; without it Fluent skips the animation.
if (dom) delete (Element.prototype as { animate?: unknown }).animate;

// jsdom has no matchMedia; the shell asks it for the 1200px breakpoint. Answer "narrow" unless a test says otherwise.
if (dom && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

// jsdom has no ResizeObserver; Fluent's MessageBar and overflow helpers observe their size.
if (dom && !('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as { ResizeObserver?: unknown }).ResizeObserver = ResizeObserverStub;
}

afterEach(() => {
  cleanup();
});

// What a file may leave behind in the worker it shares: stubbed globals, spies, fake timers, nodes portalled to the body.
afterAll(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  if (dom) {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('dir');
    document.documentElement.removeAttribute('lang');
  }
});
