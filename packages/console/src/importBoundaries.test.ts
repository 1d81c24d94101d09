// ESLint runs in the happy-dom project as the other tests do (its setup needs a window); it
// reads the files from disk with node:fs.
import { ESLint } from 'eslint';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const consoleRoot = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: path.resolve(consoleRoot, '../..') });

/** The boundaries rule's complaints about a fixture, linted as if it were `asFile` of src/. */
async function boundaryErrors(fixture: string, asFile: string): Promise<string[]> {
  const code = await readFile(path.join(consoleRoot, 'boundaryFixtures', fixture), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: path.join(consoleRoot, 'src', asFile) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message.match(/"([^"]+)"/)?.[1] ?? message.message);
}

describe("the console's import direction (the boundaries lint rule)", () => {
  it("refuses a feature importing the shell or another feature's internals", async () => {
    expect(await boundaryErrors('featureReachesUp.tsx', 'features/looks/Fixture.tsx')).toEqual([
      '../../app/ShellLayout',
      '../products/productColumns',
    ]);
  });

  it('refuses a shared part importing a feature or the shell', async () => {
    expect(await boundaryErrors('sharedReachesUp.ts', 'resources/Fixture.ts')).toEqual([
      '../features/products',
      '../app/App',
    ]);
  });

  it("lets a feature import the kit, the shared parts and another feature's index.ts", async () => {
    expect(await boundaryErrors('featureKeepsDirection.tsx', 'features/looks/Fixture.tsx')).toEqual(
      [],
    );
  });
});
