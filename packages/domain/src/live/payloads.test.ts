import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { maskBlockedWords } from './blockedWords';
import { LIVE_BATCHED_EVENTS, LIVE_CLIENT_EVENTS, LIVE_SERVER_EVENTS } from './events';
import {
  isBatchedEvent,
  liveBatchSchema,
  unpackLiveBatch,
  LIVE_MESSAGE_MAX,
  liveBlockedWordsPayloadSchema,
  liveMessages,
  liveNewMessagePayloadSchema,
  liveNewMessageAckSchema,
  liveProtocol,
  livePushCodePayloadSchema,
  livePushProductsPayloadSchema,
  liveSlowModeMessage,
} from './payloads';

const eventId = '0b7a3f0e-6a8e-4a43-9a55-2f6a8c1c2d11';
const ids = [1, 2, 3, 4].map((n) => `0b7a3f0e-6a8e-4a43-9a55-2f6a8c1c2d1${n}`);

describe('the live protocol', () => {
  it('maps every client event to a payload and an acknowledgement, every server event to a payload', () => {
    const clientNames = Object.values(LIVE_CLIENT_EVENTS).sort();
    expect(Object.keys(liveProtocol.clientToServer).sort()).toEqual(clientNames);
    expect(Object.keys(liveProtocol.acks).sort()).toEqual(clientNames);
    expect(Object.keys(liveProtocol.serverToClient).sort()).toEqual(
      Object.values(LIVE_SERVER_EVENTS).sort(),
    );
  });

  it('keeps the spec names', () => {
    for (const name of ['room', 'new_message', 'push_products', 'chat_enabled', 'change_status']) {
      expect(liveProtocol.clientToServer).toHaveProperty(name);
    }
    for (const name of ['message', 'get_status', 'live_products']) {
      expect(liveProtocol.serverToClient).toHaveProperty(name);
    }
  });
});

describe('new_message', () => {
  it('trims the text and takes at most 500 characters, through the text rule', () => {
    expect(liveNewMessagePayloadSchema.parse({ eventId, text: '  hi  ' }).text).toBe('hi');
    expect(
      liveNewMessagePayloadSchema.safeParse({ eventId, text: 'x'.repeat(LIVE_MESSAGE_MAX) })
        .success,
    ).toBe(true);
    const long = liveNewMessagePayloadSchema.safeParse({ eventId, text: 'x'.repeat(501) });
    expect(long.error?.issues[0]?.message).toBe(liveMessages.messageTooLong);
    const blank = liveNewMessagePayloadSchema.safeParse({ eventId, text: '   ' });
    expect(blank.error?.issues[0]?.message).toBe(messages.required);
    const nul = liveNewMessagePayloadSchema.safeParse({ eventId, text: 'a\u0000b' });
    expect(nul.error?.issues[0]?.message).toBe(messages.unsupportedCharacters);
    expect(liveNewMessagePayloadSchema.safeParse({ eventId: 'x', text: 'hi' }).success).toBe(false);
  });

  it('answers the stored message or a refusal', () => {
    const refusal = {
      ok: false,
      code: 'slow-mode',
      message: liveSlowModeMessage(7),
      retryAfterSec: 7,
    };
    expect(liveNewMessageAckSchema.parse(refusal)).toEqual(refusal);
    expect(refusal.message).toBe('Slow mode is on: you may post again in 7 seconds.');
  });
});

describe('push_products', () => {
  it('highlights at most three distinct products', () => {
    expect(
      livePushProductsPayloadSchema.safeParse({ eventId, productIds: ids.slice(0, 3) }).success,
    ).toBe(true);
    const four = livePushProductsPayloadSchema.safeParse({ eventId, productIds: ids });
    expect(four.error?.issues[0]?.message).toBe(liveMessages.tooManyHighlighted);
    expect(
      livePushProductsPayloadSchema.safeParse({ eventId, productIds: [ids[0], ids[0]] }).success,
    ).toBe(false);
  });
});

describe('blocked words', () => {
  it('deduplicates the list without case', () => {
    expect(
      liveBlockedWordsPayloadSchema.parse({ eventId, words: ['Sale', 'sale ', 'x'] }).words,
    ).toEqual(['sale', 'x']);
  });

  it('masks whole words without regard to case', () => {
    expect(maskBlockedWords('Huge SALE! wholesale sale.', ['sale'])).toBe(
      'Huge ****! wholesale ****.',
    );
    expect(maskBlockedWords('red dress, red', ['red', 'red dress'])).toBe('*********, ***');
    expect(maskBlockedWords('a+b c', ['a+b'])).toBe('*** c');
    expect(maskBlockedWords('nothing', [])).toBe('nothing');
  });
});

describe('batch (decision 0043)', () => {
  const message = {
    id: ids[0]!,
    eventId,
    userId: ids[1]!,
    userName: 'Ada',
    text: 'hi',
    createdAt: '2026-11-28T07:00:00.000Z',
    authorRole: 'viewer' as const,
  };
  const products = { eventId, products: [], soldOutProductIds: [], pinnedLook: null };

  it('carries messages, counters and products only, each by its own schema', () => {
    expect(
      liveBatchSchema.safeParse({
        events: [
          { event: 'message', payload: message },
          { event: 'live_products', payload: products },
        ],
      }).success,
    ).toBe(true);
    expect(liveBatchSchema.safeParse({ events: [] }).success).toBe(false);
    const status = { event: 'get_status', payload: {} };
    expect(liveBatchSchema.safeParse({ events: [status] }).success).toBe(false);
    expect(LIVE_BATCHED_EVENTS.every((name) => isBatchedEvent(name))).toBe(true);
    expect(isBatchedEvent('message_deleted')).toBe(false);
  });

  it('unpacks in order, answering a bad item as its error and keeping the others', () => {
    const unpacked = unpackLiveBatch({
      events: [
        { event: 'message', payload: message },
        { event: 'message', payload: { ...message, text: 7 } },
        { event: 'live_products', payload: products },
      ],
    });
    expect(unpacked.map((entry) => (entry.ok ? entry.item.event : `bad ${entry.event}`))).toEqual([
      'message',
      'bad message',
      'live_products',
    ]);
    expect(unpackLiveBatch({ events: [{ event: 'get_status', payload: {} }] })).toMatchObject([
      { ok: false, event: 'batch' },
    ]);
  });
});

describe('push_code', () => {
  const couponId = ids[0]!;
  it('defaults to the show’s live window and takes the first N minutes', () => {
    expect(livePushCodePayloadSchema.parse({ eventId, couponId })).toEqual({
      eventId,
      couponId,
      window: { kind: 'live' },
    });
    expect(
      livePushCodePayloadSchema.parse({
        eventId,
        couponId,
        window: { kind: 'minutes', minutes: 15 },
      }).window,
    ).toEqual({ kind: 'minutes', minutes: 15 });
    expect(livePushCodePayloadSchema.parse({ eventId, couponId: null }).couponId).toBeNull();
  });

  it('refuses a window of no minutes with the window’s message', () => {
    const parsed = livePushCodePayloadSchema.safeParse({
      eventId,
      couponId,
      window: { kind: 'minutes', minutes: 0 },
    });
    expect(parsed.error?.issues[0]?.message).toBe(liveMessages.codeWindowInvalid);
    expect(LIVE_CLIENT_EVENTS.pushCode).toBe('push_code');
  });
});
