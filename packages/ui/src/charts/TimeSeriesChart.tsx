import { useId, useMemo } from 'react';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ReferenceArea,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
  type TooltipValueType,
} from 'recharts';
import { Skeleton } from '../Skeleton/Skeleton';
import { ChartDataTable } from './ChartDataTable';
import { chartTheme, seriesColor } from './chartTheme';
import {
  StyledCaption,
  StyledDetails,
  StyledFigure,
  StyledLegend,
  StyledMessage,
  StyledPlot,
  StyledSwatch,
  StyledTooltip,
} from './TimeSeriesChart.styles';
import type { ChartBand, ChartSeries, TimeSeriesPoint } from './types';

export type TimeSeriesChartProps = {
  /** What the chart shows; its caption and the name of its table. */
  title: string;
  points: readonly TimeSeriesPoint[];
  series: readonly ChartSeries[];
  /** Spans shaded along the time axis (a pushed product), each named in the legend. */
  bands?: readonly ChartBand[];
  /** Writes a point's time for the axis and the table (the reader's zone, named by the app). */
  formatTime: (at: string) => string;
  /** The table's first column: 'Date', 'Hour', 'Minute'. */
  timeLabel?: string;
  /** The plot's height in CSS pixels. */
  height?: number;
  /** The table beside the chart: folded under a toggle (default) or always shown. */
  table?: 'folded' | 'shown';
  /** The toggle's words. */
  tableToggleLabel?: string;
  loading?: boolean;
  /** Shown instead of the plot when there are no points. */
  emptyText?: string;
  /** Shown instead of the plot when the figures could not be read. */
  error?: string;
  className?: string;
};

type Row = { at: string } & Record<string, number | string | null>;

const plainNumber = (value: number) => value.toLocaleString();

/** Snaps a band to the points it covers: the first at or after its start, the last before its end. */
function bandEdges(band: ChartBand, points: readonly TimeSeriesPoint[]): [string, string] | null {
  const from = Date.parse(band.from);
  const to = Date.parse(band.to);
  const inside = points.filter((point) => {
    const at = Date.parse(point.at);
    return at >= from && at < to;
  });
  const first = inside[0];
  const last = inside.at(-1);
  return first && last ? [first.at, last.at] : null;
}

/**
 * A time series: lines or bars per series on one time axis, an optional comparison series
 * (the previous period, dashed), optional bands along the time axis, a legend in words and
 * the same figures as a table beside it. Colours come from the ui tokens, so it follows the
 * light or dark theme; the arrow keys step through the points with the tooltip.
 */
