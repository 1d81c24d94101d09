// `pnpm bench events`: the events list and the calendar at 20 000 events over 200
// designers (issue 21). The server child (server.ts) fills them into PGlite, then into a
// throwaway PostgreSQL database (rl_bench_<random> on DATABASE_URL, dropped at the end),
// prints the plan of every measured read with the indexes it uses, and serves over HTTP.
// This process is the load generator (bench/api/readBench.ts): p50/p95/p99 of each read
// beside a bare fastify route measured the same way in the same run. Goal: p95 ≤ 50 ms.
import { runReadBench } from '../api/readBench';
import { DESIGNER_COUNT, EVENT_COUNT, EVENT_ROUTES } from './routes';

await runReadBench({
  name: 'events',
  server: new URL('./server.ts', import.meta.url),
  reads: EVENT_ROUTES,
  scale: `${EVENT_COUNT} events over ${DESIGNER_COUNT} designers`,
});
