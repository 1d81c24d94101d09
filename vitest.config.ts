import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// One `vitest run` covers every package. Each package's own vitest.config.ts names its
// project; the server suite runs a second time on PostgreSQL when DATABASE_URL is set.
const projects: (string | TestProjectInlineConfiguration)[] = ['packages/*/vitest.config.ts'];

if (process.env.DATABASE_URL) {
  projects.push({
    extends: './packages/server/vitest.config.ts',
    root: './packages/server',
    test: {
      name: 'server:postgres',
      env: { RL_TEST_DRIVER: 'postgres' },
      // The embedded-mode test is about PGlite files; it runs in the 'server' project.
      exclude: ['test/embedded.test.ts'],
    },
  });
}

if (process.env.REDIS_URL) {
  // Several processes sharing live rooms need a Redis server; a fresh machine has none.
  projects.push('packages/server/vitest.redis.config.ts');
}

export default defineConfig({
  test: {
    projects,
  },
});
