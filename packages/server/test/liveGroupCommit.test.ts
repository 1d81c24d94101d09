import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../src/db/schema';
import { createGroupCommit, type Outcome } from '../src/live/groupCommit';
import {
  collect,
  next,
  send,
  startLiveHarness,
  type LiveHarness,
  type Show,
} from './support/liveRoom';

/** Group commit (decision 0042): stored together, published in order, only once stored. */

describe('createGroupCommit', () => {
  /** A group commit whose store is `store`, recording what it publishes and when. */
  function recorded(store: (items: string[]) => Promise<Outcome<string>[]>, concurrency = 1) {
    const log: string[] = [];
    const commit = createGroupCommit<string, string>({
      windowMs: 0,
      maxBatch: 3,
      concurrency,
      store: async (items) => {
        log.push(`store ${items.join(',')}`);
        return store(items);
      },
      publish: (_item, value) => log.push(`publish ${value}`),
    });
    const submit = (item: string) =>
      commit.submit(item).then(
        (value) => (log.push(`ack ${value}`), value),
        (error: unknown) => (log.push(`refused ${item}`), Promise.reject(error)),
      );
    return { log, submit, drain: commit.drain };
  }
  const stored = async (items: string[]): Promise<Outcome<string>[]> =>
    items.map((item) => ({ ok: true, value: item.toUpperCase() }));

  it('stores what arrives together once, then publishes it in arrival order, then acknowledges', async () => {
    const { log, submit } = recorded(stored);
    const acks = await Promise.all(['a', 'b', 'c'].map(submit));
    expect(acks).toEqual(['A', 'B', 'C']);
    expect(log).toEqual([
      'store a,b,c',
      'publish A',
      'publish B',
      'publish C',
      'ack A',
      'ack B',
      'ack C',
    ]);
  });

  it('with a concurrency of one, stores one batch at a time: what arrives meanwhile, or past the batch size, waits', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { log, submit, drain } = recorded(async (items) => {
      if (items.includes('a')) await held;
      return stored(items);
    });
    const first = ['a', 'b', 'c', 'd'].map(submit);
    await expect.poll(() => log).toContain('store a,b,c');
    const later = ['e', 'f'].map(submit);
    expect(log).toEqual(['store a,b,c']);
    release();
    await Promise.all([...first, ...later]);
    await drain();
    expect(log.filter((line) => line.startsWith('store'))).toEqual(['store a,b,c', 'store d,e,f']);
    expect(log.filter((line) => line.startsWith('publish'))).toEqual(
      ['A', 'B', 'C', 'D', 'E', 'F'].map((value) => `publish ${value}`),
    );
  });

  it('stores batches side by side up to its concurrency, yet publishes each after the one before', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { log, submit, drain } = recorded(async (items) => {
      if (items.includes('a')) await held;
      return stored(items);
    }, 2);
    const first = ['a', 'b', 'c', 'd'].map(submit);
    // The second batch is stored while the first is held, and waits to be published.
    await expect.poll(() => log).toEqual(['store a,b,c', 'store d']);
    expect(log.some((line) => line.startsWith('publish'))).toBe(false);
    release();
    await Promise.all(first);
    await drain();
    expect(log.filter((line) => !line.startsWith('store'))).toEqual([
      'publish A',
      'publish B',
      'publish C',
      'ack A',
      'ack B',
      'ack C',
      'publish D',
      'ack D',
    ]);
  });

  it('publishes nothing of a batch whose store fails: each sender hears the failure', async () => {
    const failure = new Error('the database went away');
    const { log, submit } = recorded(async () => {
      throw failure;
    });
    const outcomes = await Promise.allSettled(['a', 'b'].map(submit));
    expect(outcomes).toEqual([
      { status: 'rejected', reason: failure },
      { status: 'rejected', reason: failure },
    ]);
    expect(log).toEqual(['store a,b', 'refused a', 'refused b']);
  });

  it('gives each sender its own refusal and publishes the others', async () => {
    const refusal = new Error('slow mode');
    const { log, submit } = recorded(async (items) =>
      items.map((item) =>
        item === 'b' ? { ok: false, error: refusal } : { ok: true, value: item.toUpperCase() },
      ),
    );
    const outcomes = await Promise.allSettled(['a', 'b', 'c'].map(submit));
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(log).toEqual(['store a,b,c', 'publish A', 'publish C', 'ack A', 'refused b', 'ack C']);
  });
});

