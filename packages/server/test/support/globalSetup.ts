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
  TEMPLATE_PUBLIC_URL,
  templateFingerprint,
  withDatabase,
} from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the tarball of the migrated, seeded template. */
    pgliteTemplate: string;
    /** PostgreSQL: the template database to clone with CREATE DATABASE … TEMPLATE. */
    postgresTemplate: string;
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

async function ensurePostgresTemplate(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return;
    const building = `${name}_building_${process.pid}`;
    await admin.query(`create database "${building}"`);
    const handle = fromPostgres(withDatabase(adminUrl, building));
    await handle.migrate();
    await seedDemo(handle.db, { publicUrl: TEMPLATE_PUBLIC_URL });
    await handle.close();
    await admin.query(`alter database "${building}" rename to "${name}"`);
    // Templates of older migrations are never cloned again (best effort: one in use stays).
    const stale = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'rl\\_template\\_%' and datname <> $1",
      [name],
    );
    for (const { datname } of stale.rows) {
      await admin.query(`drop database if exists "${datname}"`).catch(() => undefined);
    }
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
    return;
  }
  const path = pgliteTemplatePath(fingerprint);
  if (!existsSync(path)) await buildPgliteTemplate(path);
  project.provide('pgliteTemplate', path);
  project.provide('postgresTemplate', '');
}
