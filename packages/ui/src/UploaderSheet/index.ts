export { UploaderSheet, UPLOADED_CLOSE_DELAY_MS, type UploaderSheetProps } from './UploaderSheet';
export { filterLines, type ImportFilter, type UploaderLine } from './importReport';
export type { ImportPreview, ImportPreviewUpdate } from './ImportPreviewSummary';
export type { RejectedProduct } from './RejectedProducts';
