// `@runway-live/domain/reports` (issue 33): the reports' date range rule — presets, the
// previous period of equal length, buckets by day or hour in a named time zone.
export * from './range';
export * from './ordersCsv';
export * from './showChart';
export * from './showCsv';
