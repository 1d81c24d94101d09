#!/usr/bin/env node
// The published package, as a stranger gets it: `pnpm pack` @runway-live/ui and its
// @runway-live/domain, install both tarballs into a fresh Vite app outside the workspace
// with npm (from a local cache: the registry only fills it once), then render
// { Button, TextField } on the server (ESM and CJS) and in a browser build served to
// Debian's Chromium. Fails loudly at the first broken step.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';

const started = Date.now();
const uiDir = fileURLToPath(new URL('..', import.meta.url));
const domainDir = join(uiDir, '../domain');
const workspaceRoot = join(uiDir, '../..');

function step(label) {
  console.log(`  · ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: process.env });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result.stdout;
}

function assertIncludes(text, fragment, where) {
  if (!text.includes(fragment)) {
    throw new Error(
      `${where} does not contain ${JSON.stringify(fragment)}:\n${text.slice(0, 2000)}`,
    );
  }
}

// The app pins what the workspace itself runs, so a pass here means the same versions.
const workspaceVersion = (name) =>
  JSON.parse(readFileSync(join(workspaceRoot, 'node_modules', name, 'package.json'), 'utf8'))
    .version;

/** npm's cache for the smoke app, kept between runs with the workspace's own packages. */
const NPM_CACHE = join(workspaceRoot, 'node_modules/.cache/ui-smoke-npm');

const app = mkdtempSync(join(tmpdir(), 'runway-ui-smoke-'));
try {
  for (const dir of [domainDir, uiDir]) {
    if (!existsSync(join(dir, 'dist/index.js'))) {
      step(`building ${dir}`);
      run('pnpm', ['build'], dir);
    }
  }

  step('packing @runway-live/domain and @runway-live/ui');
  const pack = (dir) =>
    run('pnpm', ['pack', '--pack-destination', app], dir).trim().split('\n').at(-1);
  const domainTarball = pack(domainDir);
  const uiTarball = pack(uiDir);

  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'runway-ui-smoke',
        private: true,
        type: 'module',
        dependencies: {
          '@runway-live/domain': `file:${domainTarball}`,
          '@runway-live/ui': `file:${uiTarball}`,
          react: workspaceVersion('react'),
          'react-dom': workspaceVersion('react-dom'),
          'styled-components': workspaceVersion('styled-components'),
          vite: workspaceVersion('vite'),
        },
        // ui asks for domain ^0.0.0: the local tarball, never the registry.
        overrides: { '@runway-live/domain': `file:${domainTarball}` },
      },
      null,
      2,
    ),
  );

  // From a cache of its own under node_modules/.cache, offline: the registry is asked only
  // on the first run of a checkout (or after a version the app pins changed), never on
  // every run.
  const install = (mode) =>
    spawnSync(
      'npm',
      [
        'install',
        mode,
        `--cache=${NPM_CACHE}`,
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
      ],
      { cwd: app, encoding: 'utf8', env: process.env },
    );
  step(`installing the tarballs with npm from the local cache (${NPM_CACHE})`);
  if (install('--offline').status !== 0) {
    step('the cache lacks a package: filling it from the registry, once');
    const filled = install('--prefer-offline');
    if (filled.status !== 0) {
      throw new Error(`npm install failed in ${app}:\n${filled.stdout}\n${filled.stderr}`);
    }
  }

  const ssrScript = `
    import { createElement as h } from 'react';
    import { renderToString } from 'react-dom/server';
    import { ServerStyleSheet } from 'styled-components';
    import { Button, TextField, RunwayThemeProvider } from '@runway-live/ui';
    const sheet = new ServerStyleSheet();
    const html = renderToString(sheet.collectStyles(h(RunwayThemeProvider, null,
      h(Button, null, 'Continue'), h(TextField, { label: 'E-mail', name: 'email' }))));
    console.log(html + sheet.getStyleTags());
  `;
  writeFileSync(join(app, 'ssr.mjs'), ssrScript);
  writeFileSync(
    join(app, 'ssr.cjs'),
    `const { createElement: h } = require('react');
     const { renderToString } = require('react-dom/server');
     const { Button, TextField } = require('@runway-live/ui');
     console.log(renderToString(h('div', null, h(Button, null, 'Continue'),
       h(TextField, { label: 'E-mail', name: 'email' }))));`,
  );

  step('rendering on the server (ESM)');
  const esmHtml = run('node', ['ssr.mjs'], app);
  assertIncludes(esmHtml, '>Continue</button>', 'ESM server render');
  assertIncludes(esmHtml, '<input', 'ESM server render');
  assertIncludes(esmHtml, '>E-mail', 'ESM server render');
  assertIncludes(esmHtml, '--rl-color-accent', 'ESM server styles');

  step('rendering on the server (CJS)');
  const cjsHtml = run('node', ['ssr.cjs'], app);
  assertIncludes(cjsHtml, '>Continue</button>', 'CJS server render');
  assertIncludes(cjsHtml, '<input', 'CJS server render');

  step('building the browser app with vite');
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="en"><head><title>smoke</title></head><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
  );
  writeFileSync(
    join(app, 'main.js'),
    `import { createElement as h } from 'react';
     import { createRoot } from 'react-dom/client';
     import { Button, TextField, RunwayThemeProvider } from '@runway-live/ui';
     createRoot(document.getElementById('root')).render(h(RunwayThemeProvider, null,
       h(Button, { onClick: () => { document.title = 'clicked'; } }, 'Continue'),
       h(TextField, { label: 'E-mail', name: 'email' })));`,
  );
  run(join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], app);

  step('rendering the browser build in Chromium');
  const dist = join(app, 'dist');
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((request, response) => {
    const path = request.url === '/' ? '/index.html' : (request.url ?? '/');
    const file = join(dist, path);
    if (!file.startsWith(dist) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('E-mail').fill('ada@runway.live');
    const title = await page.title();
    const value = await page.getByLabel('E-mail').inputValue();
    if (title !== 'clicked' || value !== 'ada@runway.live' || errors.length > 0) {
      throw new Error(`browser build misbehaves: title ${title}, value ${value}, errors ${errors}`);
    }
  } finally {
    await browser.close();
    server.close();
  }

  console.log(`ui package smoke test passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  rmSync(app, { recursive: true, force: true });
}
