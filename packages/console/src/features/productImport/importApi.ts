import {
  API_PATHS,
  IMPORT_DOWNLOADS,
  importErrorResponseSchema,
  type ImportRejection,
  type ImportResponse,
  importResponseSchema,
  miscellaneousResponseSchema,
  API_ROUTES,
} from '@runway-live/domain/api';
import { type ReferenceData } from '@runway-live/domain/import';
import { isApiCallError } from '../../api/ApiCallError';
import type { ApiClient } from '../../api/createApiClient';

export const IMPORT_PATH = API_PATHS.import;

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
    await api.get(API_ROUTES.referenceData, { db: 1 }, { retryInPlace: true }),
  );
  return { categories: data.categories, colors: data.colors, sizeCharts: data.sizes };
}

// The download itself is the kit's (api/downloadCsv), shared with other lists' exports.
export { attachmentName, downloadCsv, type CsvRequest } from '../../api/downloadCsv';

export { IMPORT_DOWNLOADS };
