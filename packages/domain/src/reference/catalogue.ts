import catalogueJson from './catalogue.json';

/** A category record (section 3): `size` is the key of its size chart. */
export type Category = {
  categoryId: number;
  gender: string;
  type: string;
  category: string;
  subCategory: string;
  size: string;
};

export type Color = { name: string; hex?: string | null };

export type SizeChart = { key: string; name: string; sizes: string[] };

export type Catalogue = {
  categories: Category[];
  colors: Color[];
  sizeCharts: SizeChart[];
};

/**
 * The built-in default catalogue: categories, colours and size charts. The server seeds
 * its database from it and answers `GET /api/miscellaneous` (without db=1) with it.
 * Colour names are stored as the importer normalises them (first letter upper case).
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
