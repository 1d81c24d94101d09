import { defineProject } from 'vitest/config';

// The scripts' own pieces (the scale mode's balancer), apart from what they start.
export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['**/*.test.ts'],
  },
});
