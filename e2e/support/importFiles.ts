import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SAMPLE_PRODUCT_CSV } from '../../packages/domain/src/import/sampleCsv';

/** The CSV files the import journeys choose (issue 13): the domain's sample, renamed. */

/** The sample with its product codes renamed, and (for admin and staff) a Designer Id. */
export function sample(prefix: string, designerId = ''): string {
  return SAMPLE_PRODUCT_CSV.split('\r\n')
    .map((line, index) =>
      index === 0 ? line : `,${designerId}${line.slice(1)}`.replaceAll('ML-', `${prefix}-`),
    )
    .join('\r\n');
}

/** A file of `text` named `name` in a fresh temporary folder, for the file chooser. */
export async function fileOf(name: string, text: string): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'runway-import-journey-')), name);
  await writeFile(path, text);
  return path;
}
