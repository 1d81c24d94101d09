import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

type Exports = Record<string, string | { 'runway-source': string }>;
const { exports } = JSON.parse(readFileSync('package.json', 'utf8')) as { exports: Exports };

// The barrel and each subpath of package.json's `exports` (read from there, so a subpath is
// declared once), each its own file in dist at its source's place, the shared code split
// into chunks, in ESM and CJS.
const entry = Object.fromEntries(
  Object.values(exports)
    .filter((target) => typeof target === 'object')
    .map(({ 'runway-source': source }) => [source.replace(/^\.\/src\/|\.ts$/g, ''), source]),
);

export default defineConfig({
  entry,
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
});
