/** One moment of a time series: its bucket's start (ISO 8601) and a value per series key. */
export type TimeSeriesPoint = {
  at: string;
  values: Readonly<Record<string, number | null>>;
};

/** How a series is drawn, named and written. */
export type ChartSeries = {
  /** Its values' key in each point. */
  key: string;
  label: string;
  /** Lines by default; bars for counts that read better as columns. */
  kind?: 'line' | 'bar';
  /** The previous period's values: drawn quiet and dashed beside the series it compares with. */
  comparison?: boolean;
  /** The axis it is read against: money on the left, counts on the right, say. */
  axis?: 'left' | 'right';
  /** Writes a value for the axis, the tooltip and the table (the app's money rule, say). */
  format?: (value: number) => string;
};

/** A span along the time axis (a pushed product), from one point's time to another's. */
export type ChartBand = {
  from: string;
  to: string;
  label: string;
};
