import { generateProductCsv } from './productCsv';
import { printWorkerBench, runWorkerBench } from './workerBench';
const text = generateProductCsv(10_000, 10);
const r = await runWorkerBench(text, 100_000, 3); printWorkerBench(r); console.log(JSON.stringify(r.map(x => ({t: x.longTasks, s: x.longTaskStarts, read: x.readMs, sealed: x.sealedMs}))));
