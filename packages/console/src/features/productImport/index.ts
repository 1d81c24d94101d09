// Bulk CSV import and export of products (issue 13): what the product screens mount.
export { ImportCsvAction, type ImportCsvActionProps } from './ImportCsvAction';
export { DownloadTemplateAction } from './DownloadTemplateAction';
export { ExportCsvAction, type ExportCsvActionProps } from './ExportCsvAction';
