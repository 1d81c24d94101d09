/// <reference lib="webworker" />
import type { ImportWorkerMessage, ImportWorkerRequest } from './importWorkerProtocol';
import { readProductFile, sealProducts } from './readProductFile';

// The import worker: reads the CSV off the main thread, posts its progress, the lines and
// counts, and then the request already sealed in the envelope (Web Crypto; the bytes are
// transferred, not copied, so the page spends no time on a 20 MB body).
const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: ImportWorkerMessage) => scope.postMessage(message);

scope.onmessage = async ({ data }: MessageEvent<ImportWorkerRequest>) => {
  const { productsText, ...summary } = await readProductFile(data.file, data.context, (percent) =>
    post({ type: 'progress', percent }),
  );
  post({ type: 'read', summary });
  const request =
    summary.productCount > 0 ? await sealProducts(productsText, data.envelopeSecret) : null;
  const message: ImportWorkerMessage = { type: 'sealed', request };
  scope.postMessage(message, request ? [request.buffer] : []);
};
