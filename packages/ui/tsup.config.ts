import { defineConfig } from 'tsup';

/**
 * Split per component: every folder's index.ts is an entry and shared code becomes
 * chunks, so with `sideEffects: false` a bundler that imports only { Button } drops every
 * other component's module. (styled-components' definitions are top-level calls a
 * bundler cannot prove pure, so one big file would keep them all.) Types come from the
 * public index only.
 */
export default defineConfig({
  entry: ['src/index.ts', 'src/*/index.ts'],
  format: ['esm', 'cjs'],
  splitting: true,
  dts: { entry: { index: 'src/index.ts' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
