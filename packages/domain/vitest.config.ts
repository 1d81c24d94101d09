import { defineProject, mergeConfig } from 'vitest/config';
import { sourceResolve } from '../../scripts/source-resolve.mjs';

export default mergeConfig(
  sourceResolve,
  defineProject({
    test: {
      name: 'domain',
      environment: 'node',
      include: ['src/**/*.test.ts'],
    },
  }),
);
