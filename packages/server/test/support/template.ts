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

/** The PostgreSQL template database of this fingerprint. */
export function postgresTemplateName(fingerprint: string): string {
  return `rl_template_${fingerprint}`;
}

/** A connection string to another database of the same server. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export const TEMPLATE_PUBLIC_URL = 'http://localhost:3000';
