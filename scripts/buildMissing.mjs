// What `pnpm start` and `pnpm start:scale` run first: build the packages whose output is
// missing (all of them with `rebuild`), in dependency order.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const packages = [
  ['@runway-live/domain', 'packages/domain/dist/index.js'],
  ['@runway-live/ui', 'packages/ui/dist/index.js'],
  ['@runway-live/console', 'packages/console/dist/index.html'],
  ['@runway-live/server', 'packages/server/dist/main.js'],
];

/** @param {boolean} rebuild */
export function buildMissing(rebuild) {
  for (const [name, output] of packages) {
    if (!rebuild && existsSync(output)) continue;
    console.log(`Building ${name}${rebuild ? ' (--rebuild)' : ' (first start)'}…`);
    const build = spawnSync('pnpm', ['--filter', name, 'build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}
