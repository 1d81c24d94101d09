import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

// One ESM file for Node 20; dependencies stay in node_modules. The migrations ship beside
// dist/main.js, where the migrator looks for them in the build.
export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  sourcemap: true,
  clean: true,
  onSuccess: async () => {
    cpSync('drizzle', 'dist/drizzle', { recursive: true });
  },
});
