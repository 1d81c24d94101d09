// `pnpm bench catalogue`: the product list at catalogue scale. The server child
// (server.ts) fills 50 000 products × 10 variants (BENCH_PRODUCTS) of one designer
// (BENCH_DESIGNERS; issue 30: 1 000 000 of 5 000) and 1 000 looks into
// PGlite, then into a throwaway PostgreSQL database (rl_bench_<random> on DATABASE_URL,
// dropped at the end), prints the plan of every measured read with the indexes it uses,
// and serves over HTTP. This process is the load generator: each read is called
// BENCH_REQUESTS times (200) after 20 warm-up calls, BENCH_CONNECTIONS at a time (1: the
// latency of one console user), and its p50/p95/p99 printed beside a bare fastify route
// (bench/api/bare.ts) measured the same way in the same run. Goal (issue 12): p95 ≤ 50 ms.
import { runReadBench } from '../api/readBench';
import { CATALOGUE_ROUTES, PRODUCT_COUNT, PRODUCT_DESIGNERS } from './routes';

await runReadBench({
  name: 'catalogue',
  server: new URL('./server.ts', import.meta.url),
  reads: CATALOGUE_ROUTES,
  scale: `${PRODUCT_COUNT} products × 10 variants of ${PRODUCT_DESIGNERS} designer(s)`,
});
