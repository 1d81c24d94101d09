// The browser half of `pnpm bench import`: the console's import worker reads a 100 000-row
// file in Debian's Chromium while the page's main thread is watched for long tasks.
// Target: no main-thread task over 50 ms while the file is parsed (issue 13).
import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright';
import { build } from 'vite';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { sourceResolve } from '../../scripts/source-resolve.mjs';
import type { WorkerBenchResult } from './browser/main';

const LONG_TASK_MS = 50;
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.csv': 'text/csv',
};

function serve(directory: string, csv: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://bench').pathname;
    if (path === '/products.csv') {
      response.writeHead(200, { 'content-type': 'text/csv' }).end(csv);
      return;
    }
    const file = normalize(join(directory, path === '/' ? 'index.html' : path));
    if (!file.startsWith(directory)) {
      response.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (body) =>
        response
          .writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
          .end(body),
      () => response.writeHead(404).end(),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Builds the bench page (the console's worker as Vite bundles it), runs it `rounds` times. */
export async function runWorkerBench(csv: string, rows: number, rounds = 3) {
  const out = await mkdtemp(join(tmpdir(), 'runway-import-worker-bench-'));
  let server: Server | undefined;
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    await build({
      root: new URL('./browser/', import.meta.url).pathname,
      ...sourceResolve,
      logLevel: 'warn',
      build: { outDir: out, emptyOutDir: true },
    });
    server = await serve(out, csv);
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const results: WorkerBenchResult[] = [];
    for (let round = 0; round < rounds; round += 1) {
      // A fresh page per round: each worker and its JIT start cold, as a user's would.
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.waitForFunction(() => typeof window.runBench === 'function');
      results.push({ ...(await page.evaluate(() => window.runBench())), rows });
      await page.close();
    }
    return results;
  } finally {
    await browser.close();
    server?.close();
    await rm(out, { recursive: true, force: true });
  }
}

/** Prints the figures; true when no main-thread task went over 50 ms. */
export function printWorkerBench(results: WorkerBenchResult[]): boolean {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)] ?? NaN;
  const longest = Math.max(0, ...results.flatMap((result) => result.longTasks));
  const first = results[0]!;
  console.log(
    `worker parse    ${first.rows} rows, ${(first.bytes / 1e6).toFixed(1)} MB in Chromium: lines back in ${ms(median(results.map((r) => r.readMs)))}, sealed request (${(first.requestBytes / 1e6).toFixed(1)} MB) in ${ms(median(results.map((r) => r.sealedMs)))} (median of ${results.length} cold pages; ${first.progressMessages} progress messages, ${first.variants} variant rows, ${first.errors} messages)`,
  );
  console.log(
    `main thread     longest task ${longest === 0 ? `none over ${LONG_TASK_MS} ms` : ms(longest)} (${results.map((r) => r.longTasks.length).join('/')} long tasks per run; target: none over ${LONG_TASK_MS} ms, ${longest <= LONG_TASK_MS ? 'met' : 'missed'}); longest frame gap ${results.map((r) => ms(r.longestFrameGapMs)).join(' / ')}`,
  );
  return longest <= LONG_TASK_MS;
}
