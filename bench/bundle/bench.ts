// `pnpm bench bundle`: builds the console and the player (two Vite configs, one directory),
// serves the build, opens /auth/login in Chromium as a first visit (empty storage) and counts
// every script the browser fetches until the network is idle: the entry, the lazy chunks the
// page asks for on its own (the password step, the validators…), whatever they import. Each
// file is gzipped at level 9 and listed. Then the user takes the first step (an e-mail,
// Continue) and the bench lists what that call fetches on top. Budget: the page load of
// /auth/login ≤ 150 KB, and it loads none of the modules named in LOGIN_FORBIDDEN; either
// failing exits 1 (docs/decisions/0006-login-bundle-budget.md).
// Then it opens the embeddable player (/web-event/video/:id/replay) the same way: its scripts
// before the video library (hls.js) against the 60 KB budget, none of PLAYER_FORBIDDEN.
// Last, the console's chunks that hold recharts, each and together (CHART_CHUNK_TARGETS).
import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { chromium, type Page } from '../../e2e/support/deps';
import { DEVELOPMENT_CONSOLE_SETTINGS, encryptBody } from '../../packages/domain/src/index';
import { chartChunkBudgets, checkBudget, type Forbidden } from './budgets';

const consoleRoot = new URL('../../packages/console/', import.meta.url).pathname;
const LOGIN_TARGET_KB = 150;
/** The embeddable player's page (issue 22): its JavaScript before the video library. */
const PLAYER_TARGET_KB = 60;
/**
 * The console's chunks that hold recharts (the reports' and the dashboard's charts, loaded
 * lazily with them), each and together. On 28 Nov 2026: 103.5 KB (chartTheme), 26.4 KB
 * (OrdersReportScreen), 4.2 KB (DashboardScreen), 134.1 KB together; about 10 % headroom,
 * so a chart library upgrade or a second charting import fails.
 */
