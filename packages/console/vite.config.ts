import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { sourceResolve } from '../../scripts/source-resolve.mjs';

export default defineConfig({
  plugins: [react()],
  resolve: sourceResolve.resolve,
  server: {
    port: 5173,
    proxy: {
      // The running API server's own settings; without it the console uses its defaults.
      '/settings.js': 'http://127.0.0.1:3000',
      '/api': 'http://127.0.0.1:3000',
      '/uploads': 'http://127.0.0.1:3000',
      '/socket.io': { target: 'http://127.0.0.1:3000', ws: true },
    },
  },
  build: {
    sourcemap: true,
    // modulepreload is only a hint: browsers without it (Safari < 17, Firefox < 115) load
    // the same chunks when they are imported. The polyfill cost every first visit ~0.2 KB
    // gzip of the login budget (docs/decisions/0006-login-bundle-budget.md).
    modulePreload: { polyfill: false },
    // The console only: the public embeddable player (`player.html`) has its own build,
    // vite.player.config.ts, run after this one into the same dist.
    rolldownOptions: {
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)) },
    },
  },
});
