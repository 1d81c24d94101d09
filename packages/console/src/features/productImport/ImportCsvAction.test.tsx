import { type ImportResponse } from '@runway-live/domain/api';
import { decryptBody } from '@runway-live/domain/envelope';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../api/ApiProvider';
import { consoleConfig } from '../../config';
import { alertAtom } from '../../state/alerts';
import { restoreSessionAtom } from '../../state/session';
import { toastsAtom } from '../../state/toasts';
import { fakeServer, type FakeAnswer } from '../../test/fakeServer';
import { adminUser, apiUser, designerUser, storeSession } from '../../test/users';
import {
  csvFile,
  miscellaneousAnswer,
  sampleCsv,
  sampleFor,
  sampleWithTwoBadLines,
  twoBadLineMessages,
} from './testing';
import { ImportCsvAction, LOOK_QUERIES, PRODUCT_QUERIES } from './ImportCsvAction';
import type { ReadProductFile } from './productFileReader';
import { readProductFile, sealProducts } from './readProductFile';

// happy-dom has no Web Worker: the worker's own work runs on the test's thread instead.
vi.mock('./productFileReader', () => {
  const readInWorker: ReadProductFile = (file, context, secret, onProgress) => {
    const result = readProductFile(file, context, onProgress);
    const sealed = result.then(({ productsText, productCount }) =>
      productCount > 0 ? sealProducts(productsText, secret) : null,
    );
    return {
      summary: result.then(({ productsText: _sent, ...summary }) => summary),
      sealed,
      cancel: () => {},
    };
  };
  return { readInWorker };
});

// happy-dom lays nothing out: give the sheet's virtualised list a viewport and its lines a
// height, so the lines in view are rendered as in a browser.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(320);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(37);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const nord = apiUser({ _id: 'u-nord', fullName: 'Nora Nord', roles: ['designer'] });

const answer = (overrides: Partial<ImportResponse> = {}): ImportResponse => ({
  success: true,
  dryRun: true,
  created: 2,
  updated: 0,
  unchanged: 0,
  variants: 3,
  changes: [],
  ...overrides,
});

type Sent = {
  dryRun: boolean;
  products: { designer: string; productCode: string; eventId?: string }[];
};

/** The import calls the fake server saw: dry run or not, and the products they carried. */
async function importCalls(seen: Request[]): Promise<Sent[]> {
  const calls = seen.filter((request) => new URL(request.url).pathname === '/api/v2/import');
  return Promise.all(
    calls.map(async (request) => {
      const sealed = (await request.clone().json()) as { encryptBody: string };
      const opened = decryptBody<{ products: string }>(
        sealed.encryptBody,
        consoleConfig.envelopeSecret,
      );
      if (!opened.ok) throw opened.error;
      return {
        dryRun: new URL(request.url).searchParams.get('dryRun') === 'true',
        products: JSON.parse(opened.value.products) as Sent['products'],
      };
    }),
  );
}

function serve(
  upload: (dryRun: boolean) => FakeAnswer = (dryRun) => ({ body: answer({ dryRun }) }),
) {
  return fakeServer({
    'GET /api/miscellaneous': () => ({ body: miscellaneousAnswer }),
    'POST /api/v2/import': (request) =>
      upload(new URL(request.url).searchParams.get('dryRun') === 'true'),
  });
}

async function renderAction(
  props: Parameters<typeof ImportCsvAction>[0] = {},
  user = designerUser,
) {
  storeSession(user);
  const store = createStore();
  await store.set(restoreSessionAtom);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <ApiProvider>
            <ImportCsvAction {...props} />
          </ApiProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { store, invalidate };
}

// No delays between events: the tests that fake setTimeout must not wait on it.
const person = () => userEvent.setup({ applyAccept: false, delay: null });

async function choose(file: File) {
  await person().upload(screen.getByLabelText('CSV file to import'), file);
}

/** Yields to the event loop until `done`, without moving any clock. */
async function until(done: () => boolean) {
  for (let turn = 0; turn < 1000 && !done(); turn += 1) {
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
  expect(done()).toBe(true);
}

const sheet = () => screen.findByRole('dialog', { name: /^Import / });
const lineTexts = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

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
