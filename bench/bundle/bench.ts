// `pnpm bench bundle`: builds the console and prints the gzip size of the JavaScript a
// first visit downloads for /auth/login and for /dashboard: the entry chunk, the route's
// lazy chunks (for a guarded page: the signed-in area, the shell and the screen), and
// every chunk those import statically. Budget: /auth/login ≤ 150 KB, and the login page
// loads none of the modules named in LOGIN_FORBIDDEN; either failing exits 1
// (docs/decisions/0006-login-bundle-budget.md).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Manifest, type Rollup } from 'vite';

const consoleRoot = new URL('../../packages/console/', import.meta.url).pathname;
const LOGIN_TARGET_KB = 150;
/** Loaded by the first auth call, alongside its request (not needed to use the page). */
const FIRST_CALL_CHUNK = 'src/api/responseSchemas.ts';
/** What the login page must not load, each with where it belongs instead. */
const LOGIN_FORBIDDEN: readonly { module: RegExp; why: string }[] = [
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
    why: "the envelope's cipher is the domain's own (opensslAes.ts); crypto-js is only the domain tests' reference",
  },
  {
    module: /\/domain\/src\/schemas\/designerApplication\.ts$/,
    why: "the designer application's schema belongs to /authv2",
  },
];

/** Each route's lazy chunks, outermost first: a guarded page also loads the signed-in area and the shell. */
const routes = {
  '/auth/login': ['src/features/auth/login/LoginScreen.tsx'],
  '/dashboard': [
    'src/app/SignedInArea.tsx',
    'src/app/ShellLayout.tsx',
    'src/features/dashboard/DashboardScreen.tsx',
  ],
} as const;

/** The chunk of `key` and every chunk it imports statically, transitively. */
function staticClosure(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

async function gzipKb(outDir: string, files: Iterable<string>): Promise<number> {
  let bytes = 0;
  for (const file of files) {
    if (!file.endsWith('.js')) continue;
    bytes += gzipSync(await readFile(join(outDir, file)), { level: 9 }).length;
  }
  return bytes / 1024;
}

const outDir = await mkdtemp(join(tmpdir(), 'runway-bundle-'));
try {
  const built = (await build({
    root: consoleRoot,
    configFile: join(consoleRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false },
  })) as Rollup.RollupOutput;
  const manifest = JSON.parse(
    await readFile(join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The console build has no entry chunk.');

  const rows: { route: string; kb: number; chunks: number }[] = [];
  for (const [route, lazyChunks] of Object.entries(routes)) {
    const files = staticClosure(manifest, entry, new Set());
    for (const key of lazyChunks) {
      if (!manifest[key]) throw new Error(`No chunk for ${key}: is it still loaded lazily?`);
      staticClosure(manifest, key, files);
    }
    rows.push({ route, kb: await gzipKb(outDir, files), chunks: files.size });
  }
  const loginFiles = staticClosure(manifest, entry, new Set());
  for (const key of routes['/auth/login']) staticClosure(manifest, key, loginFiles);
  const firstCallFiles = staticClosure(manifest, FIRST_CALL_CHUNK, new Set());
  const firstCall = await gzipKb(
    outDir,
    [...firstCallFiles].filter((file) => !loginFiles.has(file)),
  );
  const everything = await gzipKb(
    outDir,
    Object.values(manifest).map((chunk) => chunk.file),
  );

  console.log('JavaScript a first visit downloads (gzip, level 9):');
  for (const { route, kb, chunks } of rows) {
    console.log(`  ${route.padEnd(12)} ${kb.toFixed(1).padStart(7)} KB  (${chunks} chunks)`);
  }
  console.log(
    `  + first call ${firstCall.toFixed(1).padStart(7)} KB  (response validators, on login)`,
  );
  console.log(`  all chunks   ${everything.toFixed(1).padStart(7)} KB`);
  const login = rows.find((row) => row.route === '/auth/login');
  if (login) {
    const verdict = login.kb <= LOGIN_TARGET_KB ? 'within' : 'OVER';
    console.log(`  /auth/login is ${verdict} the ${LOGIN_TARGET_KB} KB target.`);
    if (login.kb > LOGIN_TARGET_KB) process.exitCode = 1;
  }
  const loginModules = built.output.flatMap((chunk) =>
    chunk.type === 'chunk' && loginFiles.has(chunk.fileName) ? Object.keys(chunk.modules) : [],
  );
  for (const { module, why } of LOGIN_FORBIDDEN) {
    const found = loginModules.filter((id) => module.test(id));
    if (found.length === 0) continue;
    console.log(`  /auth/login loads ${found.length} module(s) matching ${module}: ${why}.`);
    process.exitCode = 1;
  }
} finally {
  await rm(outDir, { recursive: true, force: true });
}
