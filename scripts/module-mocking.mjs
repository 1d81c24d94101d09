import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The test files under `dir` (a folder of the package at `packageRoot`) that replace a
 * module with `vi.mock`, relative to the package. A project whose files share their worker's
 * modules (`isolate: false`) leaves these out and runs them isolated in a project of their
 * own: a replaced module may already be loaded, or its replacement would leak into the next
 * file. Found by what the files contain, so a new one cannot be missed.
 */
export function moduleMockingTests(packageRoot, dir) {
  const found = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (
        /\.test\.tsx?$/.test(entry.name) &&
        readFileSync(path, 'utf8').includes('vi.mock(')
      ) {
        found.push(relative(packageRoot, path));
      }
    }
  };
  walk(join(packageRoot, dir));
  return found;
}
