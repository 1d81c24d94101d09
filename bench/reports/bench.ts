// `pnpm bench reports`: the orders report at marketplace scale (issue 33). The server child
// (server.ts) fills 2 000 shows (BENCH_SHOWS) and 200 000 orders (BENCH_ORDERS) of 200
// designers over 400 days in SQL, into PGlite and then a throwaway PostgreSQL database
// (BENCH_DB picks), prints the plan of every measured query and serves over HTTP. This
// process is the load generator: each read BENCH_REQUESTS times (200) after 20 warm-up
// calls, BENCH_CONNECTIONS at a time (1), p50/p95/p99 beside a bare fastify route
// (bench/api/bare.ts) measured the same way in the same run. Goal: the year's report
// p95 ≤ 300 ms, computed from the orders at each call (decision 0045).
import { runReadBench } from '../api/readBench';
import { REPORT_DESIGNERS, REPORT_ORDERS, REPORT_READS, REPORT_SHOWS } from './routes';

await runReadBench({
  name: 'reports',
  server: new URL('./server.ts', import.meta.url),
  reads: REPORT_READS,
  goalMs: 300,
  scale: `${REPORT_ORDERS} orders of ${REPORT_DESIGNERS} designers, ${REPORT_SHOWS} shows`,
});
