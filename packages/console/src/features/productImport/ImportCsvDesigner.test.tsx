import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fakeServer';
import { adminUser } from '../../test/users';
import { csvFile, miscellaneousAnswer, sampleCsv, sampleFor } from './testing';
import {
  answer,
  choose,
  importCalls,
  layOutTheSheet,
  lineTexts,
  nord,
  person,
  renderAction,
  serve,
  sheet,
} from './importSheetHarness';

// happy-dom has no Web Worker: the worker's own work runs on the test's thread instead.
vi.mock('./productFileReader', async () => ({
  readInWorker: (await import('./testing')).readInThread,
}));

layOutTheSheet();

describe('ImportCsvAction: whose products a file fills', () => {
  it('lets an admin pick in the sheet the designer who fills blank Designer Id cells (issue 19)', async () => {
    const { seen } = fakeServer({
      'GET /api/miscellaneous': () => ({ body: miscellaneousAnswer }),
      'GET /api/v2/designers': () => ({
        body: { success: true, data: { items: [nord], total: 1, page: 1, limit: 100 } },
      }),
      'POST /api/v2/import': (request) => ({
        body: answer({ dryRun: new URL(request.url).searchParams.get('dryRun') === 'true' }),
      }),
    });
    await renderAction({}, adminUser);
    await choose(csvFile(sampleCsv));
    const dialog = await sheet();
    await within(dialog).findByText('5 errors, 0 warnings');
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();

    const designer = within(dialog).getByRole('combobox', { name: /Designer/ });
    await person().type(designer, 'Nord');
    await person().click(await within(dialog).findByRole('option', { name: 'Nora Nord' }));
    await within(dialog).findByText('No errors & warning');
    // The file was read again for the designer; the picker kept its place and focus.
    expect(designer).toBeInTheDocument();
    expect(designer).toHaveFocus();
    await within(dialog).findByRole('region', { name: 'Preview' });
    const [dryRun] = await importCalls(seen);
    expect(dryRun?.products).toHaveLength(3);
    expect(dryRun?.products.every((product) => product.designer === 'u-nord')).toBe(true);
    await person().click(within(dialog).getByRole('button', { name: 'Upload' }));
    await within(dialog).findByText('Uploaded');
    expect((await importCalls(seen)).map((call) => call.dryRun)).toEqual([true, false]);
  });

  it('shows no designer choice to a designer', async () => {
    serve();
    await renderAction();
    await choose(csvFile(sampleCsv));
    const dialog = await sheet();
    await within(dialog).findByRole('region', { name: 'Preview' });
    expect(within(dialog).queryByRole('combobox', { name: /Designer/ })).toBeNull();
  });

  it('needs a Designer Id per line from an admin, and fills blank Event Ids from the screen', async () => {
    const { seen } = serve();
    await renderAction({ eventId: 'event-7' }, adminUser);
    await choose(csvFile(sampleCsv));
    const dialog = await sheet();
    await within(dialog).findByText('5 errors, 0 warnings');
    expect(lineTexts(dialog)[0]).toBe('ErrorDesigner Id is missing in line 2');
    await person().click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await choose(csvFile(sampleFor('u-designer-2')));
    const next = await sheet();
    await within(next).findByRole('region', { name: 'Preview' });
    const [dryRun] = await importCalls(seen);
    expect(dryRun?.products).toHaveLength(3);
    expect(dryRun?.products.every((product) => product.designer === 'u-designer-2')).toBe(true);
    expect(dryRun?.products.every((product) => product.eventId === 'event-7')).toBe(true);
  });
});
