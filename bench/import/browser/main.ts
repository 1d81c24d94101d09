// The page of `pnpm bench import`'s browser half: reads /products.csv through the console's
// own import worker (readInWorker, the code "Import CSV" runs) and measures, on the main
// thread, every long task (PerformanceObserver 'longtask': tasks over 50 ms) and the
// longest gap between animation frames while the worker parses and seals the file.
import {
  DEFAULT_CATALOGUE,
  sizeChartMap,
  type ImportContext,
} from '../../../packages/domain/src/index';
import { readInWorker } from '../../../packages/console/src/features/productImport/productFileReader';

export type WorkerBenchResult = {
  rows: number;
  bytes: number;
  /** From handing the file to the worker to the lines and counts back on the page. */
  readMs: number;
  /** Until the sealed request is back too (the body POST /api/v2/import sends). */
  sealedMs: number;
  /** The size of that request body, envelope and all. */
  requestBytes: number;
  longTasks: number[];
  /** When each long task started, in ms from handing the file over. */
  longTaskStarts: number[];
  longestFrameGapMs: number;
  progressMessages: number;
  errors: number;
  variants: number;
};

declare global {
  interface Window {
    runBench: () => Promise<WorkerBenchResult>;
  }
}

const context: ImportContext = {
  role: 'admin',
  userId: 'admin-1',
  categories: DEFAULT_CATALOGUE.categories,
  colors: DEFAULT_CATALOGUE.colors,
  sizeCharts: sizeChartMap(DEFAULT_CATALOGUE.sizeCharts),
  today: new Date(2026, 0, 1),
};

window.runBench = async () => {
  const blob = await (await fetch('/products.csv')).blob();
  const file = new File([blob], 'products.csv', { type: 'text/csv' });
  const longTasks: number[] = [];
  const longTaskStarts: number[] = [];
  let start = Number.POSITIVE_INFINITY;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      // Only what happens while the worker has the file: not the page's own start.
      if (entry.startTime + entry.duration < start) continue;
      longTasks.push(entry.duration);
      longTaskStarts.push(entry.startTime - start);
    }
  });
  observer.observe({ type: 'longtask', buffered: false });

  let measuring = true;
  let longestFrameGapMs = 0;
  let lastFrame = performance.now();
  const frame = (now: number) => {
    longestFrameGapMs = Math.max(longestFrameGapMs, now - lastFrame);
    lastFrame = now;
    if (measuring) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);

  let progressMessages = 0;
  const status = document.getElementById('status')!;
  start = performance.now();
  const reading = readInWorker(file, context, 'bench-secret', (percent) => {
    progressMessages += 1;
    status.textContent = `${percent}%`;
  });
  const summary = await reading.summary;
  const readMs = performance.now() - start;
  const request = await reading.sealed;
  const sealedMs = performance.now() - start;
  measuring = false;
  // Long tasks are reported after they end: let the last one arrive.
  await new Promise((resolve) => setTimeout(resolve, 100));
  observer.disconnect();
  return {
    rows: 0,
    bytes: file.size,
    readMs,
    sealedMs,
    requestBytes: request?.byteLength ?? 0,
    longTasks,
    longTaskStarts,
    longestFrameGapMs,
    progressMessages,
    errors: summary.messages.length,
    variants: summary.variantCount,
  };
};
