import { defineProject, mergeConfig } from 'vitest/config';
import { sourceResolve } from '../../scripts/source-resolve.mjs';

export default mergeConfig(
  sourceResolve,
  defineProject({
    test: {
      name: 'domain',
      environment: 'node',
      include: ['src/**/*.test.ts'],
      // Pure functions: the files share their worker's modules rather than importing the
      // domain again for each (import was most of the project's time). None replaces a
      // module; one that must would run in a project of its own, as the console's do.
      isolate: false,
    },
  }),
);
