/**
 * How the console writes a count: with its thousands grouped ('10,000'), and, when the
 * server stopped counting there (decision 0038), 'more than 10,000'. One rule for the
 * pager, the dashboard's figures and every "N codes" sentence.
 */
export function formatCount(count: number, { capped = false }: { capped?: boolean } = {}): string {
  const figure = count.toLocaleString('en-US');
  return capped ? `more than ${figure}` : figure;
}
