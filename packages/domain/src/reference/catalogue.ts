import catalogueJson from './catalogue.json';
import type { Catalogue, SizeChart } from './catalogueSchema';

export * from './catalogueSchema';

/**
 * The built-in default catalogue: categories, colours and size charts (a copy of
 * shared/data/catalogue.json). The server's seed loads it into the reference tables, which
 * `GET /api/miscellaneous` then answers from. Colour names are stored as the importer
 * normalises them (first letter upper case).
 */
export const DEFAULT_CATALOGUE: Catalogue = {
  categories: catalogueJson.categories,
  colors: catalogueJson.colors,
  sizeCharts: catalogueJson.sizeCharts,
};

/** Colours whose import needs an Alternate Color Description. */
export const COLORS_NEEDING_DESCRIPTION = [
  'Pattern',
  'Animal',
  'Floral',
  'Metallic',
  'Multicolor',
] as const;

/** The size charts as the importer takes them: chart key → ordered sizes. */
export function sizeChartMap(charts: readonly SizeChart[]): Record<string, string[]> {
  return Object.fromEntries(charts.map((chart) => [chart.key, chart.sizes]));
}
