// Bulk CSV import and export of products (issue 13): what the product screens mount.
export { ImportCsvAction, useImportCsvAction, type ImportCsvActionProps } from './ImportCsvAction';
export { DownloadTemplateAction } from './DownloadTemplateAction';
export { ExportCsvAction, exportQuery, type ExportCsvActionProps } from './ExportCsvAction';
export { useCsvDownloads, type CsvDownload } from './useCsvDownloads';
// What a look's products screen reads a file with (its tests hand in their own reader).
export type { ReadProductFile } from './productFileReader';
export { readProductFile, sealProducts } from './readProductFile';
