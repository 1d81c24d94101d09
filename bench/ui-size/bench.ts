// `pnpm bench ui-size`: what @runway-live/ui costs an app. Builds three tiny apps with
// Vite against the published build (packages/ui/dist, what npm users get): react +
// styled-components alone, and the same plus everything the
// package exports. Prints each gzip size and what the ui adds. Then one app per component
// (every capitalised export of the build) and what that one component adds. Budgets
// (budgets.ts): each component adds at most 15 KB gzip beyond react and styled-components
// (Button's, issue 5), the heavier ones named there at their own; any over exits 1.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { checkComponentCost } from './budgets';

const root = fileURLToPath(new URL('../..', import.meta.url));
const uiDir = join(root, 'packages/ui');
const uiEntry = join(uiDir, 'dist/index.js');
const outDir = join(root, 'bench/.out/ui-size');

const base = `
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { styled } from 'styled-components';
const Page = styled.main\`padding: 1rem;\`;
`;

const apps = {
  'react + styled-components': `${base}
createRoot(document.getElementById('root')).render(h(Page, null, 'Runway Live'));`,
  '+ everything': `${base}import * as ui from '@runway-live/ui';
// Touching the namespace keeps every export in the bundle.
createRoot(document.getElementById('root')).render(h(Page, null, Object.keys(ui).join(' ')));`,
} as const;

/** The app with one component of the ui, rendered with no props (it is built, not run). */
const componentApp = (component: string) => `${base}import { ${component} } from '@runway-live/ui';
createRoot(document.getElementById('root')).render(h(Page, null, h(${component})));`;

async function gzipSize(name: string, source: string): Promise<number> {
  const dir = join(outDir, name.replace(/\W+/g, '-'));
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'main.js'), source);
  const result = await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    resolve: {
      alias: { '@runway-live/ui': uiEntry },
      dedupe: ['react', 'react-dom', 'styled-components'],
    },
    build: { write: false, rollupOptions: { input: join(dir, 'main.js') } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs
    .flatMap((output) => output.output)
    .filter((file) => file.type === 'chunk')
    .reduce((total, chunk) => total + gzipSync(chunk.code, { level: 9 }).length, 0);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (!existsSync(uiEntry)) {
  console.log('packages/ui/dist is missing: building it');
  const built = spawnSync('pnpm', ['build'], { cwd: uiDir, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

rmSync(outDir, { recursive: true, force: true });
const started = Date.now();
const sizes: Record<string, number> = {};
for (const [name, source] of Object.entries(apps)) {
  sizes[name] = await gzipSize(name, source);
}

// Every component the package exports (a capitalised name that is a function or a
// component object: GlobalStyle and the providers too), in the order of its exports.
const ui = (await import(uiEntry)) as Record<string, unknown>;
const components = Object.keys(ui).filter((name) => /^[A-Z][a-z]/.test(name));
// Two builds at a time (the machine's two cores; each build is its own app, so a shared
// module is counted in full for every component that uses it, as an app would pay it).
const queue = [...components];
await Promise.all(
  [0, 1].map(async () => {
    for (let component = queue.shift(); component; component = queue.shift()) {
      sizes[`+ { ${component} }`] = await gzipSize(
        `component-${component}`,
        componentApp(component),
      );
    }
  }),
);

const baseline = sizes['react + styled-components']!;
console.log('app (vite build, minified, gzip -9)      gzip       added by ui');
for (const [name, size] of Object.entries(sizes)) {
  const added = name === 'react + styled-components' ? '' : kb(size - baseline);
  console.log(`${name.padEnd(40)} ${kb(size).padStart(9)}  ${added.padStart(12)}`);
}

const verdicts = components.map((component) =>
  checkComponentCost({ component, addedKb: (sizes[`+ { ${component} }`]! - baseline) / 1024 }),
);
const breaches = verdicts.flatMap((verdict) => verdict.breaches);
console.log(
  `\n${components.length} components measured in ${((Date.now() - started) / 1000).toFixed(1)} s; ${breaches.length} over budget.`,
);
for (const breach of breaches) console.log(breach);
if (breaches.length > 0) process.exit(1);
