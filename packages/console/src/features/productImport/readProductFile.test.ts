import { decryptBody } from '@runway-live/domain/envelope';
import { importedProductListSchema } from '@runway-live/domain/import';
import { describe, expect, it } from 'vitest';
import {
  csvFile,
  importContext,
  sampleCsv,
  sampleFor,
  sampleWithTwoBadLines,
  twoBadLineMessages,
} from './testing';
import Papa from 'papaparse';
import { importReportCsv } from './importReport';
import { READ_CHUNK_BYTES, readProductFile, sealProducts } from './readProductFile';

describe('readProductFile: the import worker’s work', () => {
  it('reads a clean file: no lines, its products and variant rows, the products as JSON text', async () => {
    const result = await readProductFile(csvFile(sampleCsv), importContext());
    expect(result.messages).toEqual([]);
    expect(result.fileError).toBeUndefined();
    expect(result.productCount).toBe(3);
    expect(result.variantCount).toBe(5);
    const products = importedProductListSchema.parse(JSON.parse(result.productsText));
    expect(products.map((product) => [product.designer, product.productCode])).toEqual([
      ['u-designer', 'ML-1001'],
      ['u-designer', 'ML-2040'],
      ['u-designer', 'ML-3001'],
    ]);
  });

  it('gives the spec’s messages by line and leaves out every product with a failing line', async () => {
    const result = await readProductFile(csvFile(sampleWithTwoBadLines), importContext());
    const notImported = 'Product ML-1001 is not imported because line 3 has errors.';
    expect(result.messages).toEqual([
      { errorType: 'Error', lineNumber: 2, message: notImported },
      { errorType: 'Error', lineNumber: 3, message: twoBadLineMessages[0], value: 'Q' },
      { errorType: 'Error', lineNumber: 4, message: notImported },
      { errorType: 'Error', lineNumber: 5, message: twoBadLineMessages[1] },
    ]);
    // ML-2040 had one line, and it failed; ML-1001 has a failing line (issue 19): ML-3001.
    expect(result.productCount).toBe(1);
    expect(result.variantCount).toBe(1);
  });

  it('writes a report of the lines with their original cells under the file’s header', async () => {
    const result = await readProductFile(csvFile(sampleWithTwoBadLines), importContext());
    const report = Papa.parse<string[]>(importReportCsv(result.messages, result.rows)).data;
    const [header, , sizeLine] = report;
    const fileLines = sampleWithTwoBadLines.split('\r\n');
    expect(header).toEqual(['row', 'type', 'message', 'value', ...fileLines[0]!.split(',')]);
    expect(sizeLine?.slice(0, 4)).toEqual(['3', 'Error', twoBadLineMessages[0], 'Q']);
    expect(sizeLine?.slice(4)).toEqual(Papa.parse<string[]>(fileLines[2]!).data[0]);
  });

  it('asks for the sample file when the header is empty', async () => {
    const result = await readProductFile(csvFile('\n,,\n'), importContext());
    expect(result).toMatchObject({
      fileError: 'Please download sample csv file to import data.',
      productCount: 0,
    });
  });

  it('needs a Designer Id per line from admin and staff, and fills the screen’s event', async () => {
    const admin = importContext({ role: 'admin', userId: 'u-admin', eventId: 'event-7' });
    const blank = await readProductFile(sampleCsv, admin);
    expect(blank.messages.map((line) => line.message)).toEqual(
      [2, 3, 4, 5, 6].map((line) => `Designer Id is missing in line ${line}`),
    );
    const named = await readProductFile(sampleFor('u-designer-2'), admin);
    expect(named.messages).toEqual([]);
    const products = importedProductListSchema.parse(JSON.parse(named.productsText));
    expect(products.every((product) => product.designer === 'u-designer-2')).toBe(true);
    expect(products.every((product) => product.eventId === 'event-7')).toBe(true);
  });

  it('refuses a designer’s line naming another designer', async () => {
    const result = await readProductFile(sampleFor('someone-else'), importContext());
    expect(result.messages.map((line) => line.message)).toContain(
      'Designer Id is invalid in line 2',
    );
    expect(result.productCount).toBe(0);
  });

  it('reads a large file slice by slice, reporting whole percents that only go up, to 100', async () => {
    const [header, ...lines] = sampleCsv.split('\r\n');
    // About 1.5 MB: three slices of READ_CHUNK_BYTES.
    const rows: string[] = [header!];
    let length = header!.length;
    for (let copy = 0; length < 3 * READ_CHUNK_BYTES; copy += 1) {
      for (const line of lines) {
        rows.push(line.replaceAll('ML-', `C${copy}-`));
        length += line.length + 2;
      }
    }
    const text = `\ufeff${rows.join('\r\n')}`;
    const seen: number[] = [];
    const result = await readProductFile(csvFile(text), importContext(), (percent) =>
      seen.push(percent),
    );
    expect(result.messages).toEqual([]);
    expect(result.variantCount).toBe(rows.length - 1);
    expect(seen.at(-1)).toBe(100);
    expect(seen.length).toBeGreaterThan(10);
    expect(seen.every((percent, index) => index === 0 || percent > seen[index - 1]!)).toBe(true);
    expect(seen.every((percent) => Number.isInteger(percent))).toBe(true);
  });

  it('gives the same result as the domain’s whole-text importer', async () => {
    const fromFile = await readProductFile(csvFile(sampleWithTwoBadLines), importContext());
    const fromText = await readProductFile(sampleWithTwoBadLines, importContext());
    expect(fromFile).toEqual(fromText);
  });
});

describe('sealProducts', () => {
  it('seals {products} in the envelope as the client would send it', async () => {
    const bytes = await sealProducts('[{"a":1}]', 'secret');
    const sealed = JSON.parse(new TextDecoder().decode(bytes)) as { encryptBody: string };
    expect(Object.keys(sealed)).toEqual(['encryptBody']);
    expect(decryptBody(sealed.encryptBody, 'secret')).toEqual({
      ok: true,
      value: { products: '[{"a":1}]' },
    });
  });
});
