import { describe, expect, it } from 'vitest';
import { couponOfferText, couponRefusal, liveWindowState, type CouponRules } from './index';

const NOW = new Date('2026-11-28T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
const live = (wentLiveAt: Date | null = minutesAgo(10)) => ({ status: 'live', wentLiveAt });

describe('liveWindowState', () => {
  it('keeps the live window open while the show is live, with no end to count down to', () => {
    expect(liveWindowState({ kind: 'live' }, live(), NOW)).toEqual({ state: 'open', endsAt: null });
    expect(
      liveWindowState({ kind: 'live' }, { status: 'ended', wentLiveAt: minutesAgo(10) }, NOW),
    ).toMatchObject({ state: 'ended' });
    expect(
      liveWindowState({ kind: 'live' }, { status: 'scheduled', wentLiveAt: null }, NOW),
    ).toMatchObject({ state: 'notStarted' });
    expect(liveWindowState({ kind: 'live' }, null, NOW)).toMatchObject({ state: 'notStarted' });
    // A show live with no record of when it went live: the live window holds, N minutes do not.
    expect(liveWindowState({ kind: 'live' }, live(null), NOW)).toMatchObject({ state: 'open' });
    expect(liveWindowState({ kind: 'minutes', minutes: 5 }, live(null), NOW)).toMatchObject({
      state: 'notStarted',
    });
  });

  it('counts the first N minutes from when the show went live', () => {
    expect(liveWindowState({ kind: 'minutes', minutes: 15 }, live(), NOW)).toEqual({
      state: 'open',
      endsAt: minutesAgo(-5),
    });
    expect(liveWindowState({ kind: 'minutes', minutes: 10 }, live(), NOW)).toEqual({
      state: 'ended',
      endsAt: NOW,
    });
  });

  it('closes at the withdrawal when that comes before the window’s own end', () => {
    expect(liveWindowState({ kind: 'live' }, live(), NOW, minutesAgo(1))).toEqual({
      state: 'ended',
      endsAt: minutesAgo(1),
    });
    expect(liveWindowState({ kind: 'minutes', minutes: 15 }, live(), NOW, minutesAgo(-20))).toEqual(
      { state: 'open', endsAt: minutesAgo(-5) },
    );
  });
});

describe('a pushed code at checkout', () => {
  const rules: CouponRules = {
    status: 'active',
    type: 'percent',
    value: 20,
    minOrderAmount: 0,
    maxUses: null,
    perUserLimit: null,
    usedCount: 0,
    startsAt: null,
    endsAt: null,
    scope: 'all',
    designerId: null,
    eventId: null,
    liveWindowMinutes: null,
  };
  const check = (pushed: Parameters<typeof couponRefusal>[2]['pushed']) => ({
    now: NOW,
    lines: [{ designerId: 'd', eventId: null, amount: 1_000 }],
    buyerUses: 0,
    pushed,
  });

  it('holds within the push’s window and is refused as ended after it', () => {
    const window = { kind: 'minutes', minutes: 15 } as const;
    expect(couponRefusal(rules, null, check({ window, show: live(), closedAt: null }))).toBeNull();
    expect(
      couponRefusal(rules, null, check({ window, show: live(minutesAgo(16)), closedAt: null })),
    ).toBe('ended');
    expect(
      couponRefusal(
        rules,
        null,
        check({
          window: { kind: 'live' },
          show: { status: 'ended', wentLiveAt: minutesAgo(30) },
          closedAt: null,
        }),
      ),
    ).toBe('ended');
    expect(couponRefusal(rules, null, check(undefined))).toBeNull();
  });
});

describe('couponOfferText', () => {
  it('says a percentage or an amount off', () => {
    expect(couponOfferText({ type: 'percent', value: 20, currency: 'USD' })).toBe('20% off');
    expect(couponOfferText({ type: 'fixed', value: 5, currency: 'USD' })).toBe('$5.00 off');
  });
});
