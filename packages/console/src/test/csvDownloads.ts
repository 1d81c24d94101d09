import { onTestFinished, vi } from 'vitest';

/**
 * Catches the CSV downloads of one test: the requests whose URL `matches` answer a CSV
 * under `fileName` (the rest go to `fetchMock`, the fake server's), and the file names the
 * browser would save. Everything is put back when the test ends.
 */
export function captureCsvDownloads({
  fetchMock,
  matches,
  fileName,
}: {
  fetchMock: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  matches: (url: string) => boolean;
  fileName: string;
}) {
  const requests: URL[] = [];
  const saved: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (!matches(request.url)) return fetchMock(input, init);
    requests.push(new URL(request.url));
    return new Response('Header\r\n', {
      headers: {
        'content-type': 'text/csv',
        'content-disposition': `attachment; filename="${fileName}"`,
      },
    });
  });
  onTestFinished(() => {
    vi.restoreAllMocks();
  });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return { requests, saved };
}
