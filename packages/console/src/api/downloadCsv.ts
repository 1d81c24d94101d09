import type { ApiClient, Query } from './createApiClient';

/** The file name a Content-Disposition header gives, else the fallback. */
export function attachmentName(header: string | null, fallback: string): string {
  const match = header && /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/** What a CSV download sends: a query (GET), or a body (POST, e.g. an export's ids). */
export type CsvRequest = { query?: Query; body?: unknown };

/**
 * Downloads a CSV the server makes (the template, the allowed values, an export) under the
 * session's headers, which a plain link cannot send, and hands it to the browser as a file.
 */
export async function downloadCsv(
  api: ApiClient,
  path: string,
  fallbackName: string,
  request: CsvRequest = {},
): Promise<void> {
  const response = await api.download(path, request.query, { showsFailure: true }, request.body);
  const name = attachmentName(response.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the URL may go once this task is over.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
