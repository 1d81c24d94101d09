import type { LiveMessage } from '@runway-live/domain/live';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeLiveTransport } from '../test/fakeLiveTransport';
import {
  LIVE_RECONNECTED_NOTICE_MS,
  LiveConnection,
  emitWithAck,
  historyLoader,
  sendStatusOnce,
  type LiveConnectionState,
  type LiveHistoryLoader,
} from './liveSocket';

const EVENT = '7a0c4b8e-1f2d-4c3b-9a8e-5d6f7a8b9c0d';
const USER = '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';

let sequence = 0;
function message(text: string): LiveMessage {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    eventId: EVENT,
    userId: USER,
    userName: 'Ada',
    text,
    createdAt: '2026-11-25T04:00:00.000Z',
    authorRole: 'viewer',
  };
}

function open(
  transport: FakeLiveTransport,
  loadHistory = vi.fn<LiveHistoryLoader>(async () => []),
) {
  const received: string[] = [];
  const onProtocolError = vi.fn();
  const connection = new LiveConnection({
    eventId: EVENT,
    auth: { token: 'host-token' },
    loadHistory,
    transport: () => transport,
    onProtocolError,
  });
  const states: LiveConnectionState[] = [connection.state];
  connection.onState((state) => states.push(state));
  connection.on('message', (payload) => received.push(payload.text));
  return { connection, states, received, loadHistory, onProtocolError };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('emitWithAck', () => {
  it('refuses a payload its schema refuses, naming the field, without sending it', async () => {
    const transport = new FakeLiveTransport();
    transport.connect();
    const ack = await emitWithAck(transport, 'slow_mode', { eventId: EVENT, seconds: 1.5 });
    expect(ack).toEqual({
      ok: false,
      code: 'invalid-payload',
      message: 'seconds: Must be a whole number of seconds',
    });
    expect(transport.emitted).toEqual([]);
  });

  it('sends a valid payload and answers with the acknowledgement its schema accepts', async () => {
    const transport = new FakeLiveTransport();
    transport.connect();
    transport.answer = () => ({ ok: true, status: 'live' });
    const ack = await emitWithAck(transport, 'change_status', { eventId: EVENT, status: 'live' });
    expect(ack).toEqual({ ok: true, status: 'live' });
    expect(transport.emitted[0]).toMatchObject({
      name: 'change_status',
      payload: { eventId: EVENT, status: 'live' },
    });
  });

  it('passes the server refusal through, with slow mode’s wait', async () => {
    const transport = new FakeLiveTransport();
    transport.connect();
    const refusal = {
      ok: false,
      code: 'slow-mode',
      message: 'Slow mode is on: you may post again in 12 seconds.',
      retryAfterSec: 12,
    };
    transport.answer = () => refusal;
    await expect(
      emitWithAck(transport, 'new_message', { eventId: EVENT, text: 'hi' }),
    ).resolves.toEqual(refusal);
  });

  it('turns an acknowledgement that breaks its schema into an unavailable refusal', async () => {
    const transport = new FakeLiveTransport();
    transport.connect();
    transport.answer = () => ({ ok: true, status: 'paused' });
    const ack = await emitWithAck(transport, 'change_status', { eventId: EVENT, status: 'ended' });
    expect(ack).toMatchObject({ ok: false, code: 'unavailable' });
  });

  it('gives up on an unanswered call after the timeout, and refuses at once when offline', async () => {
    vi.useFakeTimers();
    const transport = new FakeLiveTransport();
    transport.connect();
    transport.answer = () => undefined;
    const pending = emitWithAck(
      transport,
      'chat_enabled',
      { eventId: EVENT, enabled: false },
      5000,
    );
    await vi.advanceTimersByTimeAsync(5000);
    await expect(pending).resolves.toMatchObject({ ok: false, code: 'unavailable' });

    transport.drop();
    await expect(
      emitWithAck(transport, 'chat_enabled', { eventId: EVENT, enabled: true }),
    ).resolves.toMatchObject({ ok: false, code: 'unavailable' });
    expect(transport.emitted).toHaveLength(1);
  });
});

describe('LiveConnection', () => {
  it('joins the room on connecting and delivers the history, then live messages, once each', async () => {
    const transport = new FakeLiveTransport();
    const first = message('first');
    const second = message('second');
    const { connection, states, received, loadHistory } = open(
      transport,
      vi.fn<LiveHistoryLoader>(async () => [first, second]),
    );
    expect(transport.emitted[0]).toMatchObject({ name: 'room', payload: { eventId: EVENT } });
    await expect(connection.room).resolves.toEqual({
      ok: true,
      eventId: EVENT,
      role: 'host',
      chat: 'allowed',
    });
    await vi.waitFor(() => expect(received).toEqual(['first', 'second']));
    expect(loadHistory).toHaveBeenCalledWith(EVENT, undefined);
    expect(states).toEqual(['connected']);

    // A message the history already brought is not shown twice.
    transport.serverEmit('message', second);
    transport.serverEmit('message', message('third'));
    expect(received).toEqual(['first', 'second', 'third']);
  });

  it('fills eventId in and checks every emit', async () => {
    const transport = new FakeLiveTransport();
    const { connection } = open(transport);
    await connection.emit('push_products', { productIds: [USER] });
    expect(transport.emitted.at(-1)).toMatchObject({
      name: 'push_products',
      payload: { eventId: EVENT, productIds: [USER] },
    });
    await expect(
      connection.emit('push_products', { productIds: [USER, USER] }),
    ).resolves.toMatchObject({ ok: false, code: 'invalid-payload' });
  });

  it('says the connection is lost at once, and reconnected with the room joined again', async () => {
    vi.useFakeTimers();
    const transport = new FakeLiveTransport();
    const { states, loadHistory } = open(transport);
    await vi.advanceTimersByTimeAsync(0);
    transport.drop();
    expect(states).toEqual(['connected', 'lost']);

    transport.restore({ recovered: true });
    expect(states.at(-1)).toBe('reconnected');
    // Re-joining makes the server send the status, products and settings again.
    expect(transport.names().filter((name) => name === 'room')).toHaveLength(2);
    // Recovered: socket.io replayed the missed packets, no history call.
    expect(loadHistory).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(LIVE_RECONNECTED_NOTICE_MS);
    expect(states.at(-1)).toBe('connected');
  });

  it('reloads the messages after the last one seen when the reconnection was not recovered', async () => {
    const transport = new FakeLiveTransport();
    const seen = message('seen before the drop');
    const missed = message('missed during the drop');
    const loadHistory = vi.fn<LiveHistoryLoader>(async (_eventId, afterId) =>
      afterId === seen.id ? [missed] : [],
    );
    const { received } = open(transport, loadHistory);
    transport.serverEmit('message', seen);
    transport.drop();
    transport.restore({ recovered: false });
    await vi.waitFor(() => expect(received).toEqual([seen.text, missed.text]));
    expect(loadHistory).toHaveBeenLastCalledWith(EVENT, seen.id);
  });

  it('reconnects by itself when the server closed the socket', () => {
    const transport = new FakeLiveTransport();
    open(transport);
    const connect = vi.spyOn(transport, 'connect');
    transport.connected = false;
    transport.serverEmit('disconnect', 'io server disconnect');
    expect(connect).toHaveBeenCalledOnce();
  });

  it('unpacks a coalesced frame into its events, in order, each checked by its schema', async () => {
    const transport = new FakeLiveTransport();
    const { connection, received, onProtocolError } = open(transport);
    await connection.room;
    const counters: unknown[] = [];
    connection.on('counters', (payload) => counters.push(payload.viewersNow));
    const [first, second, third] = [message('first'), message('second'), message('third')];
    const tally = (viewersNow: number) => ({
      eventId: EVENT,
      viewersNow,
      peakViewers: viewersNow,
      uniqueViewers: viewersNow,
      chatMessages: 2,
      addsToCart: 0,
      orders: 0,
      ordersValue: 0,
      currency: 'USD',
    });
    transport.serverEmit('batch', {
      events: [
        { event: 'message', payload: first },
        { event: 'counters', payload: tally(3) },
        { event: 'message', payload: second },
        // Refused by its schema: reported, the others still delivered.
        { event: 'counters', payload: { ...tally(4), viewersNow: -1 } },
        { event: 'message', payload: third },
        // Already seen: a frame's message counts once, as any other.
        { event: 'message', payload: first },
      ],
    });
    expect(received).toEqual(['first', 'second', 'third']);
    expect(counters).toEqual([3]);
    expect(onProtocolError).toHaveBeenCalledTimes(1);
    expect(onProtocolError.mock.calls[0]?.[0]).toBe('counters');
    transport.serverEmit('batch', { events: 'not a list' });
    expect(onProtocolError).toHaveBeenCalledTimes(2);
    expect(onProtocolError.mock.calls[1]?.[0]).toBe('batch');
  });

  it('drops a server payload its schema refuses and reports it, never crashing', () => {
    const transport = new FakeLiveTransport();
    const { connection, onProtocolError } = open(transport);
    const counters = vi.fn();
    connection.on('counters', counters);
    transport.serverEmit('counters', { eventId: EVENT, viewersNow: -1 });
    expect(counters).not.toHaveBeenCalled();
    expect(onProtocolError).toHaveBeenCalledWith('counters', expect.anything());
  });

  it('leaves and stops delivering once closed', () => {
    const transport = new FakeLiveTransport();
    const { connection, received, states } = open(transport);
    connection.close();
    expect(transport.names().at(-1)).toBe('leave');
    expect(transport.disconnects).toBe(1);
    transport.serverEmit('message', message('late'));
    expect(received).toEqual([]);
    expect(states).toEqual(['connected']);
  });
});

describe('historyLoader', () => {
  it('asks for the messages after the last id and checks the answer', async () => {
    const item = message('kept');
    const get = vi.fn(async () => ({ success: true, data: { items: [item], hasMore: false } }));
    await expect(historyLoader(get)(EVENT, item.id)).resolves.toEqual([item]);
    expect(get).toHaveBeenCalledWith(`/api/v2/events/${EVENT}/messages`, { after: item.id });
    await historyLoader(get)(EVENT, undefined);
    expect(get).toHaveBeenLastCalledWith(`/api/v2/events/${EVENT}/messages`, {});
  });
});

describe('sendStatusOnce', () => {
  it('joins, sends the status change and disconnects', async () => {
    const transport = new FakeLiveTransport();
    const join = transport.answer;
    transport.answer = (name, payload) =>
      name === 'change_status' ? { ok: true, status: 'ended' } : join(name, payload);
    const ack = await sendStatusOnce({
      eventId: EVENT,
      status: 'ended',
      auth: { token: 't' },
      transport: () => transport,
    });
    expect(ack).toEqual({ ok: true, status: 'ended' });
    expect(transport.names()).toEqual(['room', 'change_status']);
    expect(transport.disconnects).toBe(1);
  });

  it('stops at a refused join and still disconnects', async () => {
    const transport = new FakeLiveTransport();
    transport.answer = () => ({ ok: false, code: 'not-found', message: 'Event not found' });
    const ack = await sendStatusOnce({
      eventId: EVENT,
      status: 'live',
      auth: {},
      transport: () => transport,
    });
    expect(ack).toEqual({ ok: false, code: 'not-found', message: 'Event not found' });
    expect(transport.names()).toEqual(['room']);
    expect(transport.disconnects).toBe(1);
  });

  it('answers unavailable when it cannot connect', async () => {
    const transport = new FakeLiveTransport();
    transport.autoConnect = false;
    const pending = sendStatusOnce({
      eventId: EVENT,
      status: 'live',
      auth: {},
      transport: () => transport,
    });
    transport.fail();
    await expect(pending).resolves.toMatchObject({ ok: false, code: 'unavailable' });
    expect(transport.emitted).toEqual([]);
  });
});
