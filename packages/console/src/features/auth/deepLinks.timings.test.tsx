import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { leaveFor } from './deepLinksNavigation';

vi.mock('./deepLinksNavigation', () => ({ leaveFor: vi.fn() }));

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36';
const IOS_STORE = 'https://apps.apple.com/app/runway-live/id000000000';
const ANDROID_STORE = 'https://play.google.com/store/apps/details?id=live.runway';

// Taken before any test fakes the timers.
const realSetTimeout = globalThis.setTimeout;

const visited = () => vi.mocked(leaveFor).mock.calls.map(([url]) => url);

/**
 * Renders `path` on a device and lets it run until the app link (the first place it leaves
 * for). It polls with the real setTimeout (the route's chunk loads in real time, and
 * testing-library's waitFor would use the fake one), and steps the fake clock one timer at
 * a time for React's own timers (Suspense reveals), so the clock stops exactly where the
 * screen schedules its fallback.
 */
async function openOn(userAgent: string, path: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  renderApp(path);
  for (let turn = 0; turn < 1500 && visited().length === 0; turn += 1) {
    await new Promise((resolve) => realSetTimeout(resolve, 10));
    if (visited().length === 0) act(() => void vi.advanceTimersToNextTimer());
  }
  expect(visited()).toHaveLength(1);
}

/** Moves the fake clock; React sees the timers fire inside act. */
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.mocked(leaveFor).mockClear();
  // Only the page's timers are faked: the screen still loads through promises, and
  // waitFor polls with the real setInterval.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fakeServer({});
});
afterEach(() => {
  vi.useRealTimers();
});

describe('e-mail verification without user=webuser (section 4)', () => {
  it('opens the app link on iOS, then the App Store after 20 ms', async () => {
    await openOn(IPHONE, '/auth/verify-email/tok-1');
    expect(visited()).toEqual(['runwaylive://verify-email/tok-1']);
    await advance(19);
    expect(visited()).toHaveLength(1);
    await advance(1);
    expect(visited()).toEqual(['runwaylive://verify-email/tok-1', IOS_STORE]);
  });

  it('opens the app link on Android, then Google Play after 500 ms', async () => {
    await openOn(ANDROID, '/auth/verify-email/tok-2');
    expect(visited()).toEqual(['runwaylive://verify-email/tok-2']);
    await advance(499);
    expect(visited()).toHaveLength(1);
    await advance(1);
    expect(visited()).toEqual(['runwaylive://verify-email/tok-2', ANDROID_STORE]);
  });
});

describe('reset password on an iPhone (section 2.8)', () => {
  it('opens the app link with the token, then the App Store after 1 s', async () => {
    await openOn(IPHONE, '/auth/reset-password/reset%20tok');
    expect(visited()).toEqual(['runwaylive://reset-password/reset%20tok']);
    await advance(999);
    expect(visited()).toHaveLength(1);
    await advance(1);
    expect(visited()).toEqual(['runwaylive://reset-password/reset%20tok', IOS_STORE]);
  });

  it('stays in the browser on Android: no app link, and no store after 1 s', async () => {
    vi.useRealTimers();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID);
    const { seen } = fakeServer({});
    renderApp('/auth/reset-password/tok-3');
    // The screen has rendered: it checks the link in the page instead.
    await waitFor(() =>
      expect(seen.map((request) => new URL(request.url).pathname)).toContain(
        '/api/auth/verify-token',
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(visited()).toEqual([]);
  });
});
