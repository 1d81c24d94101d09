import { sealedRequestBytes } from '@runway-live/domain/envelope';
import {
  createProductCsvReader,
  PRODUCT_CSV_PARSE_CONFIG,
  stripByteOrderMark,
  type ImportContext,
  type ImportMessage,
  type ImportResult,
} from '@runway-live/domain/import';
import Papa from 'papaparse';

/** What reading a product file gives the page (the products stay in the worker until sealed). */
export type ReadFileSummary = {
  /** The file cannot be read as the product CSV at all (an empty header). */
  fileError?: string;
  messages: ImportMessage[];
  /** The cells of the lines with messages, for the report. */
  rows?: ImportResult['rows'];
  /** Products that passed the per-line rules, and their colour × size rows. */
  productCount: number;
  variantCount: number;
};

export type ReadFileResult = ReadFileSummary & {
  /** `POST /api/v2/import`'s `products`: the JSON text of the list (spec section 7). */
  productsText: string;
};

/** Papa reads a local file in slices this big: the progress moves every slice or so. */
export const READ_CHUNK_BYTES = 512 * 1024;

/**
 * Reads a product CSV with Papa's streaming parser, a record at a time, through the
 * domain's importer (`createProductCsvReader`): in a worker a File is read slice by slice
 * with FileReaderSync, so only the products and the messages stay in memory. Reports the
 * percent read each time it moves by a whole point.
 */
export function readProductFile(
  input: File | string,
  context: ImportContext,
  onProgress: (percent: number) => void = () => {},
): Promise<ReadFileResult> {
  const reader = createProductCsvReader(context);
  const size = typeof input === 'string' ? input.length : input.size;
  let reported = 0;
  return new Promise((resolve) => {
    const finish = () => {
      const { products, messages, fileError, rows } = reader.result();
      let variantCount = 0;
      for (const product of products) {
        for (const color of product.colors) variantCount += color.sizes.length;
      }
      if (reported < 100) onProgress(100);
      resolve({
        ...(fileError === undefined ? {} : { fileError }),
        messages,
        ...(rows === undefined ? {} : { rows }),
        productCount: products.length,
        variantCount,
        productsText: JSON.stringify(products),
      });
    };
    Papa.parse<string[], File>(input as File, {
      ...PRODUCT_CSV_PARSE_CONFIG,
      chunkSize: READ_CHUNK_BYTES,
      beforeFirstChunk: stripByteOrderMark,
      step: (results, parser) => {
        if (!reader.read(results.data, results.errors)) {
          parser.abort();
          return;
        }
        // The cursor counts characters and the size bytes: close enough, and capped.
        const percent = Math.min(99, Math.floor((results.meta.cursor / Math.max(size, 1)) * 100));
        if (percent > reported) {
          reported = percent;
          onProgress(percent);
        }
      },
      complete: finish,
      // A file that cannot be read at all reads as an empty one: the sample-file message.
      error: finish,
    });
  });
}

/** The request body of `{products}`, sealed in the envelope, for `postSealed`. */
export function sealProducts(
  productsText: string,
  envelopeSecret: string,
): Promise<Uint8Array<ArrayBuffer>> {
  return sealedRequestBytes({ products: productsText }, envelopeSecret);
}
