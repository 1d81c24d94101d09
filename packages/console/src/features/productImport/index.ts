// Bulk CSV import and export of products (issue 13): what the product screens mount.
export { ImportCsvAction, useImportCsvAction, type ImportCsvActionProps } from './ImportCsvAction';
export { DownloadTemplateAction } from './DownloadTemplateAction';
export { ExportCsvAction, exportQuery, type ExportCsvActionProps } from './ExportCsvAction';
export { useCsvDownloads, type CsvDownload } from './useCsvDownloads';
