import { defineProject } from 'vitest/config';

// The benches' own rules (the bundle budgets' verdicts), apart from their measuring runs.
export default defineProject({
  test: {
    name: 'bench',
    environment: 'node',
    include: ['**/*.test.ts'],
  },
});
