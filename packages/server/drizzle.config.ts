import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @runway-live/server db:generate` writes SQL migrations to ./drizzle; the
// server applies them at start-up on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
