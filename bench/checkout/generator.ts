// A load generator of bench/checkout, in its own process (started by bench.ts): its share
// of the buyers, each looping for the run's seconds: a checkout of one to three lines (the
// hot product first), then pays through the local provider's page, or (a share of them,
// in the first half of the run) abandons it so its hold runs out. Then the same buyers hit
// the bare route for as long. Reports latencies and statuses over IPC.
import { readFileSync } from 'node:fs';
import { ABANDON, SECONDS, type CheckoutBenchData, type GeneratorReport } from './shared';

const api = process.env.GEN_API!;
const bareUrl = process.env.GEN_BARE!;
const data = JSON.parse(readFileSync(process.env.GEN_DATA!, 'utf8')) as CheckoutBenchData;
const [from, to] = (process.env.GEN_SLICE ?? '0:0').split(':').map(Number) as [number, number];

const report: GeneratorReport = { checkout: [], bare: [], statuses: {}, paid: 0, abandoned: 0 };
const count = (key: string) => (report.statuses[key] = (report.statuses[key] ?? 0) + 1);
const address = {
  primaryAddress: '350 5th Ave',
  city: 'New York',
  state: 'NY',
  pincode: '10118',
  country: 'US',
};

async function buyer(token: string, until: number, halfway: number): Promise<void> {
  while (Date.now() < until) {
    const extra = Math.floor(Math.random() * 3);
    const lines = [
      { productId: data.hot.productId, sku: data.hot.sku, quantity: 1 },
      ...data.cold.slice(0, extra).map((line) => ({ ...line, quantity: 1 })),
    ];
    const started = performance.now();
    const response = await fetch(`${api}/api/v2/checkout`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        api_key: data.apiKey,
        'x-envelope': 'off',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ lines, shippingAddress: address }),
    });
    const body = (await response.json()) as { data?: { payment: { url: string } } };
    report.checkout.push(performance.now() - started);
    count(`checkout ${response.status}`);
    if (response.status !== 201 || !body.data) continue;
    if (Date.now() < halfway && Math.random() < ABANDON) {
      report.abandoned += 1;
      continue;
    }
    const payment = new URL(body.data.payment.url);
    const paid = await fetch(`${api}${payment.pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${encodeURIComponent(payment.searchParams.get('token') ?? '')}&action=pay`,
      redirect: 'manual',
    });
    count(`pay ${paid.status}`);
    if (paid.status === 303) report.paid += 1;
  }
}

async function bareBuyer(until: number): Promise<void> {
  while (Date.now() < until) {
    const started = performance.now();
    const response = await fetch(bareUrl, { method: 'POST' });
    await response.arrayBuffer();
    report.bare.push(performance.now() - started);
  }
}

// Every generator starts at the same instant (the bench gives it once all are loaded), so
// the race is a race.
const startAt = await new Promise<number>((resolve) => {
  process.once('message', (message: { startAt: number }) => resolve(message.startAt));
  process.send?.({ ready: true });
});
await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - Date.now())));
const tokens = data.tokens.slice(from, to);
const until = startAt + SECONDS * 1000;
await Promise.all(tokens.map((token) => buyer(token, until, startAt + (SECONDS * 1000) / 2)));
const bareUntil = Date.now() + SECONDS * 1000;
await Promise.all(tokens.map(() => bareBuyer(bareUntil)));
process.send?.(report);
process.disconnect?.();
