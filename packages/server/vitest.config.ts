import { fileURLToPath } from 'node:url';
import { configDefaults, defineProject, mergeConfig } from 'vitest/config';
import { moduleMockingTests } from '../../scripts/module-mocking.mjs';
import { nodeSourceResolve } from '../../scripts/source-resolve.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
/** The server's test files that replace a module (`vi.mock`): 'server:mocks' runs them. */
export const serverMockingTests = () => moduleMockingTests(root, 'test');

/**
 * The server suite on PGlite. Root vitest.config.ts adds 'server:postgres' (the same files
 * with RL_TEST_DRIVER=postgres) when DATABASE_URL is set, and 'server:redis' (the
 * *.redis.test.ts files, left out here) when REDIS_URL is set. The global setup migrates and
 * seeds ONE template database; each test file gets a clone of it.
 *
 * Files share their worker's modules (`isolate: false`), as the console's do: each file paid
 * again for importing the whole server (fastify, socket.io, drizzle, every module) before its
 * first test. Each file builds its own app on its own database and config (createTestApp),
 * the server keeps no state in its modules beyond constants, and the files that stub
 * something restore it. The files that replace a module run isolated in 'server:mocks'
 * (vitest.mocking.config.ts). The PostgreSQL and Redis projects stay isolated: they are few.
 */
export default mergeConfig(
  nodeSourceResolve,
  defineProject({
    test: {
      name: 'server',
      environment: 'node',
      include: ['test/**/*.test.ts'],
      exclude: [
        ...configDefaults.exclude,
        'test/**/*.redis.test.ts',
        // PostgreSQL only (a fault PGlite cannot have): 'server:postgres' runs them.
        'test/**/*.postgres.test.ts',
        ...serverMockingTests(),
      ],
      isolate: false,
      globalSetup: ['test/support/globalSetup.ts'],
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  }),
);
