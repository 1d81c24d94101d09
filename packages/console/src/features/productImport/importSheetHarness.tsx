import { decryptBody } from '@runway-live/domain/envelope';
import { type ImportResponse } from '@runway-live/domain/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { ApiProvider } from '../../api/ApiProvider';
import { consoleConfig } from '../../config';
import { restoreSessionAtom } from '../../state/session';
import { fakeServer, type FakeAnswer } from '../../test/fakeServer';
import { apiUser, designerUser, storeSession } from '../../test/users';
import { miscellaneousAnswer } from './testing';
import { ImportCsvAction } from './ImportCsvAction';

// The import sheet's test harness, shared by ImportCsvAction.test.tsx (reading and
// uploading a file) and ImportCsvDesigner.test.tsx (whose products a file fills).

// happy-dom lays nothing out: give the sheet's virtualised list a viewport and its lines a
// height, so the lines in view are rendered as in a browser.
// Called at the top of each of the import sheet's test files.
export function layOutTheSheet() {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(320);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(37);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
}

export const nord = apiUser({ _id: 'u-nord', fullName: 'Nora Nord', roles: ['designer'] });

export const answer = (overrides: Partial<ImportResponse> = {}): ImportResponse => ({
  success: true,
  dryRun: true,
  created: 2,
  updated: 0,
  unchanged: 0,
  variants: 3,
  changes: [],
  ...overrides,
});

export type Sent = {
  dryRun: boolean;
  products: { designer: string; productCode: string; eventId?: string }[];
};

/** The import calls the fake server saw: dry run or not, and the products they carried. */
export async function importCalls(seen: Request[]): Promise<Sent[]> {
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

export function serve(
  upload: (dryRun: boolean) => FakeAnswer = (dryRun) => ({ body: answer({ dryRun }) }),
) {
  return fakeServer({
    'GET /api/miscellaneous': () => ({ body: miscellaneousAnswer }),
    'POST /api/v2/import': (request) =>
      upload(new URL(request.url).searchParams.get('dryRun') === 'true'),
  });
}

export async function renderAction(
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
export const person = () => userEvent.setup({ applyAccept: false, delay: null });

export async function choose(file: File) {
  await person().upload(screen.getByLabelText('CSV file to import'), file);
}

/** Yields to the event loop until `done`, without moving any clock. */
export async function until(done: () => boolean) {
  for (let turn = 0; turn < 1000 && !done(); turn += 1) {
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
  expect(done()).toBe(true);
}

export const sheet = () => screen.findByRole('dialog', { name: /^Import / });
export const lineTexts = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
