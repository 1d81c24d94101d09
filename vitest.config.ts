import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// One `vitest run` covers every package. Each package's own vitest.config.ts names its
// project; the server tests that need PostgreSQL (races, SQL behaviour, the adapter) run a
// second time on it when DATABASE_URL is set (packages/server/vitest.postgres.config.ts).
const projects: (string | TestProjectInlineConfiguration)[] = [
  'packages/*/vitest.config.ts',
  // The console's and the server's files that replace a module run isolated (their
  // packages' vitest.config.ts).
  'packages/*/vitest.mocking.config.ts',
  // The benches' rules (the bundle budgets that fail CI), not their measuring runs.
  'bench/vitest.config.ts',
  // The scripts' own pieces (the scale mode's balancer).
  'scripts/vitest.config.ts',
  // The journeys' own pieces (the shard planner).
  'e2e/vitest.config.ts',
];

if (process.env.DATABASE_URL) projects.push('packages/server/vitest.postgres.config.ts');

if (process.env.REDIS_URL) {
  // Several processes sharing live rooms need a Redis server; a fresh machine has none.
  projects.push('packages/server/vitest.redis.config.ts');
}

export default defineConfig({
  test: {
    projects,
    // Two cores: two test workers at a time across every project (plus this process and
    // the browser project's Chromium), rather than one per project each claiming the machine.
    maxWorkers: 2,
  },
});
