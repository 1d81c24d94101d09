import {
  IMPORT_DOWNLOADS,
  importErrorResponseSchema,
  importResponseSchema,
  miscellaneousResponseSchema,
  type ImportRejection,
  type ImportResponse,
  type ReferenceData,
} from '@runway-live/domain';
import { isApiCallError } from '../../api/ApiCallError';
import type { ApiClient, Query } from '../../api/createApiClient';

export const IMPORT_PATH = '/api/v2/import';

/** The server refused some products (400): nothing was written. */
export class ImportRefusedError extends Error {
  override readonly name = 'ImportRefusedError';
  constructor(
    message: string,
    readonly rejected: readonly ImportRejection[],
  ) {
    super(message);
  }
}

/**
 * POST /api/v2/import with the request the worker sealed; `dryRun` answers the same counts
 * and changes without writing (the preview). The sheet shows every failure itself, a 400's
 * refused products included; a 401 or 402 still follows section 8.
 */
export async function sendImport(
  api: ApiClient,
  sealedRequest: Uint8Array<ArrayBuffer>,
  { dryRun }: { dryRun: boolean },
): Promise<ImportResponse> {
  try {
    const answer = await api.postSealed(
      IMPORT_PATH,
      sealedRequest,
      dryRun ? { dryRun: 'true' } : undefined,
      { showsFailure: true },
    );
    return importResponseSchema.parse(answer);
  } catch (error) {
    if (isApiCallError(error) && error.status === 400) {
      const refused = importErrorResponseSchema.safeParse(error.body);
      if (refused.success)
        throw new ImportRefusedError(refused.data.message, refused.data.rejected);
    }
    throw error;
  }
}

/** The reference data the importer checks lines against: GET api/miscellaneous?db=1. */
export async function fetchImportReference(api: ApiClient): Promise<ReferenceData> {
  const { data } = miscellaneousResponseSchema.parse(
    await api.get('/api/miscellaneous', { db: 1 }, { retryInPlace: true }),
  );
  return { categories: data.categories, colors: data.colors, sizeCharts: data.sizes };
}

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

export { IMPORT_DOWNLOADS };
