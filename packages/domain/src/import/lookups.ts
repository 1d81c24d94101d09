import type { Category } from '../reference/catalogue';
import { normaliseColorName } from './fields';
import type { ImportContext } from './types';

/** The reference data, indexed once per import so that each line costs a few map reads. */
export type ImportLookups = {
  categoryById: ReadonlyMap<string, Category>;
  sizesByChart: ReadonlyMap<string, ReadonlySet<string>>;
  /** The known colour a cell names ('navy ' → 'Navy'), or null. */
  knownColor(text: string): string | null;
};

/** What the lookups are built from: the reference data (the importer passes its whole context). */
export type ReferenceData = Pick<ImportContext, 'categories' | 'colors' | 'sizeCharts'>;

export function buildLookups(context: ReferenceData): ImportLookups {
  const categoryById = new Map(
    context.categories.map((category) => [String(category.categoryId), category]),
  );
  const sizesByChart = new Map(
    Object.entries(context.sizeCharts).map(([key, sizes]) => [key, new Set(sizes)]),
  );
  const colors = new Set(context.colors.map((color) => normaliseColorName(color.name)));
  // A file repeats a handful of colour spellings on every line: remember each answer.
  const colorByText = new Map<string, string | null>();

  return {
    categoryById,
    sizesByChart,
    knownColor(text) {
      let color = colorByText.get(text);
      if (color === undefined) {
        const normalised = normaliseColorName(text);
        color = colors.has(normalised) ? normalised : null;
        colorByText.set(text, color);
      }
      return color;
    },
  };
}
