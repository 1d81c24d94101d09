import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { leaveFor } from './deepLinksNavigation';

vi.mock('./deepLinksNavigation', () => ({ leaveFor: vi.fn() }));

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36';
const IOS_STORE = 'https://apps.apple.com/app/runway-live/id000000000';
const ANDROID_STORE = 'https://play.google.com/store/apps/details?id=live.runway';

const visited = () => vi.mocked(leaveFor).mock.calls.map(([url]) => url);

/** How long a route's chunk may take to load on a busy machine. */
const LOAD_LIMIT_MS = 10_000;

/**
 * Lets the app run until `reached()`. vi.waitFor polls on the real timers (only setTimeout
 * is faked, and the route's chunk loads through promises in real time). Each poll that
 * finds the condition not yet reached steps the fake clock to its next timer, for React's
 * own timers (Suspense reveals); the poll interval is 0 because vi.waitFor moves a fake
 * clock by its interval before each poll. The first poll that finds the condition reached
 * stops, so the clock stands exactly where the screen scheduled its own timers.
 */
async function runUntil(reached: () => boolean) {
  await vi.waitFor(
    () => {
      if (reached()) return;
      act(() => void vi.advanceTimersToNextTimer());
      throw new Error('Not reached yet');
    },
    { interval: 0, timeout: LOAD_LIMIT_MS },
  );
}

/** Renders `path` on a device and lets it run until the app link (the first place it leaves for). */
async function openOn(userAgent: string, path: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  renderApp(path);
  await runUntil(() => visited().length > 0);
  expect(visited()).toHaveLength(1);
}

/** Moves the fake clock; React sees the timers fire inside act. */
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.mocked(leaveFor).mockClear();
  // Only the page's timers are faked: the screen still loads through promises, and
  // vi.waitFor polls on the real timers.
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
    // Only the spinner, as section 2.9 has it.
    expect(screen.getByText('Verifying your e-mail', { selector: 'span' })).toBeInTheDocument();
    await advance(19);
    expect(visited()).toHaveLength(1);
    await advance(1);
    expect(visited()).toEqual(['runwaylive://verify-email/tok-1', IOS_STORE]);
  });

  it('opens the app link on Android, then Google Play after 500 ms', async () => {
    await openOn(ANDROID, '/auth/verify-email/tok-2');
    expect(visited()).toEqual(['runwaylive://verify-email/tok-2']);
    // Only the spinner, as section 2.9 has it.
    expect(screen.getByText('Verifying your e-mail', { selector: 'span' })).toBeInTheDocument();
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
    expect(screen.getByText('Opening the Runway Live app')).toBeInTheDocument();
    await advance(999);
    expect(visited()).toHaveLength(1);
    await advance(1);
    expect(visited()).toEqual(['runwaylive://reset-password/reset%20tok', IOS_STORE]);
  });

  it('stays in the browser on Android: no app link, and no store after 1 s', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID);
    fakeServer({
      'POST /api/auth/verify-token': () => ({ body: { success: true, message: 'Valid link' } }),
    });
    renderApp('/auth/reset-password/tok-3');
    // The browser's own screen: the token was checked and the form shows.
    await runUntil(() => screen.queryByRole('button', { name: 'Submit' }) !== null);
    expect(screen.getByRole('heading', { name: 'Reset password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/New password/)).toBeInTheDocument();
    await advance(1000);
    expect(visited()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });
});
