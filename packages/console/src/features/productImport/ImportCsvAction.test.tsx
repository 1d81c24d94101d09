import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { alertAtom } from '../../state/alerts';
import { toastsAtom } from '../../state/toasts';
import {
  csvFile,
  sampleCsv,
  sampleFor,
  sampleWithTwoBadLines,
  twoBadLineMessages,
} from './testing';
import { LOOK_QUERIES, PRODUCT_QUERIES } from './ImportCsvAction';
import {
  answer,
  choose,
  importCalls,
  layOutTheSheet,
  lineTexts,
  person,
  renderAction,
  serve,
  sheet,
  until,
} from './importSheetHarness';

// happy-dom has no Web Worker: the worker's own work runs on the test's thread instead.
vi.mock('./productFileReader', async () => ({
  readInWorker: (await import('./testing')).readInThread,
}));

layOutTheSheet();

describe('ImportCsvAction', () => {
  it('takes only .csv files', async () => {
    const { fetchMock } = serve();
    const { store } = await renderAction();
    await choose(csvFile(sampleCsv, 'products.xlsx'));
    expect(store.get(alertAtom)).toEqual({ type: 'error', text: 'Please import valid .csv file.' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the sample file when the header is empty', async () => {
    serve();
    const { store } = await renderAction();
    await choose(csvFile('\r\n'));
    await vi.waitFor(() =>
      expect(store.get(alertAtom)).toEqual({
        type: 'error',
        text: 'Please download sample csv file to import data.',
      }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lists a designer’s bad lines with the spec’s messages and previews what Upload writes', async () => {
    const { seen } = serve((dryRun) => ({
      body: answer({
        dryRun,
        created: 0,
        updated: 1,
        variants: 1,
        changes: [
          {
            designerId: 'u-designer',
            productCode: 'ML-3001',
            action: 'update',
            fields: ['productPrice'],
          },
        ],
      }),
    }));
    await renderAction();
    await choose(csvFile(sampleWithTwoBadLines));
    const dialog = await sheet();
    expect(dialog).toHaveAccessibleName('Import products.csv');
    await within(dialog).findByText('4 errors, 0 warnings');
    expect(lineTexts(dialog).filter((text) => text?.startsWith('Error'))).toEqual([
      // Identical messages are grouped; a line the message names is not said twice.
      'Error · lines 2, 4Product ML-1001 is not imported because line 3 has errors.',
      `Error${twoBadLineMessages[0]} (found “Q”)`,
      `Error${twoBadLineMessages[1]}`,
    ]);
    const preview = await within(dialog).findByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent('0 to create, 1 to update · 1 variant row');
    // The spec's 'please refer Help Section.' points at the sheet's Help Section, which
    // offers the allowed values (every size chart).
    const help = within(dialog).getByRole('region', { name: 'Help Section' });
    expect(within(help).getByRole('button', { name: 'Allowed values' })).toBeVisible();
    expect(within(preview).getByRole('listitem')).toHaveTextContent('ML-3001: Price');
    // The dry run carried only the product all of whose lines passed (issue 19: ML-1001,
    // with a refused line, is not sent at all, so none of its variants is removed).
    const [dryRun] = await importCalls(seen);
    expect(dryRun?.dryRun).toBe(true);
    expect(dryRun?.products.map((product) => [product.designer, product.productCode])).toEqual([
      ['u-designer', 'ML-3001'],
    ]);
  });

  it('names the variants an upload removes and uploads only once their removal is confirmed', async () => {
    const { seen } = serve((dryRun) => ({
      body: answer({
        dryRun,
        created: 2,
        updated: 1,
        changes: [
          {
            designerId: 'u-designer',
            productCode: 'ML-1001',
            action: 'update',
            fields: ['colors'],
            removed: [{ color: 'Navy', size: 'S', sku: 'ML-1001-NAV-S' }],
          },
        ],
      }),
    }));
    await renderAction();
    await choose(csvFile(sampleCsv));
    const dialog = await sheet();
    const preview = await within(dialog).findByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('listitem')).toHaveTextContent(
      'ML-1001: Colors and sizes; removes Navy S',
    );
    const upload = within(dialog).getByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();
    await person().click(
      within(dialog).getByRole('checkbox', {
        name: 'Remove this variant from the stored products',
      }),
    );
    await person().click(upload);
    await within(dialog).findByText('Uploaded');
    expect((await importCalls(seen)).map((call) => call.dryRun)).toEqual([true, false]);
  });

  it('uploads, shows the tick, closes itself after 3 s and refreshes the product lists', async () => {
    const { seen } = serve((dryRun) => ({ body: answer({ dryRun, created: 3, variants: 5 }) }));
    const onImported = vi.fn();
    const { invalidate, store } = await renderAction({ onImported });
    await choose(csvFile(sampleCsv));
    const dialog = await sheet();
    await within(dialog).findByText('No errors & warning');
    await within(dialog).findByText('3 to create, 0 to update · 5 variant rows');

    // Testing Library's async helpers wait on setTimeout, and vitest's waitFor moves the
    // faked clock: with setTimeout faked, the test clicks with fireEvent and yields to the
    // event loop (setImmediate is not faked) until the tick shows, the clock standing still.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await until(() => within(dialog).queryByText('Uploaded') !== null);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: PRODUCT_QUERIES });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: LOOK_QUERIES });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2999);
    });
    expect(onImported).not.toHaveBeenCalled();
    expect(dialog).toBeVisible();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(onImported).toHaveBeenCalledExactlyOnceWith(
      answer({ dryRun: false, created: 3, variants: 5 }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.get(toastsAtom).map((toast) => toast.text)).toEqual([
      'Products imported: 3 created, 0 updated.',
    ]);
    expect((await importCalls(seen)).map((call) => call.dryRun)).toEqual([true, false]);
  });

  it('sends nothing on Cancel and reports no import', async () => {
    const { seen } = serve();
    const onImported = vi.fn();
    await renderAction({ onImported });
    await choose(csvFile(sampleCsv));
    const dialog = await sheet();
    await within(dialog).findByRole('region', { name: 'Preview' });
    await person().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onImported).not.toHaveBeenCalled();
    expect((await importCalls(seen)).map((call) => call.dryRun)).toEqual([true]);
  });

  it('keeps Upload disabled when no line passed, and sends nothing', async () => {
    const { seen } = serve();
    await renderAction();
    await choose(csvFile(sampleFor('someone-else')));
    const dialog = await sheet();
    await within(dialog).findByText(/^\d+ errors, 0 warnings$/);
    expect(lineTexts(dialog)[0]).toBe(
      'ErrorDesigner Id is invalid in line 2 (found “someone-else”)',
    );
    expect(within(dialog).queryByRole('region', { name: 'Preview' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(await importCalls(seen)).toEqual([]);
  });

  it('shows the products the server refused, by product, when the upload is a 400', async () => {
    serve((dryRun) =>
      dryRun
        ? { body: answer() }
        : {
            status: 400,
            body: {
              success: false,
              message: 'Some products were refused: nothing was imported.',
              rejected: [
                { index: 1, productCode: 'ML-2040', messages: ['Category Id is invalid'] },
              ],
              rejectedCount: 1,
            },
          },
    );
    const onImported = vi.fn();
    await renderAction({ onImported });
    await choose(csvFile(sampleCsv));
    const dialog = await sheet();
    await within(dialog).findByRole('region', { name: 'Preview' });
    await person().click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Some products were refused: nothing was imported.',
    );
    const refused = within(dialog).getByRole('region', { name: 'Refused products' });
    expect(refused).toHaveTextContent('1 product was refused, nothing was written');
    expect(refused).toHaveTextContent('ML-2040: Category Id is invalid');
    expect(onImported).not.toHaveBeenCalled();
  });

  it('shows the limit’s message of a 413', async () => {
    const limit = 'An import takes at most 50000 variant rows.';
    serve((dryRun) => ({
      status: 413,
      body: dryRun ? { success: false, message: limit } : answer(),
    }));
    await renderAction();
    await choose(csvFile(sampleCsv));
    const preview = await within(await sheet()).findByRole('region', { name: 'Preview' });
    await vi.waitFor(() => expect(preview).toHaveTextContent(limit));
  });
});
