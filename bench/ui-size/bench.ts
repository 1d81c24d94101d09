// `pnpm bench ui-size`: what @runway-live/ui costs an app. Builds three tiny apps with
// Vite against the published build (packages/ui/dist, what npm users get): react +
// styled-components alone, the same plus { Button }, and the same plus everything the
// package exports. Prints each gzip size and what the ui adds. Budget (issue 5): Button
// alone adds at most 15 KB gzip beyond react and styled-components.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';

const BUTTON_BUDGET_KB = 15;

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
  '+ { Button }': `${base}import { Button } from '@runway-live/ui';
createRoot(document.getElementById('root')).render(h(Page, null, h(Button, null, 'Continue')));`,
  '+ everything': `${base}import * as ui from '@runway-live/ui';
// Touching the namespace keeps every export in the bundle.
createRoot(document.getElementById('root')).render(h(Page, null, Object.keys(ui).join(' ')));`,
} as const;

type AppName = keyof typeof apps;

async function gzipSize(name: AppName, source: string): Promise<number> {
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
const sizes = {} as Record<AppName, number>;
for (const [name, source] of Object.entries(apps) as [AppName, string][]) {
  sizes[name] = await gzipSize(name, source);
}

const baseline = sizes['react + styled-components'];
console.log('app (vite build, minified, gzip -9)      gzip       added by ui');
for (const name of Object.keys(apps) as AppName[]) {
  const added = name === 'react + styled-components' ? '' : kb(sizes[name] - baseline);
  console.log(`${name.padEnd(40)} ${kb(sizes[name]).padStart(9)}  ${added.padStart(12)}`);
}

const buttonAdds = (sizes['+ { Button }'] - baseline) / 1024;
const verdict = buttonAdds <= BUTTON_BUDGET_KB ? 'within' : 'OVER';
console.log(
  `\n{ Button } adds ${buttonAdds.toFixed(1)} KB gzip: ${verdict} the ${BUTTON_BUDGET_KB} KB budget.`,
);
if (verdict === 'OVER') process.exit(1);
