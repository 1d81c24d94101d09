// One measured cell of `pnpm bench api`: autocannon against a child, with the child's own
// CPU time per call.
import { createRequire } from 'node:module';
import type { Child } from './children';
import type { AutocannonRequest } from './routes';

type AutocannonOptions = AutocannonRequest & { connections: number; duration: number };
type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
};
// autocannon is the server package's dependency.
const requireFromServer = createRequire(
  new URL('../../packages/server/package.json', import.meta.url),
);
const autocannon = requireFromServer('autocannon') as (
  options: AutocannonOptions,
) => Promise<AutocannonResult>;

export const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
export const WARM_UP = 1;
export const CONNECTIONS = 10;

export type Measured = {
  reqPerSec: number;
  p50: number;
  p99: number;
  userPerReq: number;
  systemPerReq: number;
};

/** A warm-up, then the measured run; the server's CPU time per call from its own counter. */
export async function measure(
  name: string,
  child: Child,
  request: AutocannonRequest,
  onMeasuredRun?: { before: () => Promise<void>; after: (requests: number) => Promise<void> },
): Promise<Measured> {
  await autocannon({ ...request, connections: CONNECTIONS, duration: WARM_UP });
  await onMeasuredRun?.before();
  const cpuBefore = await child.cpuMicros();
  const result = await autocannon({ ...request, connections: CONNECTIONS, duration: DURATION });
  const cpuAfter = await child.cpuMicros();
  await onMeasuredRun?.after(result.requests.total);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    userPerReq: (cpuAfter.user - cpuBefore.user) / result.requests.total,
    systemPerReq: (cpuAfter.system - cpuBefore.system) / result.requests.total,
  };
}
