import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_COUNTERS_INTERVAL_MS } from '@runway-live/domain/live';
import { createKeyedThrottle, takeFromWindow } from '../src/live/throttle';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the live counters' throttle", () => {
  it('sends at once after a quiet spell, then at most every 2 s while anything changes', () => {
    const flushed: [string, number][] = [];
    const throttle = createKeyedThrottle({
      intervalMs: LIVE_COUNTERS_INTERVAL_MS,
      flush: (key) => flushed.push([key, Date.now()]),
    });
    const start = Date.now();
    throttle.touch('a');
    vi.advanceTimersByTime(0);
    expect(flushed).toEqual([['a', start]]);
    // Ten changes within the next 2 s: one flush, when the interval is over.
    for (let step = 0; step < 10; step += 1) {
      vi.advanceTimersByTime(150);
      throttle.touch('a');
    }
    expect(flushed).toHaveLength(1);
    vi.advanceTimersByTime(LIVE_COUNTERS_INTERVAL_MS);
    expect(flushed).toEqual([
      ['a', start],
      ['a', start + LIVE_COUNTERS_INTERVAL_MS],
    ]);
    // Nothing changed: nothing sent.
    vi.advanceTimersByTime(10 * LIVE_COUNTERS_INTERVAL_MS);
    expect(flushed).toHaveLength(2);
    throttle.close();
  });

  it('throttles each room on its own, and close cancels what is pending', () => {
    const flushed: string[] = [];
    const throttle = createKeyedThrottle({ intervalMs: 2000, flush: (key) => flushed.push(key) });
    throttle.touch('a');
    throttle.touch('b');
    vi.advanceTimersByTime(0);
    expect(flushed).toEqual(['a', 'b']);
    throttle.touch('a');
    throttle.close();
    vi.advanceTimersByTime(5000);
    expect(flushed).toEqual(['a', 'b']);
    // A touch after close (a counters slot answered late, decision 0047) does nothing.
    throttle.touch('c');
    vi.advanceTimersByTime(5000);
    expect(flushed).toEqual(['a', 'b']);
  });
});

describe("a connection's chat rate (a sliding window)", () => {
  it('takes `limit` in a window, then says how long until the oldest leaves it', () => {
    const times: number[] = [];
    for (const at of [0, 1_000, 2_000, 3_000, 4_000]) {
      expect(takeFromWindow(times, 5, 10_000, at)).toBeNull();
    }
    expect(takeFromWindow(times, 5, 10_000, 4_500)).toBe(5_500);
    // A refusal is not recorded: the window frees at 10 s all the same.
    expect(takeFromWindow(times, 5, 10_000, 9_999)).toBe(1);
    expect(takeFromWindow(times, 5, 10_000, 10_000)).toBeNull();
    expect(times).toEqual([1_000, 2_000, 3_000, 4_000, 10_000]);
  });
});
