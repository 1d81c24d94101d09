import { SAMPLE_PRODUCT_CSV, type ImportContext } from '@runway-live/domain/import';
import { DEFAULT_CATALOGUE, sizeChartMap } from '@runway-live/domain/reference';

// Test fixtures of the product import: the domain's sample file, broken on purpose.

/** The reference data as GET api/miscellaneous answers it. */
export const miscellaneousAnswer = {
  success: true,
  data: { ...DEFAULT_CATALOGUE, sizes: sizeChartMap(DEFAULT_CATALOGUE.sizeCharts) },
};

export function importContext(overrides: Partial<ImportContext> = {}): ImportContext {
  return {
    role: 'designer',
    userId: 'u-designer',
    categories: DEFAULT_CATALOGUE.categories,
    colors: DEFAULT_CATALOGUE.colors,
    sizeCharts: sizeChartMap(DEFAULT_CATALOGUE.sizeCharts),
    today: new Date(2026, 0, 15),
    ...overrides,
  };
}

/** The sample file: 5 lines, 3 products, 5 variant rows, no message. */
export const sampleCsv = SAMPLE_PRODUCT_CSV;

/** The sample with two bad lines: line 3's size is not in the chart, line 5 has no SKU. */
export const sampleWithTwoBadLines = SAMPLE_PRODUCT_CSV.replace(
  ',M,8,ML-1001-BLK-M,',
  ',Q,8,ML-1001-BLK-M,',
).replace(',28,0,ML-2040-NAV-28,', ',28,0,,');

export const twoBadLineMessages = [
  'Size is invalid in line 3, please refer Help Section.',
  'SKU is missing in line 5',
];

/** The sample with a Designer Id on every line, for admin and staff. */
export function sampleFor(designerId: string): string {
  return SAMPLE_PRODUCT_CSV.split('\r\n')
    .map((line, index) => (index === 0 ? line : `,${designerId}${line.slice(1)}`))
    .join('\r\n');
}

export function csvFile(text: string, name = 'products.csv'): File {
  return new File([text], name, { type: 'text/csv' });
}
