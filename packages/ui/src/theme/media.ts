/**
 * The layout breakpoint, as media queries: custom properties cannot appear in a media
 * query, so this is the one scale that is not a token. Narrow is a phone (the shell's side
 * menu becomes a drawer, page headers stack); wide is everything above it.
 */
export const media = {
  narrow: '(max-width: 48em)',
  wide: '(min-width: 48.0625em)',
} as const;

/**
 * Container queries for parts that fold by their own width, wherever they are placed
 * (the breadcrumb trail, the page header's actions).
 */
export const container = {
  narrow: '(max-width: 30rem)',
} as const;
