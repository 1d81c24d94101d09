import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, fromPglite, fromPostgres } from '../../src/db/client';
import { seedDemo } from '../../src/db/seed';
import {
  cacheDir,
  pgliteTemplatePath,
  postgresTemplateName,
  likePrefix,
  runPidOf,
  TEMPLATE_PUBLIC_URL,
  templateFingerprint,
  templatePrefix,
  testDatabasePrefix,
  withDatabase,
} from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the tarball of the migrated, seeded template. */
    pgliteTemplate: string;
    /** PostgreSQL: the template database to clone with CREATE DATABASE … TEMPLATE. */
    postgresTemplate: string;
    /** The process id of this run, part of the name of every database it clones. */
    runPid: number;
  }
}

async function buildPgliteTemplate(path: string): Promise<void> {
  const client = await createPglite();
  const handle = fromPglite(client);
  await handle.migrate();
  await seedDemo(handle.db, { publicUrl: TEMPLATE_PUBLIC_URL });
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  mkdirSync(cacheDir, { recursive: true });
  // Write then rename, so a parallel run never reads half a file.
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, path);
  // Templates of older migrations are never read again.
  for (const name of readdirSync(cacheDir)) {
    const file = join(cacheDir, name);
    if (name.startsWith('pglite-template-') && file !== path) rmSync(file, { force: true });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Drops a database if nobody uses it (best effort: one in use stays for a later run). */
async function dropIfUnused(admin: pg.Client, name: string): Promise<void> {
  await admin.query(`alter database "${name}" is_template false`).catch(() => undefined);
  await admin.query(`drop database if exists "${name}"`).catch(() => undefined);
}

/**
 * Clears what THIS checkout's earlier runs left: templates of older migrations (never cloned
 * again, unless one is being built right now) and the test copies of runs that died. Other
 * checkouts' databases have another prefix and are never touched.
 */
async function clearOwnLeftovers(admin: pg.Client, keep: string): Promise<void> {
  const templates = await admin.query<{ datname: string }>(
    'select datname from pg_database where datname like $1 and datname <> $2',
    [likePrefix(templatePrefix()), keep],
  );
  for (const { datname } of templates.rows) {
    const building = /_building_(\d+)$/.exec(datname);
    if (building && alive(Number(building[1]))) continue;
    await dropIfUnused(admin, datname);
  }
  const copies = await admin.query<{ datname: string }>(
    'select datname from pg_database where datname like $1',
    [likePrefix(testDatabasePrefix())],
  );
  for (const { datname } of copies.rows) {
    const pid = runPidOf(datname);
    if (pid !== null && !alive(pid)) await dropIfUnused(admin, datname);
  }
}

async function ensurePostgresTemplate(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!found.rowCount) {
      const building = `${name}_building_${process.pid}`;
      await admin.query(`create database "${building}"`);
      const handle = fromPostgres(withDatabase(adminUrl, building));
      await handle.migrate();
      await seedDemo(handle.db, { publicUrl: TEMPLATE_PUBLIC_URL });
      await handle.close();
      // PostgreSQL refuses to drop a database marked as a template, whoever asks (a checkout
      // on older test support still drops every rl_template_* but its own).
      await admin.query(`alter database "${building}" is_template true`);
      await admin.query(`alter database "${building}" rename to "${name}"`).catch(async (error) => {
        // A parallel run of this checkout finished the same template first: use theirs.
        const built = await admin.query('select 1 from pg_database where datname = $1', [name]);
        if (!built.rowCount) throw error;
        await dropIfUnused(admin, building);
      });
    }
    await clearOwnLeftovers(admin, name);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const fingerprint = templateFingerprint();
  // The 'server:postgres' project sets RL_TEST_DRIVER in its test env (see root config).
  const driver = project.config.env?.RL_TEST_DRIVER ?? process.env.RL_TEST_DRIVER;
  if (driver === 'postgres') {
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) throw new Error('RL_TEST_DRIVER=postgres needs DATABASE_URL');
    const name = postgresTemplateName(fingerprint);
    await ensurePostgresTemplate(adminUrl, name);
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    project.provide('runPid', process.pid);
    return;
  }
  const path = pgliteTemplatePath(fingerprint);
  if (!existsSync(path)) await buildPgliteTemplate(path);
  project.provide('pgliteTemplate', path);
  project.provide('postgresTemplate', '');
  project.provide('runPid', process.pid);
}