export function TimeSeriesChart({
  title,
  points,
  series,
  bands = [],
  formatTime,
  timeLabel = 'Date',
  height = 288,
  table = 'folded',
  tableToggleLabel = 'Show the figures as a table',
  loading = false,
  emptyText = 'Nothing in this period.',
  error,
  className,
}: TimeSeriesChartProps) {
  const captionId = useId();
  const rows = useMemo<Row[]>(
    () => points.map((point) => ({ ...point.values, at: point.at })),
    [points],
  );
  const hasRight = series.some((one) => one.axis === 'right');
  const leftFormat = series.find((one) => one.axis !== 'right')?.format ?? plainNumber;
  const rightFormat = series.find((one) => one.axis === 'right')?.format ?? plainNumber;
  const colors = useMemo(() => {
    let next = 0;
    return series.map((one) => (one.comparison ? chartTheme.comparison : seriesColor(next++)));
  }, [series]);
  const shownBands = bands
    .map((band) => ({ band, edges: bandEdges(band, points) }))
    .filter((shown): shown is { band: ChartBand; edges: [string, string] } => shown.edges !== null);

  let plot;
  if (loading) {
    plot = <Skeleton shape="block" width="100%" height="100%" />;
  } else if (error) {
    plot = <StyledMessage role="alert">{error}</StyledMessage>;
  } else if (points.length === 0) {
    plot = <StyledMessage>{emptyText}</StyledMessage>;
  } else {
    plot = (
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          data={rows}
          accessibilityLayer
          title={title}
          margin={{ top: 8, right: hasRight ? 8 : 16, bottom: 0, left: 8 }}
        >
          <CartesianGrid stroke={chartTheme.grid} strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="at"
            tickFormatter={formatTime}
            stroke={chartTheme.axis}
            tick={{ fill: chartTheme.axisText, fontSize: chartTheme.fontSize }}
            minTickGap={24}
          />
          <YAxis
            yAxisId="left"
            tickFormatter={leftFormat}
            stroke={chartTheme.axis}
            tick={{ fill: chartTheme.axisText, fontSize: chartTheme.fontSize }}
            width="auto"
          />
          {hasRight ? (
            <YAxis
              yAxisId="right"
              orientation="right"
              tickFormatter={rightFormat}
              stroke={chartTheme.axis}
              tick={{ fill: chartTheme.axisText, fontSize: chartTheme.fontSize }}
              allowDecimals={false}
              width="auto"
            />
          ) : null}
          {shownBands.map(({ band, edges: [x1, x2] }) => (
            <ReferenceArea
              key={`${band.label}-${band.from}`}
              yAxisId="left"
              x1={x1}
              x2={x2}
              fill={chartTheme.band}
              fillOpacity={1}
              stroke={chartTheme.bandStroke}
              strokeOpacity={0.4}
              ifOverflow="extendDomain"
            />
          ))}
          {series.map((one, index) =>
            one.kind === 'bar' ? (
              <Bar
                key={one.key}
                dataKey={one.key}
                name={one.label}
                yAxisId={one.axis ?? 'left'}
                fill={colors[index]}
                fillOpacity={one.comparison ? 0.5 : 1}
                isAnimationActive={false}
              />
            ) : (
              <Line
                key={one.key}
                dataKey={one.key}
                name={one.label}
                yAxisId={one.axis ?? 'left'}
                type="monotone"
                stroke={colors[index]}
                strokeWidth={one.comparison ? 1.5 : 2}
                strokeDasharray={one.comparison ? chartTheme.comparisonDash : undefined}
                dot={false}
                isAnimationActive={false}
              />
            ),
          )}
          <Tooltip
            cursor={{ fill: chartTheme.cursor, stroke: chartTheme.axis }}
            isAnimationActive={false}
            content={(props: TooltipContentProps<TooltipValueType, number | string>) => (
              <ChartTooltip {...props} series={series} formatTime={formatTime} />
            )}
          />
        </ComposedChart>
      </ResponsiveContainer>
    );
  }

  return (
    <StyledFigure
      aria-labelledby={captionId}
      aria-busy={loading || undefined}
      className={className}
    >
      <StyledCaption id={captionId}>{title}</StyledCaption>
      <StyledPlot $height={height}>{plot}</StyledPlot>
      <StyledLegend aria-label="Legend">
        {series.map((one, index) => (
          <li key={one.key}>
            <StyledSwatch
              $color={colors[index]!}
              $style={one.kind === 'bar' ? 'band' : one.comparison ? 'dashed' : 'solid'}
            />
            {one.label}
          </li>
        ))}
        {shownBands.map(({ band }) => (
          <li key={`${band.label}-${band.from}`}>
            <StyledSwatch $color={chartTheme.band} $style="band" />
            {band.label}
          </li>
        ))}
      </StyledLegend>
      {!loading && !error && points.length > 0 ? (
        table === 'shown' ? (
          <ChartDataTable
            caption={title}
            timeLabel={timeLabel}
            points={points}
            series={series}
            formatTime={formatTime}
          />
        ) : (
          <StyledDetails>
            <summary>{tableToggleLabel}</summary>
            <ChartDataTable
              caption={title}
              timeLabel={timeLabel}
              points={points}
              series={series}
              formatTime={formatTime}
            />
          </StyledDetails>
        )
      ) : null}
    </StyledFigure>
  );
}

function ChartTooltip({
  active,
  payload,
  label,
  series,
  formatTime,
}: TooltipContentProps<TooltipValueType, number | string> & {
  series: readonly ChartSeries[];
  formatTime: (at: string) => string;
}) {
  if (!active || !payload?.length || typeof label !== 'string') return null;
  return (
    <StyledTooltip>
      <p>{formatTime(label)}</p>
      {payload.map((entry) => {
        const one = series.find((candidate) => candidate.key === entry.dataKey);
        const value = typeof entry.value === 'number' ? entry.value : null;
        if (!one || value === null) return null;
        return (
          <p key={one.key}>
            {one.label}: {(one.format ?? plainNumber)(value)}
          </p>
        );
      })}
    </StyledTooltip>
  );
}
