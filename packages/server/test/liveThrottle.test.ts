import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_COUNTERS_INTERVAL_MS } from '@runway-live/domain';
import { createKeyedThrottle } from '../src/live/throttle';

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
  });
});
