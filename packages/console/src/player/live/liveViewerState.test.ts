import type { LiveMessage, LiveStatus } from '@runway-live/domain/live';
import { aPublicEvent, LIVE_EVENT_ID as EVENT_ID } from '../../test/liveViewerFixtures';
import { describe, expect, it } from 'vitest';
import { composerOf } from './viewerRoom';
import {
  initialLiveViewerState,
  liveViewerReducer,
  mergeMessages,
  phaseOf,
  secondsUntil,
  videoUrlOf,
  type LiveViewerAction,
  type LiveViewerState,
} from './liveViewerState';

const message = (id: string, second: number, text = `message ${id}`): LiveMessage => ({
  id,
  eventId: EVENT_ID,
  userId: 'u-anna',
  userName: 'Anna',
  text,
  createdAt: `2026-11-25T19:00:${String(second).padStart(2, '0')}.000Z`,
  authorRole: 'viewer',
});

const status = (overrides: Partial<LiveStatus>): LiveStatus => ({
  eventId: EVENT_ID,
  status: 'live',
  chatEnabled: true,
  viewers: 12,
  rehearsal: false,
  scheduledAt: '2026-11-25T19:00:00.000Z',
  liveSince: '2026-11-25T19:01:00.000Z',
  streamUrl: 'https://stream.test/live.m3u8',
  replayUrl: null,
  ...overrides,
});

const run = (actions: LiveViewerAction[], event = aPublicEvent()): LiveViewerState =>
  actions.reduce(liveViewerReducer, initialLiveViewerState(event));

const ids = (state: LiveViewerState) => state.messages.map((item) => item.id);

describe('the live viewer state', () => {
  it('shows the history on join, then the live messages after it', () => {
    const joining = run([]);
    expect(joining.historyLoaded).toBe(false);
    const state = run([
      { type: 'history', messages: [message('a', 1), message('b', 2)] },
      { type: 'message', message: message('c', 3) },
    ]);
    expect(state.historyLoaded).toBe(true);
    expect(ids(state)).toEqual(['a', 'b', 'c']);
  });

  it('puts a live message heard before the history arrived after the history', () => {
    const state = run([
      { type: 'message', message: message('c', 3) },
      { type: 'history', messages: [message('a', 1), message('b', 2), message('c', 3)] },
    ]);
    expect(ids(state)).toEqual(['a', 'b', 'c']);
  });

  it('keeps each message once when a reconnection reloads the history since the last', () => {
    const state = run([
      { type: 'history', messages: [message('a', 1)] },
      { type: 'message', message: message('b', 2) },
      // Connection lost, not recovered: the history after 'a' comes again with 'b'.
      { type: 'history', messages: [message('b', 2), message('c', 3)] },
      // socket.io replays a packet the history already brought.
      { type: 'message', message: message('c', 3) },
    ]);
    expect(ids(state)).toEqual(['a', 'b', 'c']);
  });

  it('leaves the list as it is when nothing is new', () => {
    const list = [message('a', 1)];
    expect(mergeMessages(list, [message('a', 1)])).toBe(list);
  });

  it('ignores another room’s message and drops a deleted one (and its pin)', () => {
    const state = run([
      { type: 'history', messages: [message('a', 1), message('b', 2)] },
      { type: 'message', message: { ...message('x', 3), eventId: 'another-event' } },
      { type: 'pinned', message: message('b', 2) },
      { type: 'message-deleted', messageId: 'b' },
    ]);
    expect(ids(state)).toEqual(['a']);
    expect(state.pinned).toBeNull();
  });

  it('follows the status: upcoming, live, then ended with the replay', () => {
    const upcoming = run([]);
    expect(phaseOf(upcoming.status)).toBe('upcoming');
    expect(videoUrlOf(upcoming)).toBeNull();

    const live = run([{ type: 'status', status: status({ viewers: 40 }) }]);
    expect(phaseOf(live.status)).toBe('live');
    expect(live.viewers).toBe(40);
    expect(videoUrlOf(live)).toEqual({ url: 'https://stream.test/live.m3u8', live: true });

    const ended = liveViewerReducer(live, {
      type: 'status',
      status: status({ status: 'ended', replayUrl: 'https://cdn.test/replay.mp4' }),
    });
    expect(phaseOf(ended.status)).toBe('ended');
    expect(videoUrlOf(ended)).toEqual({ url: 'https://cdn.test/replay.mp4', live: false });

    const cancelled = run([{ type: 'status', status: status({ status: 'cancelled' }) }]);
    expect(phaseOf(cancelled.status)).toBe('cancelled');
  });

  it('plays a stream set during the show, which the public read did not have', () => {
    const waiting = run(
      [{ type: 'status', status: status({ streamUrl: null }) }],
      aPublicEvent({ streamUrl: '' }),
    );
    expect(phaseOf(waiting.status)).toBe('live');
    expect(videoUrlOf(waiting)).toBeNull();
    const streaming = liveViewerReducer(waiting, {
      type: 'status',
      status: status({ streamUrl: 'https://cdn.test/late.m3u8' }),
    });
    expect(videoUrlOf(streaming)).toEqual({ url: 'https://cdn.test/late.m3u8', live: true });
  });

  it('takes the viewer count from the counters', () => {
    const state = run([
      {
        type: 'counters',
        counters: {
          eventId: EVENT_ID,
          viewersNow: 321,
          peakViewers: 400,
          uniqueViewers: 900,
          chatMessages: 10,
          addsToCart: 0,
          orders: 0,
          ordersValue: 0,
          currency: 'USD',
          codeRedemptions: 0,
        },
      },
    ]);
    expect(state.viewers).toBe(321);
  });
});

