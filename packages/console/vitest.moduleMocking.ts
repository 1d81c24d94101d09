import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The test files that replace a module with `vi.mock`, relative to the package. */
export function moduleMockingTests(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (
        /\.test\.tsx?$/.test(entry.name) &&
        readFileSync(path, 'utf8').includes('vi.mock(')
      ) {
        found.push(relative(root, path));
      }
    }
  };
  walk(join(root, 'src'));
  return found;
}
