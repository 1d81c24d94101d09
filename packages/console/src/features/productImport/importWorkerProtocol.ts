import type { ImportContext } from '@runway-live/domain/import';
import type { ReadFileSummary } from './readProductFile';

/** The page asks the import worker to read one file. */
export type ImportWorkerRequest = {
  file: File;
  context: ImportContext;
  envelopeSecret: string;
};

/** The worker answers: progress, then the lines and counts, then the sealed request (if any product passed). */
export type ImportWorkerMessage =
  | { type: 'progress'; percent: number }
  | { type: 'read'; summary: ReadFileSummary }
  /** The request body's bytes, transferred (not copied) to the page. */
  | { type: 'sealed'; request: Uint8Array<ArrayBuffer> | null };