describe('the composer', () => {
  const NOW = 1_800_000_000_000;
  const live = run([
    { type: 'status', status: status({}) },
    { type: 'joined', chat: 'allowed' },
  ]);

  it('asks an anonymous viewer to sign in', () => {
    expect(composerOf(live, false, NOW)).toEqual({ kind: 'sign-in', href: '/auth/login' });
    const signIn = () => undefined;
    expect(composerOf(live, false, NOW, signIn)).toEqual({ kind: 'sign-in', onSignIn: signIn });
  });

  it('is open for a signed-in viewer, off when the host turns chat off or the show ended', () => {
    expect(composerOf(live, true, NOW)).toEqual({ kind: 'open' });
    const off = liveViewerReducer(live, {
      type: 'chat-settings',
      settings: { eventId: EVENT_ID, chatEnabled: false, slowModeSec: 0 },
    });
    expect(composerOf(off, true, NOW)).toEqual({ kind: 'off' });
    // After the show the chat says why it is closed: not "turned off", but over.
    const ended = liveViewerReducer(live, { type: 'status', status: status({ status: 'ended' }) });
    expect(composerOf(ended, true, NOW)).toEqual({ kind: 'ended' });
  });

  it('lets a viewer chat again as soon as the host lifts a mute, and drops the refusal', () => {
    const muted = liveViewerReducer(live, {
      type: 'refused',
      refusal: { ok: false, code: 'muted', message: 'You are muted in this show’s chat.' },
      now: NOW,
    });
    expect(composerOf(muted, true, NOW)).toEqual({ kind: 'muted' });
    const lifted = liveViewerReducer(muted, {
      type: 'chat-right',
      change: { eventId: EVENT_ID, chat: 'allowed' },
    });
    expect(composerOf(lifted, true, NOW)).toEqual({ kind: 'open' });
    expect(lifted.refusal).toBeNull();
    const elsewhere = liveViewerReducer(muted, {
      type: 'chat-right',
      change: { eventId: 'another-show', chat: 'allowed' },
    });
    expect(composerOf(elsewhere, true, NOW)).toEqual({ kind: 'muted' });
  });

  it('counts slow mode from the send, even when the clock last ticked long before', () => {
    const slow = liveViewerReducer(live, {
      type: 'chat-settings',
      settings: { eventId: EVENT_ID, chatEnabled: true, slowModeSec: 10 },
    });
    const sent = liveViewerReducer(slow, { type: 'sent', message: message('m', 4), now: NOW });
    // The page's clock last ticked 6 s before the send: the wait is still 10 s, not 16.
    expect(composerOf(sent, true, NOW - 6_000)).toEqual({ kind: 'slow', secondsLeft: 10 });
  });

  it('counts down slow mode after a refusal, then opens again', () => {
    const refused = liveViewerReducer(live, {
      type: 'refused',
      refusal: {
        ok: false,
        code: 'slow-mode',
        message: 'Slow mode is on: you may post again in 8 seconds.',
        retryAfterSec: 8,
      },
      now: NOW,
    });
    expect(refused.refusal).toBe('Slow mode is on: you may post again in 8 seconds.');
    expect(composerOf(refused, true, NOW)).toEqual({ kind: 'slow', secondsLeft: 8 });
    expect(composerOf(refused, true, NOW + 7_500)).toEqual({ kind: 'slow', secondsLeft: 1 });
    expect(composerOf(refused, true, NOW + 8_000)).toEqual({ kind: 'open' });
    expect(secondsUntil(null, NOW)).toBe(0);
  });

  it('starts the slow-mode wait from the viewer’s own accepted message', () => {
    const slow = liveViewerReducer(live, {
      type: 'chat-settings',
      settings: { eventId: EVENT_ID, chatEnabled: true, slowModeSec: 30 },
    });
    const sent = liveViewerReducer(slow, { type: 'sent', message: message('m', 4), now: NOW });
    expect(ids(sent)).toEqual(['m']);
    expect(composerOf(sent, true, NOW + 1_000)).toEqual({ kind: 'slow', secondsLeft: 29 });
  });

  it('tells a muted or blocked viewer so', () => {
    const muted = liveViewerReducer(live, {
      type: 'refused',
      refusal: { ok: false, code: 'muted', message: 'You are muted in this show’s chat.' },
      now: NOW,
    });
    expect(composerOf(muted, true, NOW)).toEqual({ kind: 'muted' });
    const blocked = run([
      { type: 'status', status: status({}) },
      { type: 'joined', chat: 'blocked' },
    ]);
    expect(composerOf(blocked, true, NOW)).toEqual({ kind: 'blocked' });
  });
});
