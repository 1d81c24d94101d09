import { decryptBody } from '@runway-live/domain/envelope';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../api/ApiProvider';
import { restoreSessionAtom } from '../../state/session';
import { toastsAtom } from '../../state/toasts';
import { designerUser, storeSession } from '../../test/users';
import { DownloadTemplateAction } from './DownloadTemplateAction';
import { ExportCsvAction, exportQuery } from './ExportCsvAction';
import { attachmentName } from './importApi';
import { consoleConfig } from '../../config';

type Saved = { name: string; text: string };

/** The CSV server: answers text/csv with a file name, and records what the browser saved. */
function csvServer(status = 200) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(request);
      if (status !== 200) {
        return new Response(JSON.stringify({ success: false, message: 'Not allowed' }), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      }
      const name = new URL(request.url).pathname.split('/').pop();
      return new Response(`Event Id,Designer Id\r\n,${name}`, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${name}-2026-11-22.csv"`,
        },
      });
    }),
  );
  const saved: Saved[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href)!;
    void blob.text().then((text) => saved.push({ name: this.download, text }));
  });
  return { requests, saved };
}

async function renderWith(children: ReactNode) {
  storeSession(designerUser, 'the-token');
  const store = createStore();
  await store.set(restoreSessionAtom);
  render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ApiProvider>{children}</ApiProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return store;
}

beforeEach(() => {
  vi.restoreAllMocks();
});

describe('the import’s downloads', () => {
  it('downloads the template and the allowed values with the session’s headers, under the server’s file names', async () => {
    const { requests, saved } = csvServer();
    await renderWith(<DownloadTemplateAction />);
    await userEvent.click(screen.getByRole('button', { name: 'Download template' }));
    // One download at a time: the other button waits for the first file.
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Allowed values' }));
    await vi.waitFor(() => expect(saved).toHaveLength(2));
    expect(saved).toEqual([
      { name: 'template-2026-11-22.csv', text: 'Event Id,Designer Id\r\n,template' },
      { name: 'allowed-values-2026-11-22.csv', text: 'Event Id,Designer Id\r\n,allowed-values' },
    ]);
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/v2/import/template',
      '/api/v2/import/allowed-values',
    ]);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer the-token');
    expect(requests[0]?.headers.get('API_KEY')).toBe(consoleConfig.apiKey);
  });

  it('exports the list’s filter, or the selected rows', async () => {
    const { requests, saved } = csvServer();
    await renderWith(
      <>
        <ExportCsvAction filter={{ search: 'dress', status: 'active', eventId: '' }} />
        <ExportCsvAction ids={['a', 'b']} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export 2 selected' }));
    await vi.waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[0]?.name).toBe('export-2026-11-22.csv');
    expect(requests.map((request) => [request.method, new URL(request.url).search])).toEqual([
      ['GET', '?search=dress&status=active'],
      // The selection travels in the body: 1 000 ids do not fit in a URL (issue 19).
      ['POST', ''],
    ]);
    const sealed = (await requests[1]!.json()) as { encryptBody: string };
    expect(decryptBody(sealed.encryptBody, consoleConfig.envelopeSecret)).toEqual({
      ok: true,
      value: { ids: ['a', 'b'] },
    });
  });

  it('says why a download failed in a toast', async () => {
    csvServer(403);
    const store = await renderWith(<ExportCsvAction filter={{}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() =>
      expect(store.get(toastsAtom).map((toast) => toast.text)).toEqual(['Not allowed']),
    );
  });

  it('reads the file name of a Content-Disposition header', () => {
    expect(attachmentName('attachment; filename="a b.csv"', 'x.csv')).toBe('a b.csv');
    expect(attachmentName("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.csv", 'x.csv')).toBe(
      'résumé.csv',
    );
    expect(attachmentName(null, 'x.csv')).toBe('x.csv');
    expect(exportQuery({ ids: [] })).toEqual({ body: { ids: [] } });
  });
});
