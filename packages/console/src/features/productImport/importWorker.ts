/// <reference lib="webworker" />
import type { ImportWorkerMessage, ImportWorkerRequest } from './importWorkerProtocol';
import { readProductFile, sealProducts } from './readProductFile';

// The import worker: reads the CSV off the main thread, posts its progress, the lines and
// counts, and then the request already sealed in the envelope (crypto-js over a 20 MB body
// takes seconds: the page must not).
const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: ImportWorkerMessage) => scope.postMessage(message);

scope.onmessage = async ({ data }: MessageEvent<ImportWorkerRequest>) => {
  const { productsText, ...summary } = await readProductFile(data.file, data.context, (percent) =>
    post({ type: 'progress', percent }),
  );
  post({ type: 'read', summary });
  post({
    type: 'sealed',
    requestText: summary.productCount > 0 ? sealProducts(productsText, data.envelopeSecret) : null,
  });
};
