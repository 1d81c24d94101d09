import { useMemo } from 'react';
import { Line, LineChart, ResponsiveContainer, YAxis } from 'recharts';
import { styled } from 'styled-components';
import { tokens } from '../theme/tokens';
import { seriesColor } from './chartTheme';

export type SparklineProps = {
  /** What it shows and how it went, in words ('Sales, last 7 days: from $120 to $480'). */
  label: string;
  values: readonly number[];
  /** Its width and height in CSS pixels (the width fills its box when left out). */
  width?: number;
  height?: number;
  className?: string;
};

const StyledSparkline = styled.span<{ $width?: number; $height: number }>`
  display: block;
  width: ${({ $width }) => ($width === undefined ? '100%' : `${$width / 16}rem`)};
  height: ${({ $height }) => `${$height / 16}rem`};
  color: ${tokens.color.accent};
`;

/**
 * A dashboard figure's trend: one line, no axes, named in words for a screen reader (the
 * picture is an image of its label). Its colour is the first series', from the tokens.
 */
export function Sparkline({ label, values, width, height = 32, className }: SparklineProps) {
  const data = useMemo(() => values.map((value, index) => ({ index, value })), [values]);
  return (
    <StyledSparkline
      role="img"
      aria-label={label}
      $width={width}
      $height={height}
      className={className}
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart
          data={data}
          accessibilityLayer={false}
          margin={{ top: 2, right: 2, bottom: 2, left: 2 }}
        >
          <YAxis hide domain={['dataMin', 'dataMax']} />
          <Line
            dataKey="value"
            type="monotone"
            stroke={seriesColor(0)}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </StyledSparkline>
  );
}
