export { UploaderSheet, UPLOADED_CLOSE_DELAY_MS, type UploaderSheetProps } from './UploaderSheet';
export { importReportCsv, filterLines, type ImportFilter } from './importReport';
