// Run in a fresh process by bench.ts: `measureJob.ts <raw|import> <file>`. A fresh process
// per job keeps the two from sharing papaparse's JIT state (see bench.ts). First the peak
// heap: the heap is settled, then the job runs once with V8's GC trace on; the heap in use
// when each collection starts, and at the end, bounds the job's peak. Then the timings:
// warmed up, several runs. Prints one RESULT line of JSON; the GC trace goes to stdout too.
import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { JOBS } from './jobs';
import type { JobName } from './jobs';

const WARM_UPS = 2;
const RUNS = 5;

const [job, file] = process.argv.slice(2) as [JobName, string];
const text = readFileSync(file, 'utf8');

function peakRun(): { baseline: number; final: number } {
  globalThis.gc?.();
  globalThis.gc?.();
  const baseline = process.memoryUsage().heapUsed;
  setFlagsFromString('--trace-gc');
  const result = JOBS[job](text);
  const final = process.memoryUsage().heapUsed;
  setFlagsFromString('--no-trace-gc');
  if (result === undefined) throw new Error(`${job} gave nothing`);
  return { baseline, final };
}

const { baseline, final } = peakRun();
const wall: number[] = [];
const cpu: number[] = [];
for (let run = 0; run < WARM_UPS + RUNS; run += 1) {
  globalThis.gc?.();
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  JOBS[job](text);
  const elapsed = performance.now() - start;
  const used = process.cpuUsage(cpuStart);
  if (run >= WARM_UPS) {
    wall.push(elapsed);
    cpu.push((used.user + used.system) / 1000);
  }
}
console.log(`RESULT ${JSON.stringify({ baseline, final, wall, cpu })}`);
