import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLIENT_EVENTS, type LiveClientEventName } from '@runway-live/domain/live';
import { draws, HOSTILE_VALUES, LEAKS, PERSONAL_EMAIL, RUNS } from './support/hostileInputs';
import { LIVE_CALLERS, send, startLiveHarness, type LiveHarness } from './support/liveRoom';

/**
 * Hostile payloads at every event of the live socket (the AsyncAPI document's client
 * events), as every kind of caller, inside a live show's room (issue 34): each is answered
 * with an acknowledgement that names no stack and no SQL, and the room still answers the
 * caller after all of it. (The HTTP suite, fuzz.test.ts, reads the log for personal data.)
 */

describe('issue 34: hostile payloads at every live event', () => {
  let h: LiveHarness;
  beforeAll(async () => {
    h = await startLiveHarness();
  });
  afterAll(() => h.close());

  it('acknowledges every hostile payload of every caller without a leak, and keeps serving', async () => {
    const show = await h.newShow({ status: 'live', chatEnabled: true });
    const names = Object.values(LIVE_CLIENT_EVENTS) as LiveClientEventName[];
    const failures: string[] = [];
    let acks = 0;
    let salt = 0;
    for (const caller of LIVE_CALLERS) {
      const socket = await h.socket(await h.tokenOf(caller), crypto.randomUUID());
      const joined = await send(socket, 'room', { eventId: show.eventId });
      expect(joined.ok, caller).toBe(true);
      for (const name of names.filter((event) => event !== 'room' && event !== 'leave')) {
        salt += 1;
        const payloads: unknown[] = [
          ...HOSTILE_VALUES,
          ...draws(RUNS * 4, salt),
          // The right show with each field of a plausible payload made hostile.
          { eventId: show.eventId, text: 'a\u0000b' },
          { eventId: show.eventId, userId: '..%2F', productIds: [{}], lookId: [] },
          { eventId: show.eventId, status: '__proto__', seconds: -1e308, words: [null] },
          { eventId: show.eventId, text: PERSONAL_EMAIL.repeat(500) },
          JSON.parse('{"__proto__":{"ok":true},"eventId":"x"}'),
        ];
        for (const payload of payloads) {
          const ack: unknown = await send(socket, name, payload);
          acks += 1;
          const text = JSON.stringify(ack) ?? '';
          if (typeof ack !== 'object' || ack === null || !('ok' in ack)) {
            failures.push(`${caller} ${name}: an answer without ok: ${text.slice(0, 120)}`);
          }
          const leak = LEAKS.find((pattern) => pattern.test(text));
          if (leak) failures.push(`${caller} ${name}: leak ${leak}: ${text.slice(0, 200)}`);
        }
      }
      // The room still answers this caller after everything it sent.
      const again = await send(socket, 'room', { eventId: show.eventId });
      expect(again.ok, `${caller} after the fuzz`).toBe(true);
      socket.disconnect();
    }
    console.log(`live fuzz: ${acks} acknowledged events over ${names.length} client events`);
    expect(failures.slice(0, 20)).toEqual([]);
  }, 300_000);
});
