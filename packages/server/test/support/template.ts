import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = resolve(fileURLToPath(import.meta.url), '../../..');

/**
 * A fingerprint of what the template holds: the migrations and the seed. A change to
 * either builds a new template; otherwise the cached one is reused across runs.
 */
export function templateFingerprint(): string {
  const hash = createHash('sha256');
  const migrations = join(packageDir, 'drizzle');
  const files = [
    ...readdirSync(migrations, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.sql') || name.endsWith('.json'))
      .sort()
      .map((name) => join(migrations, name)),
    join(packageDir, 'src/db/seed.ts'),
    join(packageDir, 'src/db/demoContent.ts'),
    join(packageDir, '../domain/src/reference/catalogue.json'),
  ];
  for (const file of files) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

export const cacheDir = join(packageDir, 'node_modules/.cache/runway-server');

/** The PGlite template tarball of this fingerprint. */
export function pgliteTemplatePath(fingerprint: string): string {
  return join(cacheDir, `pglite-template-${fingerprint}.tar.gz`);
}

/**
 * Every checkout (the main one and each git worktree) shares the one PostgreSQL server, and
 * may hold other migrations. Its databases carry an id of its own path, so a run never
 * clones, drops or clears another checkout's.
 */
export function checkoutId(dir: string): string {
  return createHash('sha256').update(dir).digest('hex').slice(0, 8);
}

export const CHECKOUT_ID = checkoutId(packageDir);

/** The PostgreSQL template database of this checkout and fingerprint. */
export function postgresTemplateName(fingerprint: string): string {
  return `${templatePrefix()}${fingerprint}`;
}

/** The names of this checkout's templates start with it (others' never do). */
export function templatePrefix(checkout: string = CHECKOUT_ID): string {
  return `rl_template_${checkout}_`;
}

/**
 * A test database of this checkout, cloned for one test file of the run whose main process
 * is `runPid`: a run that dies leaves its copies behind, and the next run of the same
 * checkout drops those whose process is gone.
 */
export function testDatabaseName(runPid: number, unique: string): string {
  return `${testDatabasePrefix()}${runPid}_${unique}`;
}

export function testDatabasePrefix(checkout: string = CHECKOUT_ID): string {
  return `rl_test_${checkout}_`;
}

/** The run's process id inside one of this checkout's test database names, if it is one. */
export function runPidOf(database: string): number | null {
  const prefix = testDatabasePrefix();
  if (!database.startsWith(prefix)) return null;
  const pid = Number(database.slice(prefix.length).split('_')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** LIKE pattern for names that start with `prefix` (its underscores taken literally). */
export function likePrefix(prefix: string): string {
  return `${prefix.replaceAll('_', '\\_')}%`;
}

/** A connection string to another database of the same server. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export const TEMPLATE_PUBLIC_URL = 'http://localhost:3000';
