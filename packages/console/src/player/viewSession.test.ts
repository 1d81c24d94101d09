import type { PlayerEvent } from '@runway-live/domain/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startViewSession, VIEWER_ID_KEY, viewerIdOf } from './viewSession';

const webEventId = '0f8fad5b-d9cb-469f-a165-70867728950e';
const viewerId = '9b2d5c1e-3f4a-4b6c-8d7e-1a2b3c4d5e6f';

describe('the viewer id', () => {
  it('is kept in storage and reused', () => {
    const storage = new Map<string, string>();
    const store = () => ({
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    });
    const first = viewerIdOf(store, () => viewerId);
    expect(first).toBe(viewerId);
    expect(storage.get(VIEWER_ID_KEY)).toBe(viewerId);
    expect(viewerIdOf(store, () => 'never')).toBe(viewerId);
  });

  it('replaces a kept value that is no uuid, and lives without storage', () => {
    const storage = new Map([[VIEWER_ID_KEY, 'tampered']]);
    const store = () => ({
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    });
    expect(viewerIdOf(store, () => viewerId)).toBe(viewerId);
    const blocked = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(viewerIdOf(blocked, () => viewerId)).toBe(viewerId);
    // The browser's own ids are uuids.
    expect(viewerIdOf(blocked)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('a view session', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-25T04:00:00.000Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function session(visibilityState: DocumentVisibilityState = 'visible') {
    const events: PlayerEvent[] = [];
    const page = Object.assign(new EventTarget(), { visibilityState });
    const view = new EventTarget();
    const stop = startViewSession({
      webEventId,
      viewerId,
      report: (event) => events.push(event),
      page,
      view: view as unknown as Window,
    });
    const types = () => events.map((event) => event.type);
    const setVisibility = (state: DocumentVisibilityState) => {
      page.visibilityState = state;
      page.dispatchEvent(new Event('visibilitychange'));
    };
    return { events, types, stop, setVisibility, view };
  }

  it('starts, beats every 30 s and ends when stopped', () => {
    const { events, types, stop } = session();
    expect(events[0]).toEqual({
      type: 'session-start',
      webEventId,
      viewerId,
      at: '2026-11-25T04:00:00.000Z',
    });
    vi.advanceTimersByTime(29_999);
    expect(types()).toEqual(['session-start']);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(30_000);
    expect(types()).toEqual(['session-start', 'heartbeat', 'heartbeat']);
    expect(events[2]?.type === 'heartbeat' && events[2].at).toBe('2026-11-25T04:01:00.000Z');
    stop();
    vi.advanceTimersByTime(60_000);
    expect(types()).toEqual(['session-start', 'heartbeat', 'heartbeat', 'session-end']);
  });

  it('ends when the page is hidden or left, and starts again when it is back', () => {
    const { types, setVisibility, view, stop } = session();
    setVisibility('hidden');
    vi.advanceTimersByTime(60_000);
    expect(types()).toEqual(['session-start', 'session-end']);
    setVisibility('visible');
    view.dispatchEvent(new Event('pagehide'));
    // Ended once only, even when stopped after.
    stop();
    expect(types()).toEqual(['session-start', 'session-end', 'session-start', 'session-end']);
  });

  it('waits for a hidden page to be shown', () => {
    const { types, setVisibility, stop } = session('hidden');
    expect(types()).toEqual([]);
    setVisibility('visible');
    stop();
    expect(types()).toEqual(['session-start', 'session-end']);
  });
});
