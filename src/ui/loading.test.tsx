import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_MIN_DISPLAY_MS } from '#contract/constants';
import { Loading, useMinimumDuration } from './loading';

const view = (data: string[] | undefined) => (
  <Loading data={data} placeholder={<p>Loading</p>}>
    {(names) => <p>{names.join(', ')}</p>}
  </Loading>
);

describe('a loading state stays at least 200 ms once shown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a load that ends after 50 ms keeps the loading state until 200 ms have passed', () => {
    const { result, rerender } = renderHook(({ loading }) => useMinimumDuration(loading), { initialProps: { loading: true } });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(50));
    rerender({ loading: false });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(LOADING_MIN_DISPLAY_MS - 50 - 1));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('a load longer than 200 ms ends at once, and a load that never started shows nothing', () => {
    const { result, rerender } = renderHook(({ loading }) => useMinimumDuration(loading), { initialProps: { loading: false } });
    expect(result.current).toBe(false);
    rerender({ loading: true });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(500));
    rerender({ loading: false });
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe(false);
  });

  it('a second load starts its own 200 ms', () => {
    const { result, rerender } = renderHook(({ loading }) => useMinimumDuration(loading), { initialProps: { loading: true } });
    act(() => vi.advanceTimersByTime(300));
    rerender({ loading: false });
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1000));
    rerender({ loading: true });
    act(() => vi.advanceTimersByTime(10));
    rerender({ loading: false });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(LOADING_MIN_DISPLAY_MS - 10));
    expect(result.current).toBe(false);
  });

  it('<Loading> shows the placeholder for 200 ms even when the data arrives at once', () => {
    const { rerender } = render(view(undefined));
    expect(screen.getByText('Loading')).toBeTruthy();
    rerender(view(['Amal', 'Basel']));
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(screen.queryByText('Amal, Basel')).toBeNull();
    act(() => vi.advanceTimersByTime(LOADING_MIN_DISPLAY_MS));
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByText('Amal, Basel')).toBeTruthy();
  });

  it('<Loading> shows data that is already there without any placeholder', () => {
    render(
      <Loading data={['Amal']} placeholder={<p>Loading</p>}>
        {(names) => <p>{names.join(', ')}</p>}
      </Loading>,
    );
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByText('Amal')).toBeTruthy();
  });
});
