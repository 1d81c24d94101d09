import {
  DEFAULT_CATALOGUE,
  importProductsFromCsv,
  sizeChartMap,
} from '../../packages/domain/src/index';
import type { ImportContext } from '../../packages/domain/src/index';
import { Papa } from './productCsv';

const context: ImportContext = {
  role: 'admin',
  userId: 'admin-1',
  categories: DEFAULT_CATALOGUE.categories,
  colors: DEFAULT_CATALOGUE.colors,
  sizeCharts: sizeChartMap(DEFAULT_CATALOGUE.sizeCharts),
  today: new Date(2026, 0, 1),
};

/** The two things compared: a raw parse of the text, and the whole import of it. */
export const JOBS = {
  raw: (text: string): unknown =>
    Papa.parse<string[]>(text, { header: false, delimiter: ',', skipEmptyLines: false }),
  import: (text: string): unknown => {
    const result = importProductsFromCsv(text, context);
    if (result.messages.length > 0 || result.fileError) {
      throw new Error(
        `The generated file should import cleanly: ${result.messages[0]?.message ?? result.fileError}`,
      );
    }
    return result;
  },
};

export type JobName = keyof typeof JOBS;
