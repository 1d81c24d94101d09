import { defineConfig } from 'vitest/config';

// One `vitest run` covers every package. Each package's own vitest.config.ts names its
// project; the server suite runs a second time on PostgreSQL when DATABASE_URL is set.
const projects: string[] = ['packages/*/vitest.config.ts'];

export default defineConfig({
  test: {
    projects,
  },
});
