import { defineConfig } from 'tsup';

/**
 * Split per component: every folder's index.ts is an entry and shared code becomes
 * chunks, so with `sideEffects: false` a bundler that imports only { Button } drops every
 * other component's module. (styled-components' definitions are top-level calls a
 * bundler cannot prove pure, so one big file would keep them all.) Types come from the
 * public index and the tokens' entry only.
 */
export default defineConfig({
  // `@runway-live/ui/tokens`: the token values alone, no React, for pages drawn without
  // the kit (the server's local payment pages).
  entry: ['src/index.ts', 'src/*/index.ts', 'src/theme/tokens.ts'],
  format: ['esm', 'cjs'],
  splitting: true,
  dts: { entry: { index: 'src/index.ts', 'theme/tokens': 'src/theme/tokens.ts' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
