import type * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { categoryFormSchema } from './category';
import { colorFormSchema } from './color';
import { lookFormSchema } from './look';
import { sizeChartFormSchema } from './sizeChart';
import { TEXT_LIMITS } from './textLimits';

/** A valid value of each form, to change one field of. */
const valid = {
  category: { categoryId: 1, gender: 'W', type: 'C', category: 'D', subCategory: 'M', size: 'x' },
  color: { name: 'Navy' },
  look: { name: 'Look' },
  sizeChart: { key: 'hats', name: 'Hats', sizes: ['S'] },
};

const cases: [string, z.ZodType, object, string, number, (text: string) => unknown][] = [
  ['look name', lookFormSchema, valid.look, 'name', TEXT_LIMITS.look.name, (t) => t],
  [
    'look description',
    lookFormSchema,
    valid.look,
    'description',
    TEXT_LIMITS.look.description,
    (t) => t,
  ],
  [
    'category gender',
    categoryFormSchema,
    valid.category,
    'gender',
    TEXT_LIMITS.category.gender,
    (t) => t,
  ],
  [
    'category',
    categoryFormSchema,
    valid.category,
    'category',
    TEXT_LIMITS.category.category,
    (t) => t,
  ],
  [
    'sub-category',
    categoryFormSchema,
    valid.category,
    'subCategory',
    TEXT_LIMITS.category.subCategory,
    (t) => t,
  ],
  ['colour name', colorFormSchema, valid.color, 'name', TEXT_LIMITS.color.name, (t) => t],
  [
    'size chart name',
    sizeChartFormSchema,
    valid.sizeChart,
    'name',
    TEXT_LIMITS.sizeChart.name,
    (t) => t,
  ],
  ['size', sizeChartFormSchema, valid.sizeChart, 'sizes', TEXT_LIMITS.sizeChart.size, (t) => [t]],
];

describe('TEXT_LIMITS', () => {
  it.each(cases)(
    'the %s takes its limit and refuses one more',
    (_, schema, base, field, max, value) => {
      expect(schema.safeParse({ ...base, [field]: value('a'.repeat(max)) }).success).toBe(true);
      expect(schema.safeParse({ ...base, [field]: value('a'.repeat(max + 1)) }).success).toBe(
        false,
      );
    },
  );
});
