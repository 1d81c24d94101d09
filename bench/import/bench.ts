// `pnpm bench import`: 100 000 variant lines (10 000 products × 10 variants) of the
// reference catalogue. Compares a raw Papa.parse of the text with the whole import, and
// measures the peak heap of each. Targets: import ≤ 1.5 × raw parse; peak heap < 5 × file.
// Then the browser half (workerBench.ts): the console's import worker reads the same file
// in Chromium; target: no main-thread task over 50 ms meanwhile.
//
// Each job is timed in its own fresh process, the processes alternating so both see the
// same machine load. In one shared process the order matters: papaparse's parser is
// JIT-compiled for whichever path runs first, and the import's row-by-row (`step`) path
// runs about twice as slow once the raw path has been compiled first. The console's
// worker and the server only ever run the import, so the separate figures are the ones
// that count; the shared-process figure is printed too, for honesty.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JOBS } from './jobs';
import type { JobName } from './jobs';
import { generateProductCsv } from './productCsv';
import { serverImportBench } from './serverBench';
import { printWorkerBench, runWorkerBench } from './workerBench';

const PRODUCTS = 10_000;
const VARIANTS = 10;
const ROWS = PRODUCTS * VARIANTS;
const ROUNDS = 3;
const MB = 1e6;

type Measure = { peak: number; wall: number[]; cpu: number[] };

// The trace prints 'Scavenge 45.3 (60.2) -> 40.1 (62.0) MB': the first figure is the heap in
// use (MiB) when that collection started.
const GC_LINE = /(?:Scavenge|Mark-Compact|Mark-Sweep|Minor Mark-Compact)[^\d]*([\d.]+) \(/;

function measure(job: JobName, file: string): Measure {
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, new URL('./measureJob.ts', import.meta.url).pathname, job, file],
    { encoding: 'utf8', maxBuffer: 64 * MB },
  );
  const lines = child.stdout.split('\n');
  const resultLine = lines.find((line) => line.startsWith('RESULT '));
  if (child.status !== 0 || !resultLine)
    throw new Error(`measureJob ${job} failed: ${child.stderr}`);
  const { baseline, final, wall, cpu } = JSON.parse(resultLine.slice('RESULT '.length)) as {
    baseline: number;
    final: number;
    wall: number[];
    cpu: number[];
  };
  const heapBeforeCollections = lines
    .map((line) => GC_LINE.exec(line)?.[1])
    .filter((figure): figure is string => figure !== undefined)
    .map((figure) => Number(figure) * 2 ** 20);
  return { peak: Math.max(final, ...heapBeforeCollections) - baseline, wall, cpu };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function sharedProcessRatio(text: string): number {
  const times: Record<JobName, number[]> = { raw: [], import: [] };
  for (let run = 0; run < 4; run += 1) {
    for (const job of ['raw', 'import'] as const) {
      globalThis.gc?.();
      const start = performance.now();
      JOBS[job](text);
      if (run > 0) times[job].push(performance.now() - start);
    }
  }
  return median(times.import) / median(times.raw);
}

const text = generateProductCsv(PRODUCTS, VARIANTS);
const bytes = Buffer.byteLength(text);
const directory = mkdtempSync(join(tmpdir(), 'runway-import-bench-'));
const file = join(directory, 'products.csv');
writeFileSync(file, text);

const measures: Record<JobName, Measure[]> = { raw: [], import: [] };
try {
  for (let round = 0; round < ROUNDS; round += 1) {
    measures.raw.push(measure('raw', file));
    measures.import.push(measure('import', file));
  }
} finally {
  rmSync(directory, { recursive: true, force: true });
}
const wall = (job: JobName) => median(measures[job].flatMap((entry) => entry.wall));
const cpu = (job: JobName) => median(measures[job].flatMap((entry) => entry.cpu));
const peak = (job: JobName) => Math.max(...measures[job].map((entry) => entry.peak));
const runs = measures.raw.reduce((count, entry) => count + entry.wall.length, 0);
const ms = (value: number) => `${value.toFixed(0)} ms`;
const shared = sharedProcessRatio(text);

console.log(
  `rows            ${ROWS} (${PRODUCTS} products × ${VARIANTS} variants), ${(bytes / MB).toFixed(1)} MB`,
);
console.log(
  `raw Papa.parse  ${ms(wall('raw'))} wall, ${ms(cpu('raw'))} cpu (median of ${runs} runs in ${ROUNDS} processes)`,
);
console.log(
  `import          ${ms(wall('import'))} wall, ${ms(cpu('import'))} cpu (median of ${runs} runs in ${ROUNDS} processes)`,
);
console.log(
  `ratio           ${(wall('import') / wall('raw')).toFixed(2)} wall, ${(cpu('import') / cpu('raw')).toFixed(2)} cpu (target ≤ 1.5); one shared process, raw first: ${shared.toFixed(2)}`,
);
console.log(`rows/s          ${Math.round(ROWS / (wall('import') / 1000))} imported`);
console.log(
  `peak heap       import +${(peak('import') / MB).toFixed(0)} MB = ${(peak('import') / bytes).toFixed(1)} × file (target < 5); raw parse +${(peak('raw') / MB).toFixed(0)} MB = ${(peak('raw') / bytes).toFixed(1)} × file`,
);

await serverImportBench();
printWorkerBench(await runWorkerBench(text, ROWS));
