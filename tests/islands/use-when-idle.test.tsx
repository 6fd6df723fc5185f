// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWhenIdle } from '@/components/islands';

/** useWhenIdle: the lazy parts (toasts, lookups, the place autocomplete) start when the page is idle, once. */
describe('useWhenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks requestIdleCallback, with the deadline given, and cancels on unmount', () => {
    const requested: { run: () => void; timeout?: number }[] = [];
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => requested.push({ run, timeout: options?.timeout }));
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const run = vi.fn();
    const { unmount } = renderHook(() => useWhenIdle(run, 2000));
    expect(requested).toHaveLength(1);
    expect(requested[0]!.timeout).toBe(2000);
    expect(run).not.toHaveBeenCalled();
    requested[0]!.run();
    expect(run).toHaveBeenCalledTimes(1);
    unmount();
    expect(cancelIdleCallback).toHaveBeenCalledWith(1);
  });

  it('without requestIdleCallback, runs after 500 ms, once, and not at all when unmounted first', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    const { rerender } = renderHook(() => useWhenIdle(run));
    rerender();
    vi.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);

    const early = vi.fn();
    const { unmount } = renderHook(() => useWhenIdle(early));
    unmount();
    vi.advanceTimersByTime(5000);
    expect(early).not.toHaveBeenCalled();
  });
});
