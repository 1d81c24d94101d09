export { UploaderSheet, UPLOADED_CLOSE_DELAY_MS, type UploaderSheetProps } from './UploaderSheet';
export { importReportCsv, filterLines, type ImportFilter } from './importReport';
export type { ImportPreview, ImportPreviewUpdate } from './ImportPreviewSummary';
export type { RejectedProduct } from './RejectedProducts';
