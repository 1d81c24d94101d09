import type { ThemeValues } from '../theme/tokens';

type ColourName = keyof ThemeValues['color'];

/** A foreground/background pair the components actually draw, and the ratio it needs. */
export type ContrastPair = { foreground: ColourName; background: ColourName; minimum: number };

const TEXT = 4.5;
const NON_TEXT = 3;

/** Text at 4.5:1, control borders and the focus ring at 3:1 (WCAG 2.2 AA: 1.4.3, 1.4.11). */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  ...(['canvas', 'surface', 'surfaceMuted', 'surfaceHover'] as const).map((background) => ({
    foreground: 'text' as const,
    background,
    minimum: TEXT,
  })),
  ...(['canvas', 'surface', 'surfaceMuted'] as const).map((background) => ({
    foreground: 'textMuted' as const,
    background,
    minimum: TEXT,
  })),
  { foreground: 'onAccent', background: 'accent', minimum: TEXT },
  { foreground: 'onAccent', background: 'accentHover', minimum: TEXT },
  { foreground: 'onDanger', background: 'danger', minimum: TEXT },
  { foreground: 'onDanger', background: 'dangerHover', minimum: TEXT },
  { foreground: 'accent', background: 'surface', minimum: TEXT },
  { foreground: 'accent', background: 'accentSubtle', minimum: TEXT },
  { foreground: 'danger', background: 'surface', minimum: TEXT },
  { foreground: 'danger', background: 'dangerSubtle', minimum: TEXT },
  { foreground: 'success', background: 'surface', minimum: TEXT },
  { foreground: 'success', background: 'successSubtle', minimum: TEXT },
  { foreground: 'warning', background: 'warningSubtle', minimum: TEXT },
  { foreground: 'info', background: 'infoSubtle', minimum: TEXT },
  { foreground: 'text', background: 'dangerSubtle', minimum: TEXT },
  { foreground: 'text', background: 'successSubtle', minimum: TEXT },
  { foreground: 'borderStrong', background: 'surface', minimum: NON_TEXT },
  { foreground: 'focus', background: 'canvas', minimum: NON_TEXT },
  { foreground: 'focus', background: 'surface', minimum: NON_TEXT },
];

function channel(value: number): number {
  const scaled = value / 255;
  return scaled <= 0.04045 ? scaled / 12.92 : ((scaled + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a '#rrggbb' colour. */
export function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => channel(parseInt(part, 16)));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The WCAG contrast ratio of two '#rrggbb' colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}
