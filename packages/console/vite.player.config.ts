import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { sourceResolve } from '../../scripts/source-resolve.mjs';

/**
 * The public embeddable player's page (`/web-event/video/:id/:type`, issue 22) on its own
 * build, run after the console's into the same dist (`dist/player.html`, where the server
 * looks for it). The player's code is written against React 19, and its tests run on React;
 * this build alone renders it with Preact's compatibility layer, so the page fits its 60 KB
 * budget, which React 19's react-dom alone exceeds (docs/decisions/0017-player-bundle-budget.md).
 */
const compat = (entry: string) => fileURLToPath(import.meta.resolve(entry));

export default defineConfig({
  plugins: [react()],
  resolve: {
    ...sourceResolve.resolve,
    alias: [
      { find: /^react$/, replacement: compat('preact/compat') },
      { find: /^react-dom$/, replacement: compat('preact/compat') },
      { find: /^react-dom\/client$/, replacement: compat('preact/compat/client') },
      { find: /^react\/jsx-runtime$/, replacement: compat('preact/compat/jsx-runtime') },
      { find: /^react\/jsx-dev-runtime$/, replacement: compat('preact/compat/jsx-dev-runtime') },
    ],
  },
  build: {
    sourcemap: true,
    modulePreload: { polyfill: false },
    // The console's build (vite.config.ts) has just filled dist; this one adds to it.
    emptyOutDir: false,
    rolldownOptions: {
      input: { player: fileURLToPath(new URL('./player.html', import.meta.url)) },
    },
  },
});
