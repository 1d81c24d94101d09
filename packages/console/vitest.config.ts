import react from '@vitejs/plugin-react';
import { defineProject, mergeConfig } from 'vitest/config';
import { sourceResolve } from '../../scripts/source-resolve.mjs';

// The console's unit tests: client hooks, session restore, guards and screens in happy-dom.
// The real-browser journeys live in e2e/ and run against the built server.
export default mergeConfig(
  sourceResolve,
  defineProject({
    plugins: [react()],
    test: {
      name: 'console',
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      // Screen tests type like a user, key by key; the machine's two cores are shared by
      // every project of the suite at once, where the longest forms (products, events)
      // take three times their 9 s alone.
      testTimeout: 60_000,
    },
  }),
);
