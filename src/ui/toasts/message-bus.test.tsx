import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_TOAST_MS } from '#contract/constants';
import { NetworkError } from '@/lib/api-error';
import { createErrorReporter } from '@/lib/report-error';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { onMessage, showMessage, type Message } from './message-bus';
import { MessageToaster } from './message-toaster';

/** The titles of the toasts on screen (Fluent also repeats each text in a live region for screen readers). */
const onScreen = () => [...document.querySelectorAll('.fui-ToastTitle')].map((title) => title.textContent);

const OFFLINE = 'You are offline. The portal will try again when the connection is back.';

describe('message toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Each test starts long after the previous one's messages left the screen.
    vi.setSystemTime(Date.now() + 60_000);
  });
  afterEach(() => vi.useRealTimers());

  it('shows a message raised twice while it is on screen once, and again once it has gone', () => {
    const shown: Message[] = [];
    const stop = onMessage((message) => shown.push(message));
    showMessage({ intent: 'success', text: 'Updated successfully' });
    showMessage({ intent: 'success', text: 'Updated successfully' });
    showMessage({ intent: 'warning', text: 'Updated successfully' });
    showMessage({ intent: 'success', text: 'Deleted successfully' });
    expect(shown.map((message) => `${message.intent}: ${message.text}`)).toEqual([
      'success: Updated successfully',
      'warning: Updated successfully',
      'success: Deleted successfully',
    ]);
    vi.setSystemTime(Date.now() + MESSAGE_TOAST_MS);
    showMessage({ intent: 'success', text: 'Updated successfully' });
    expect(shown).toHaveLength(4);
    stop();
  });

  it('going offline with two queries failing at once shows one "You are offline" toast', async () => {
    renderWithProviders(<MessageToaster />);
    const report = createErrorReporter({ onUnauthorized: vi.fn() });
    act(() => {
      report(new NetworkError(new TypeError('Failed to fetch')), { kind: 'query', silent: false });
      report(new NetworkError(new TypeError('Failed to fetch')), { kind: 'query', silent: false });
    });
    expect(await screen.findByText(OFFLINE)).toBeTruthy();
    expect(screen.getAllByText(OFFLINE)).toHaveLength(1);
  });

  it('keeps the latest two: a third message replaces the oldest at once instead of waiting for a place', () => {
    vi.useFakeTimers({ now: Date.now() + 60_000 });
    renderWithProviders(<MessageToaster />);
    act(() => {
      showMessage({ intent: 'success', text: 'First message' });
      showMessage({ intent: 'warning', text: 'Second message' });
    });
    act(() => vi.advanceTimersByTime(100));
    expect(onScreen()).toContain('First message');
    expect(onScreen()).toContain('Second message');

    act(() => showMessage({ intent: 'error', text: 'Third message' }));
    act(() => vi.advanceTimersByTime(100));
    expect(onScreen()).not.toContain('First message');
    expect(onScreen()).toContain('Second message');
    expect(onScreen()).toContain('Third message');

    act(() => showMessage({ intent: 'success', text: 'Fourth message' }));
    act(() => vi.advanceTimersByTime(100));
    expect(onScreen()).not.toContain('Second message');
    expect(onScreen()).toContain('Third message');
    expect(onScreen()).toContain('Fourth message');

    expect(onScreen()).toHaveLength(2);
  });
});
