// The layer table of `pnpm bench api`: what each of decision 0010's read layers earns.
//
// A server with every layer on and one server per layer with that layer alone off
// (LAYER_<name>=off) run side by side on the same database. Each run measures every server
// in turn, each between two measures of the bare fastify route, and the order of the
// servers turns by one each run; a figure is the route's requests per second over the mean
// of its own two bare measures. On a machine others share, the bare route moves by 2× from
// one minute to the next; a ratio taken within the same half-minute, interleaved over
// several runs, is what stays readable. A layer's gain in a run is all-on's ratio over the
// ratio without the layer, minus one; the table prints the median over the runs and their
// range. The all-on server is also asked GET /ready each run, so the goals (routes.ts) are
// checked on the medians of the same interleaved runs. BENCH_LAYER_RUNS (5),
// BENCH_LAYER_ROUTES (ready,me-plain,colors-plain,designers-plain).
import { startChild, type Child } from './children';
import { measure } from './measure';
import { ROUTES, signInAll, type Route, type Tokens } from './routes';

/**
 * The read layers that can be turned off, and the reads each serves (by route key): kept
 * pages, and their written answers, are reference data's alone.
 */
export const LAYERS = [
  { name: 'batching', setting: 'LAYER_BATCHING', serves: () => true },
  {
    name: 'kept pages',
    setting: 'LAYER_KEPT_PAGES',
    serves: (key: string) => key.startsWith('colors'),
  },
  {
    name: 'kept answers',
    setting: 'LAYER_KEPT_ANSWERS',
    serves: (key: string) => key.startsWith('colors'),
  },
] as const;

/** A layer that earns less than this in its own figure goes (issue 18, issue 28). */
export const LAYER_GAIN = 0.1;
const RUNS = Number(process.env.BENCH_LAYER_RUNS ?? 5);
const ROUTE_KEYS = (
  process.env.BENCH_LAYER_ROUTES ?? 'ready,me-plain,colors-plain,designers-plain'
).split(',');

type Server = {
  name: string;
  child: Child;
  tokens: Tokens;
  serves: (key: string) => boolean;
};
/** Per server and route: the ratio to the bare route and the CPU µs a call, one per run. */
type Figures = Map<string, Map<string, { ratios: number[]; cpu: number[] }>>;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const percent = (value: number) => `${value >= 0 ? '+' : '−'}${Math.abs(Math.round(value * 100))}%`;

async function runServer(server: Server, bare: Child, routes: Route[], figures: Figures) {
  const bareRequest = { url: bare.url };
  const served = routes.filter((route) => server.serves(route.key));
  const before = await measure('bare', bare, bareRequest);
  const cells = [];
  for (const route of served) {
    cells.push({
      route,
      measured: await measure(
        `${route.name}, ${server.name}`,
        server.child,
        route.request(server.child.url, server.tokens),
      ),
    });
  }
  const after = await measure('bare', bare, bareRequest);
  const bareReqPerSec = (before.reqPerSec + after.reqPerSec) / 2;
  const byRoute = figures.get(server.name)!;
  for (const { route, measured } of cells) {
    let cell = byRoute.get(route.key);
    if (!cell) byRoute.set(route.key, (cell = { ratios: [], cpu: [] }));
    cell.ratios.push(measured.reqPerSec / bareReqPerSec);
    cell.cpu.push(measured.userPerReq + measured.systemPerReq);
  }
  return { bare: [before.reqPerSec, after.reqPerSec] };
}

/** Measures and prints the layer table for one database. */
export async function layerRuns(label: string, env: Record<string, string>, bare: Child) {
  const routes = ROUTES.filter((route) => ROUTE_KEYS.includes(route.key));
  const configs = [
    { name: 'all on', env: {}, serves: () => true },
    ...LAYERS.map((layer) => ({
      name: `${layer.name} off`,
      env: { [layer.setting]: 'off' },
      // /ready reads no layer: asked of the all-on server alone, for the goals.
      serves: (key: string) => key !== 'ready' && layer.serves(key),
    })),
  ];
  const servers: Server[] = [];
  const figures: Figures = new Map(configs.map((config) => [config.name, new Map()]));
  const bareRange: number[] = [];
  try {
    for (const config of configs) {
      const child = await startChild('server.ts', { ...env, ...config.env });
      servers.push({
        name: config.name,
        child,
        tokens: await signInAll(child.url),
        serves: config.serves,
      });
    }
    for (let run = 0; run < RUNS; run += 1) {
      // The order turns each run, so no server is always measured first or last.
      const order = servers.map((_, index) => servers[(index + run) % servers.length]!);
      for (const server of order) {
        const { bare: measuredBare } = await runServer(server, bare, routes, figures);
        bareRange.push(...measuredBare);
      }
      console.log(`  ${label}: layer run ${run + 1} of ${RUNS} done`);
    }
  } finally {
    for (const server of servers) await server.child.stop();
  }
  const allOn = figures.get('all on')!;
  console.log(
    `\n${label}: each layer off alone, ${RUNS} interleaved runs; bare fastify between ` +
      `${Math.round(Math.min(...bareRange))} and ${Math.round(Math.max(...bareRange))} req/s. ` +
      `Cells: median × bare (median server CPU µs a call); the gain is all-on's ratio over ` +
      `the ratio without the layer, in each run: median (lowest … highest).`,
  );
  const verdicts: string[] = [];
  console.table(
    routes
      .filter((route) => route.key !== 'ready')
      .map((route) => {
        const on = allOn.get(route.key)!;
        const cells: Record<string, string> = {
          route: route.name,
          'all on': `${median(on.ratios).toFixed(3)} (${Math.round(median(on.cpu))} µs)`,
        };
        for (const layer of LAYERS) {
          const off = figures.get(`${layer.name} off`)!.get(route.key);
          if (!off) {
            cells[`${layer.name} off`] = '(not used)';
            continue;
          }
          const gains = off.ratios.map((ratio, run) => on.ratios[run]! / ratio - 1);
          const gain = median(gains);
          cells[`${layer.name} off`] =
            `${median(off.ratios).toFixed(3)} (${Math.round(median(off.cpu))} µs); ` +
            `gain ${percent(gain)} (${percent(Math.min(...gains))} … ${percent(Math.max(...gains))})`;
          if (gain < LAYER_GAIN) verdicts.push(`${layer.name} on ${route.key}: ${percent(gain)}`);
        }
        return cells;
      }),
  );
  const ready = allOn.get('ready');
  for (const route of routes) {
    const on = allOn.get(route.key);
    if (!route.goal || !on) continue;
    const floors = route.goal.of === 'ready' ? ready?.ratios : on.ratios.map(() => 1);
    if (!floors) continue;
    const ratios = on.ratios.map((ratio, run) => ratio / floors[run]!);
    const met = ratios.filter((ratio) => ratio >= route.goal!.share).length;
    console.log(
      `${route.name}, all on: ${median(ratios).toFixed(2)} × ${route.goal.of} (median; ` +
        `${Math.min(...ratios).toFixed(2)} … ${Math.max(...ratios).toFixed(2)}), goal ` +
        `≥ ${route.goal.share}: met in ${met} of ${ratios.length} runs`,
    );
  }
  console.log(
    verdicts.length
      ? `Under the ${LAYER_GAIN * 100}% a layer must earn: ${verdicts.join('; ')}.`
      : `Every layer earns at least ${LAYER_GAIN * 100}% on every read it serves.`,
  );
}
