import { tokens } from '../theme/tokens';

/**
 * The charts' colours and type, from the ui tokens: every value is a `var(--rl-…)`
 * reference, so a chart follows the light or dark theme the page is in without a re-render
 * (SVG presentation attributes read custom properties as CSS does).
 */
export const chartTheme = {
  /** The series in order: the accent first, then colours apart from it in both themes. */
  series: [tokens.color.accent, tokens.color.info, tokens.color.success, tokens.color.warning],
  /** A comparison series (the previous period): quiet and dashed, never a colour alone. */
  comparison: tokens.color.textMuted,
  comparisonDash: '6 4',
  grid: tokens.color.border,
  axis: tokens.color.borderStrong,
  axisText: tokens.color.textMuted,
  fontSize: tokens.fontSize[1],
  fontFamily: tokens.font.body,
  /** Bands along the time axis (a pushed product): the accent's subtle tint. */
  band: tokens.color.accentSubtle,
  bandStroke: tokens.color.accent,
  cursor: tokens.color.surfaceHover,
  tooltip: {
    background: tokens.color.surface,
    border: tokens.color.border,
    text: tokens.color.text,
    shadow: tokens.shadow[2],
    radius: tokens.radius[2],
    padding: `${tokens.space[2]} ${tokens.space[3]}`,
  },
} as const;

export type ChartTheme = typeof chartTheme;

/** The colour of the `index`th series (they cycle past the palette's end). */
export function seriesColor(index: number): string {
  return chartTheme.series[index % chartTheme.series.length]!;
}
