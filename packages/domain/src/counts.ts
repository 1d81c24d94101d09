/**
 * How the console writes a count: with its thousands grouped ('10,000'), and, when the
 * server stopped counting there (decision 0038), 'more than 10,000'. One rule for the
 * pager, the dashboard's figures and every "N codes" sentence. A figure that stands alone
 * (a dashboard tile, a to-do's count) starts its own sentence: 'More than 10,000'.
 */
export function formatCount(
  count: number,
  { capped = false, standsAlone = false }: { capped?: boolean; standsAlone?: boolean } = {},
): string {
  const figure = count.toLocaleString('en-US');
  if (!capped) return figure;
  return `${standsAlone ? 'More' : 'more'} than ${figure}`;
}
