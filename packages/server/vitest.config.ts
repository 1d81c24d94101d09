import { configDefaults, defineProject, mergeConfig } from 'vitest/config';
import { sourceResolve } from '../../scripts/source-resolve.mjs';

/**
 * The server suite on PGlite. Root vitest.config.ts adds 'server:postgres' (the same files
 * with RL_TEST_DRIVER=postgres) when DATABASE_URL is set, and 'server:redis' (the
 * *.redis.test.ts files, left out here) when REDIS_URL is set. The global setup migrates and
 * seeds ONE template database; each test file gets a clone of it.
 */
export default mergeConfig(
  sourceResolve,
  defineProject({
    test: {
      name: 'server',
      environment: 'node',
      include: ['test/**/*.test.ts'],
      exclude: [...configDefaults.exclude, 'test/**/*.redis.test.ts'],
      globalSetup: ['test/support/globalSetup.ts'],
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  }),
);