describe('new_message with group commit', () => {
  let h: LiveHarness;
  beforeAll(async () => {
    // A window of 20 ms, so the messages a test sends at once are surely one batch.
    h = await startLiveHarness({ groupCommit: { on: true, windowMs: 20 } });
  });
  afterAll(() => h?.close());

  async function room(): Promise<{ show: Show; host: Socket; viewer: Socket }> {
    const show = await h.newShow();
    const host = await h.socket(await h.tokenOf('host'));
    const viewer = await h.socket(null, randomUUID());
    for (const socket of [host, viewer]) {
      expect((await send(socket, 'room', { eventId: show.eventId })).ok).toBe(true);
    }
    return { show, host, viewer };
  }

  const storedTexts = async (eventId: string) =>
    (
      await h.t.database.db
        .select({ text: chatMessages.text, createdAt: chatMessages.createdAt })
        .from(chatMessages)
        .where(eq(chatMessages.eventId, eventId))
        .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
    ).map((row) => ({ text: row.text, at: row.createdAt.getTime() }));

  it('stores a burst by one insert and sends it in the order sent, each sender acknowledged', async () => {
    const { show, host, viewer } = await room();
    const heard = collect(viewer, 'message');
    const texts = Array.from({ length: 10 }, (_, n) => `burst ${n}`);
    const acks = await Promise.all(
      texts.map((text) => send(host, 'new_message', { eventId: show.eventId, text })),
    );
    await expect.poll(() => heard.length).toBe(texts.length);
    expect(heard.map((message) => message.text)).toEqual(texts);
    expect(acks.map((ack) => (ack.ok ? ack.message.id : ack.code))).toEqual(
      heard.map((message) => message.id),
    );
    const rows = await storedTexts(show.eventId);
    expect(rows.map((row) => row.text)).toEqual(texts);
    // One transaction's now(): the burst was stored together.
    expect(new Set(rows.map((row) => row.at)).size).toBeLessThan(texts.length);
  });

  it('broadcasts nothing the store did not keep: a batch whose insert fails is refused whole, and the next is sent', async () => {
    const { show, host, viewer } = await room();
    const { db } = h.t.database;
    // The store fails for this show's 'boom', as if the database died mid-batch.
    await db.execute(
      sql.raw(`create or replace function chat_boom() returns trigger language plpgsql as $$
        begin
          if new.text = 'boom' and new.event_id = '${show.eventId}' then
            raise exception 'the store failed';
          end if;
          return new;
        end $$`),
    );
    await db.execute(
      sql`create trigger chat_boom before insert on chat_messages for each row execute function chat_boom()`,
    );
    try {
      const heard = collect(viewer, 'message');
      const texts = ['before', 'boom', 'after'];
      const acks = await Promise.all(
        texts.map((text) => send(host, 'new_message', { eventId: show.eventId, text })),
      );
      expect(acks.map((ack) => (ack.ok ? 'ok' : ack.code))).toEqual([
        'unavailable',
        'unavailable',
        'unavailable',
      ]);
      const later = next(viewer, 'message');
      expect(
        await send(host, 'new_message', { eventId: show.eventId, text: 'later' }),
      ).toMatchObject({ ok: true });
      expect((await later).text).toBe('later');
      expect(heard.map((message) => message.text)).toEqual(['later']);
      expect((await storedTexts(show.eventId)).map((row) => row.text)).toEqual(['later']);
    } finally {
      await db.execute(sql`drop trigger chat_boom on chat_messages`);
    }
  });

  it('counts an account’s earlier posts of the same batch against its chat rate', async () => {
    const { show } = await room();
    const shopper = await h.newShopper('Quick typist');
    // Two connections, each within its own rate: only the account's rate can refuse.
    const sockets = [await h.socket(shopper.token), await h.socket(shopper.token)];
    for (const socket of sockets) {
      expect((await send(socket, 'room', { eventId: show.eventId })).ok).toBe(true);
    }
    const { limit } = h.t.config.liveChatRate;
    const perSocket = Math.ceil((limit + 1) / 2);
    const acks = await Promise.all(
      sockets.flatMap((socket, s) =>
        Array.from({ length: perSocket }, (_, n) =>
          send(socket, 'new_message', { eventId: show.eventId, text: `quick ${s}.${n}` }),
        ),
      ),
    );
    const codes = acks.map((ack) => (ack.ok ? 'ok' : ack.code));
    expect(codes.filter((code) => code === 'ok')).toHaveLength(limit);
    expect(codes.filter((code) => code !== 'ok')).toEqual(
      Array.from({ length: 2 * perSocket - limit }, () => 'rate-limited'),
    );
    const rows = await h.t.database.db
      .select({ text: chatMessages.text })
      .from(chatMessages)
      .where(and(eq(chatMessages.eventId, show.eventId), eq(chatMessages.userId, shopper.id)));
    expect(rows).toHaveLength(limit);
  });
});
