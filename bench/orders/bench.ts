// `pnpm bench orders`: the order desk at marketplace scale (issue 30). The server child
// (server.ts) fills 200 000 orders (BENCH_ORDERS) of 200 designers (BENCH_ORDER_DESIGNERS)
// in SQL, into PGlite and then a throwaway PostgreSQL database (BENCH_DB picks; at this
// size `BENCH_DB=postgres`), prints the plan of every measured read with the indexes it
// uses, and serves over HTTP. This process is the load generator: each read is called
// BENCH_REQUESTS times (200) after 20 warm-up calls, BENCH_CONNECTIONS at a time (1), its
// p50/p95/p99 printed beside a bare fastify route (bench/api/bare.ts) measured the same way
// in the same run. Then the CSV export, of a quarter of the orders and of all of them,
// BENCH_EXPORTS times (3) each: its time, and the server's peak RSS sampled in the server
// process while it streams (it must not grow with the rows). Goal: each page p95 ≤ 50 ms.
import { runReadBench } from '../api/readBench';
import { ORDER_COUNT, ORDER_DESIGNERS, ORDER_EXPORTS, ORDER_READS } from './routes';

const EXPORTS = Number(process.env.BENCH_EXPORTS ?? 3);
const mb = (bytes: number) => Number((bytes / 1024 / 1024).toFixed(1));

/** One download, read as it streams (never held whole here): its rows and bytes. */
async function download(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body!) {
    const part = chunk as Uint8Array;
    bytes += part.byteLength;
    for (const byte of part) if (byte === 10) lines += 1;
  }
  // The header line is not an order.
  return { bytes, rows: lines - 1 };
}

await runReadBench({
  name: 'orders',
  server: new URL('./server.ts', import.meta.url),
  reads: ORDER_READS,
  scale: `${ORDER_COUNT} orders of ${ORDER_DESIGNERS} designers`,
  more: async ({ server, headers }) => {
    const rows: Record<string, string | number>[] = [];
    // Taken in turns, so each size finds the heap as the other left it.
    for (let run = 1; run <= EXPORTS; run += 1) {
      for (const { name, path } of ORDER_EXPORTS) {
        const before = await server.memory();
        const started = performance.now();
        const { result, peak, samples } = await server.peakRss(() =>
          download(`${server.url}${path}`, headers('admin')),
        );
        const seconds = (performance.now() - started) / 1000;
        rows.push({
          export: `${name}, run ${run}`,
          rows: result.rows,
          MB: mb(result.bytes),
          s: Number(seconds.toFixed(2)),
          'rows/s': Math.round(result.rows / seconds),
          'RSS before MB (after GC)': mb(before.rss),
          'peak RSS MB': mb(peak),
          'RSS samples': samples,
        });
      }
    }
    return {
      title: `CSV export as admin (GET /api/v2/orders?format=csv), streamed; the server's RSS sampled in the server every 5 ms`,
      rows,
    };
  },
});
