import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineProject, mergeConfig } from 'vitest/config';
import { sourceResolve } from '../../scripts/source-resolve.mjs';
import { moduleMockingTests } from '../../scripts/module-mocking.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));

// The console's unit tests: client hooks, session restore, guards and screens in happy-dom.
// The real-browser journeys live in e2e/ and run against the built server.
//
// Files share their worker's modules (`isolate: false`): each file paid again for importing
// the kit, the domain and the app (import and setup were more than half the project's time),
// and every test already leaves the page as it found it (setup.ts: the DOM cleaned up,
// globals unstubbed, storage cleared, a fresh fake server). A file that replaces a module
// (`vi.mock`) cannot share: the replaced module may already be loaded, or its replacement
// would leak into the next file. Those run isolated in 'console:mocks'
// (vitest.mocking.config.ts), found by what they contain, so a new one cannot be missed.
export const consoleMockingTests = () => moduleMockingTests(root, 'src');

export const consoleProject = (test: {
  name: string;
  include: string[];
  exclude?: string[];
  isolate: boolean;
}) =>
  mergeConfig(
    sourceResolve,
    defineProject({
      plugins: [react()],
      test: {
        ...test,
        environment: 'happy-dom',
        setupFiles: ['./src/test/setup.ts'],
        // Screen tests type like a user, key by key; the machine's two cores are shared by
        // every project of the suite at once, where the longest forms (products, events)
        // take three times their 9 s alone.
        testTimeout: 60_000,
      },
    }),
  );

export default consoleProject({
  name: 'console',
  include: ['src/**/*.test.{ts,tsx}'],
  exclude: [...configDefaults.exclude, ...consoleMockingTests()],
  isolate: false,
});
