import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADDRESS } from './support/checkoutFixtures';
import { send } from './support/liveRoom';
import { processHarness } from './support/processHarness';

/**
 * The fault drill of a server killed (SIGKILL: nothing of it runs after) in the middle of a
 * checkout and a chat burst, on PostgreSQL: every chat message the server acknowledged is
 * in the database, and the stock the checkout held comes back once its hold runs out, swept
 * by the next process. Throwaway database; the demo catalogue.
 */
const BURST = 300;
const KILL_AFTER_ACKS = 40;
const { start, api, signIn, query, joinedOn, setup, teardown } = processHarness('kill-drill', {
  // A hold of 3 s, swept every 200 ms; no chat or checkout rate in the way of the burst.
  CHECKOUT_HOLD_MINUTES: '0.05',
  CHECKOUT_SWEEP_MS: '200',
  CHECKOUT_RATE_LIMIT: '1000',
  LIVE_CHAT_RATE_LIMIT: '100000',
  LIVE_CHAT_RATE_WINDOW_SEC: '1',
});

const joined = (base: string, eventId: string, token: string) => joinedOn(base, eventId, { token });

beforeAll(setup, 60_000);
afterAll(teardown);

type PublicProduct = { colors: { sizes: { sku: string; available: number }[] }[] };

describe('a server killed during a checkout and a chat burst', () => {
  it('loses no acknowledged message and holds no stock for ever', async () => {
    const first = await start();
    const [designer, shopper] = [
      await signIn(first.base, 'designer'),
      await signIn(first.base, 'shopper'),
    ];
    const events = await api<{ data: { items: { _id: string; status: string }[] } }>(
      first.base,
      '/api/v2/events?limit=100',
      { token: designer },
    );
    const eventId = events.body.data.items.find((item) => item.status === 'scheduled')!._id;

    // A stocked size of an active demo product, as the viewer page sees it.
    const [product] = await query<{ id: string; sku: string }>(
      `select p.id, s->>'sku' as sku from products p,
         jsonb_array_elements(p.colors) c, jsonb_array_elements(c->'sizes') s
       where p.status = 'active' and (s->>'quantity')::int > 0 limit 1`,
    );
    const available = async (base: string) => {
      const { body } = await api<{ data: PublicProduct }>(
        base,
        `/api/v2/public/products/${product!.id}`,
      );
      const sizes = body.data.colors.flatMap((color) => color.sizes);
      return sizes.find((size) => size.sku === product!.sku)!.available;
    };
    const before = await available(first.base);

    // The checkout holds one.
    const checkout = await api<{ data: { checkoutId: string } }>(first.base, '/api/v2/checkout', {
      token: shopper,
      body: {
        lines: [{ productId: product!.id, sku: product!.sku, quantity: 1 }],
        shippingAddress: ADDRESS,
      },
    });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
    expect(await available(first.base)).toBe(before - 1);

    // The show on air, and the shopper's burst: the server is killed once some are answered.
    const host = await joined(first.base, eventId, designer);
    expect(await send(host, 'change_status', { eventId, status: 'live' })).toMatchObject({
      ok: true,
    });
    const chatter = await joined(first.base, eventId, shopper);
    const acknowledged: string[] = [];
    let killed = false;
    for (let index = 0; index < BURST; index += 1) {
      void send(chatter, 'new_message', { eventId, text: `burst ${index}` }).then(
        (ack) => {
          if (!ack.ok) throw new Error(`refused: ${JSON.stringify(ack)}`);
          acknowledged.push(ack.message.id);
          if (acknowledged.length >= KILL_AFTER_ACKS && !killed) {
            killed = true;
            first.server.child.kill('SIGKILL');
          }
        },
        // Unanswered: the server died with it in hand; only what was answered must be kept.
        () => undefined,
      );
    }
    await vi.waitFor(() => expect(killed).toBe(true), { timeout: 30_000 });
    expect(await first.server.exited).toMatchObject({ signal: 'SIGKILL' });
    // Killed mid-burst: some were answered, not all.
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(acknowledged.length).toBeLessThan(BURST);

    const kept = await query<{ id: string }>('select id from chat_messages where id = any($1)', [
      acknowledged,
    ]);
    expect(kept.map((row) => row.id).sort()).toEqual([...acknowledged].sort());

    // The hold runs out, and the next process sweeps it: the unit is for sale again, and
    // the checkout's hold released.
    const second = await start();
    const holdStates = async () =>
      (
        await query<{ state: string }>('select state from stock_holds where checkout_id = $1', [
          checkout.body.data.checkoutId,
        ])
      ).map((hold) => hold.state);
    await vi.waitFor(
      async () => {
        expect(await holdStates()).toEqual(['released']);
        expect(await available(second.base)).toBe(before);
      },
      { timeout: 20_000, interval: 200 },
    );
  }, 120_000);
});
