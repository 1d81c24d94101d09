import type { ImportContext } from '@runway-live/domain/import';
import type { ImportWorkerMessage, ImportWorkerRequest } from './importWorkerProtocol';
import type { ReadFileSummary } from './readProductFile';

/** One file being read: its lines first, then the sealed request (null: nothing to send). */
export type FileReading = {
  summary: Promise<ReadFileSummary>;
  sealed: Promise<Uint8Array<ArrayBuffer> | null>;
  /** Stops the worker (the sheet was closed); the promises then never settle. */
  cancel: () => void;
};

export type ReadProductFile = (
  file: File,
  context: ImportContext,
  envelopeSecret: string,
  onProgress: (percent: number) => void,
) => FileReading;

/** Reads the file in a Web Worker of its own, ended once the sealed request is back. */
export const readInWorker: ReadProductFile = (file, context, envelopeSecret, onProgress) => {
  const worker = new Worker(new URL('./importWorker.ts', import.meta.url), { type: 'module' });
  let settleSummary: (summary: ReadFileSummary) => void = () => {};
  let failSummary: (error: Error) => void = () => {};
  let settleSealed: (request: Uint8Array<ArrayBuffer> | null) => void = () => {};
  let failSealed: (error: Error) => void = () => {};
  const summary = new Promise<ReadFileSummary>((resolve, reject) => {
    settleSummary = resolve;
    failSummary = reject;
  });
  const sealed = new Promise<Uint8Array<ArrayBuffer> | null>((resolve, reject) => {
    settleSealed = resolve;
    failSealed = reject;
  });
  // Whoever waits for the summary hears of a failure; the sealed request need not be awaited.
  sealed.catch(() => undefined);
  worker.onmessage = ({ data }: MessageEvent<ImportWorkerMessage>) => {
    if (data.type === 'progress') onProgress(data.percent);
    else if (data.type === 'read') settleSummary(data.summary);
    else {
      settleSealed(data.request);
      worker.terminate();
    }
  };
  worker.onerror = (event) => {
    event.preventDefault();
    const error = new Error(event.message || 'The file could not be read.');
    failSummary(error);
    failSealed(error);
    worker.terminate();
  };
  const request: ImportWorkerRequest = { file, context, envelopeSecret };
  worker.postMessage(request);
  return { summary, sealed, cancel: () => worker.terminate() };
};