const CHART_CHUNK_TARGETS = { eachKb: 115, togetherKb: 148 };
/** hls.js: the video library, loaded only for HLS where the browser lacks it; not counted. */
const VIDEO_LIBRARY = /\/hls\.js\//;
/** What the player page must not load: the console's app and the libraries only it needs. */
const PLAYER_FORBIDDEN: readonly Forbidden[] = [
  {
    module: /\/console\/src\/(app|api|state|features)\//,
    why: "the console's app",
  },
  {
    module: /\/(jotai|react-router|react-router-dom|ky|@tanstack)\//,
    why: "the console's app libraries",
  },
  {
    module: /\/zod\//,
    why: 'the player trusts the answers the server sends through the domain schemas',
  },
  { module: /\/(date-fns|crypto-js|libphonenumber-js)\//, why: 'nothing on the player needs them' },
  {
    module: /\/node_modules\/(react|react-dom|scheduler)\//,
    why: "the player renders with Preact's compatibility layer (vite.player.config.ts)",
  },
];
const PLAYER_WEB_EVENT_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
/** A published web event as the public read answers it: two products, two moments. */
const PLAYER_WEB_EVENT = {
  _id: PLAYER_WEB_EVENT_ID,
  title: 'Autumn show',
  description: 'The autumn collection.',
  status: 'ended',
  posterUrl: null,
  streamUrl: null,
  replayUrl: '/demo/sample-show.mp4',
  captionsUrl: null,
  brandName: 'Vale',
  products: [
    {
      _id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      name: 'Wool coat',
      price: 249.5,
      currency: 'EUR',
      imageUrl: null,
      externalUrl: 'https://vale.test/coat',
    },
    {
      _id: '6ba7b810-9dad-41d1-80b4-00c04fd430c8',
      name: 'Silk dress',
      price: 180,
      currency: 'USD',
      imageUrl: null,
      externalUrl: 'https://vale.test/dress',
    },
  ],
  carouselTimes: [
    { productId: '7c9e6679-7425-40de-944b-e07fc1f90ae7', startSec: 0, endSec: 8 },
    { productId: '6ba7b810-9dad-41d1-80b4-00c04fd430c8', startSec: 8, endSec: 16 },
  ],
};
/** What the login page must not load, each with where it belongs instead. */
const LOGIN_FORBIDDEN: readonly Forbidden[] = [
  {
    module: /\/@tanstack\/(react-)?query/,
    why: 'react-query is provided by the signed-in area (app/SignedInArea.tsx)',
  },
  {
    module: /\/zod\/v4\/classic\//,
    why: "zod's full API loads with the first call (api/responseSchemas.ts); the login forms use zod/mini",
  },
  {
    module: /\/libphonenumber-js\//,
    why: "the phone rules belong to the designer forms, not the login page's validators",
  },
  {
    module: /\/domain\/src\/storage\/encryptedStorage\.ts$/,
    why: "the whole encrypted storage loads the designer draft's schema; the session needs only storage/storedUser.ts",
  },
  {
    module: /\/crypto-js\//,
    why: 'the envelope (crypto-js) loads with the first call or the first read of a stored session (api/envelope.ts)',
  },
  {
    module: /\/ky\/distribution\//,
    why: 'ky and the API client load with the first call (api/lazyApiClient.ts)',
  },
  {
    module: /\/domain\/src\/storage\/storedUser\.ts$/,
    why: 'the stored user loads with its first read or write (state/userEntry.ts); a first visit has none',
  },
  {
    module: /\/domain\/src\/schemas\/designerApplication\.ts$/,
    why: "the designer application's schema belongs to /authv2",
  },
];

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** The build as the server serves it: files by path, index.html for every other page. */
function serve(outDir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const send = (status: number, type: string, body: string | Buffer) => {
      response.writeHead(status, { 'content-type': type });
      response.end(body);
    };
    // The server's run-time settings: none, so the console takes its development values.
    if (path === '/settings.js') return send(200, CONTENT_TYPES['.js']!, '');
    // The e-mail step's call, answered as the server would: the address is known.
    if (path === '/api/v2/auth/check_email') {
      const body = { success: true };
      const sealed = encryptBody(body, DEVELOPMENT_CONSOLE_SETTINGS.envelopeSecret);
      return send(200, 'application/json', JSON.stringify({ encreptedData: sealed }));
    }
    // The player's public read of its web event, and its reports.
    if (path === `/api/v2/public/web-events/${PLAYER_WEB_EVENT_ID}`) {
      return send(
        200,
        'application/json',
        JSON.stringify({ success: true, data: PLAYER_WEB_EVENT }),
      );
    }
    if (path === '/api/v2/public/player-events') {
      return send(202, 'application/json', JSON.stringify({ success: true }));
    }
    if (path.startsWith('/api/')) return send(404, 'application/json', '{}');
    // The server serves the player's own page for its public paths.
    const page = path.startsWith('/web-event/video/') ? 'player.html' : 'index.html';
    const file = extname(path) ? join(outDir, path) : join(outDir, page);
    readFile(file).then(
      (body) => send(200, CONTENT_TYPES[extname(file)] ?? 'application/octet-stream', body),
      () => send(404, 'text/plain', 'not found'),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

type Fetched = { file: string; bytes: number };

/**
 * Resolves once no request of the page has been in flight for 500 ms (Playwright's
 * 'networkidle' holds only for the first load, not after a click).
 */
function trackNetwork(page: Page): { idle: () => Promise<void> } {
  let inFlight = 0;
  let lastActivity = Date.now();
  const settle = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    idle: async () => {
      while (inFlight > 0 || Date.now() - lastActivity < 500) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/**
 * Records every script the page fetches with its gzip (level 9) size; `settled()` gives
 * the list once every body seen so far has been read.
 */
function recordScripts(page: Page): { settled: () => Promise<Fetched[]> } {
  const reads: Promise<Fetched>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const file = new URL(response.url()).pathname.replace(/^\//, '');
    reads.push(
      response.body().then((body) => ({ file, bytes: gzipSync(body, { level: 9 }).length })),
    );
  });
  return { settled: () => Promise.all(reads) };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);
const total = (files: readonly Fetched[]) => files.reduce((sum, { bytes }) => sum + bytes, 0);

function list(title: string, files: readonly Fetched[]): void {
  console.log(`${title}: ${kb(total(files))} KB gzip, ${files.length} scripts`);
  for (const { file, bytes } of [...files].sort((a, b) => b.bytes - a.bytes)) {
    console.log(`  ${kb(bytes)} KB  ${file}`);
  }
}

const outDir = await mkdtemp(join(tmpdir(), 'runway-bundle-'));
const server = await serve(outDir);
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  // The console's build, then the player's (its own config: Preact's compatibility layer in
  // place of React) into the same directory, as `pnpm build` does.
  const buildWith = async (config: string, emptyOutDir: boolean) =>
    (await build({
      root: consoleRoot,
      configFile: join(consoleRoot, config),
      logLevel: 'warn',
      build: { outDir, emptyOutDir, sourcemap: false },
    })) as Rollup.RollupOutput;
  const consoleOutput = (await buildWith('vite.config.ts', true)).output;
  const playerOutput = (await buildWith('vite.player.config.ts', false)).output;
  // A chunk both builds write (hls.js) is one file on disk: count it once.
  const built = {
    output: [
      ...consoleOutput,
      ...playerOutput.filter((p) => !consoleOutput.some((c) => c.fileName === p.fileName)),
    ],
  };
  const { port } = server.address() as AddressInfo;

  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}` });
  const page = await context.newPage();
  const scripts = recordScripts(page);
  const network = trackNetwork(page);
  await page.goto('/auth/login', { waitUntil: 'networkidle' });
  await network.idle();
  const onLoad = await scripts.settled();
  list('/auth/login, first visit until the network is idle', onLoad);

  // The first call: the e-mail step asks the server about the address (known), and the
  // password step shows.
  await page.getByLabel('E-mail').fill('someone@runway.test');
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await page.getByRole('textbox', { name: 'Password' }).waitFor();
  await network.idle();
  list('+ the first call (e-mail step)', (await scripts.settled()).slice(onLoad.length));
  await context.close();

  const everything = built.output
    .filter((chunk) => chunk.type === 'chunk')
    .reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0);
  console.log(`all chunks of the build: ${kb(everything)} KB gzip`);

  const modulesOf = (files: readonly Fetched[]) => {
    const names = new Set(files.map(({ file }) => file));
    return built.output.flatMap((chunk) =>
      chunk.type === 'chunk' && names.has(chunk.fileName) ? Object.keys(chunk.modules) : [],
    );
  };
  const loginVerdict = checkBudget({
    page: '/auth/login',
    kb: total(onLoad) / 1024,
    limitKb: LOGIN_TARGET_KB,
    modules: modulesOf(onLoad),
    forbidden: LOGIN_FORBIDDEN,
  });

  // The embeddable player: a first visit of a published web event's replay, until the
  // products are shown and the network is idle. An MP4 plays natively: no hls.js.
  const playerContext = await browser.newContext({
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 375, height: 812 },
  });
  const playerPage = await playerContext.newPage();
  const playerScripts = recordScripts(playerPage);
  const playerNetwork = trackNetwork(playerPage);
  await playerPage.goto(`/web-event/video/${PLAYER_WEB_EVENT_ID}/replay`, {
    waitUntil: 'networkidle',
  });
  await playerPage.getByRole('region', { name: 'Shop the show' }).waitFor();
  await playerNetwork.idle();
  const playerLoad = await playerScripts.settled();
  await playerContext.close();
  const isVideoLibrary = ({ file }: Fetched) =>
    built.output.some(
      (chunk) =>
        chunk.type === 'chunk' &&
        chunk.fileName === file &&
        Object.keys(chunk.modules).every((id) => VIDEO_LIBRARY.test(id)),
    );
  const playerBefore = playerLoad.filter((file) => !isVideoLibrary(file));
  list(
    '/web-event/video/:id/replay (the player), first visit until the network is idle',
    playerBefore,
  );
  const playerVerdict = checkBudget({
    page: 'the player (before the video library)',
    kb: total(playerBefore) / 1024,
    limitKb: PLAYER_TARGET_KB,
    modules: modulesOf(playerBefore),
    forbidden: PLAYER_FORBIDDEN,
  });
  // The chart chunks: what the console's build wrote, not what one page fetched.
  const chartVerdicts = chartChunkBudgets(
    consoleOutput.flatMap((chunk) =>
      chunk.type === 'chunk'
        ? [
            {
              fileName: chunk.fileName,
              kb: gzipSync(chunk.code, { level: 9 }).length / 1024,
              modules: Object.keys(chunk.modules),
            },
          ]
        : [],
    ),
    CHART_CHUNK_TARGETS,
  ).map(checkBudget);
  if (chartVerdicts.length === 0) {
    console.log('No chunk of the console holds recharts: the chart budget measured nothing.');
    process.exitCode = 1;
  }
  for (const verdict of [loginVerdict, playerVerdict, ...chartVerdicts]) {
    console.log(verdict.line);
    for (const breach of verdict.breaches.filter((line) => line !== verdict.line)) {
      console.log(breach);
    }
    if (verdict.breaches.length > 0) process.exitCode = 1;
  }
} finally {
  await browser.close();
  await new Promise((resolve) => server.close(resolve));
  await rm(outDir, { recursive: true, force: true });
}
