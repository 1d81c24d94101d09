import type { ChartSeries, TimeSeriesPoint } from './types';
import { StyledTable, StyledTableScroller } from './ChartDataTable.styles';

export type ChartDataTableProps = {
  /** Names the table (the chart's title). */
  caption: string;
  /** The first column's heading: 'Date', 'Hour', 'Minute'. */
  timeLabel: string;
  points: readonly TimeSeriesPoint[];
  /** The columns after the time, in order. */
  series: readonly Pick<ChartSeries, 'key' | 'label' | 'format'>[];
  /** Writes a point's time in the reader's zone. */
  formatTime: (at: string) => string;
  /** A value a point lacks. */
  missing?: string;
};

/**
 * A chart's figures as a table: the same points, one row each, so every value a chart
 * draws can be read (and copied) without the picture.
 */
export function ChartDataTable({
  caption,
  timeLabel,
  points,
  series,
  formatTime,
  missing = '—',
}: ChartDataTableProps) {
  return (
    // Scrolls inside its own box: focusable so a keyboard can scroll it.
    <StyledTableScroller tabIndex={0} role="region" aria-label={caption}>
      <StyledTable>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{timeLabel}</th>
            {series.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.at}>
              <th scope="row">{formatTime(point.at)}</th>
              {series.map((column) => {
                const value = point.values[column.key];
                return (
                  <td key={column.key}>
                    {value === null || value === undefined
                      ? missing
                      : (column.format?.(value) ?? String(value))}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledTableScroller>
  );
}
