import { defineProject } from 'vitest/config';

// The journeys' own pieces (the shard planner), not the journeys: those run in e2e/run.ts.
export default defineProject({
  test: {
    name: 'e2e support',
    environment: 'node',
    include: ['support/**/*.test.ts'],
  },
});
