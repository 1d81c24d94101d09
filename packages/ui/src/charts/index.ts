export { TimeSeriesChart, type TimeSeriesChartProps } from './TimeSeriesChart';
export { Sparkline, type SparklineProps } from './Sparkline';
export { ChartDataTable, type ChartDataTableProps } from './ChartDataTable';
export { chartTheme, seriesColor, type ChartTheme } from './chartTheme';
export type { ChartBand, ChartSeries, TimeSeriesPoint } from './types';
