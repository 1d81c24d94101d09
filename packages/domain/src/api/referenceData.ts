import * as z from 'zod';
import { categorySchema, colorSchema, sizeChartSchema } from '../reference/catalogueSchema';
import { categoryFormSchema, categoryPatchSchema } from '../schemas/category';
import { colorFormSchema, colorPatchSchema } from '../schemas/color';
import { sizeChartFormSchema, sizeChartPatchSchema } from '../schemas/sizeChart';
import { textField } from '../schemas/validators';
import { TEXT_LIMITS } from '../schemas/textLimits';
import { dataResponseSchema, objectMetaFields } from './common';
import { listQuerySchema, listResponseSchema } from './lists';

/**
 * The reference data resources under /api/v2: categories, colors and size-charts. Admin
 * and staff write them; designers read them. Requests are checked with the forms' schemas.
 */

// Categories ---------------------------------------------------------------------------

export const categorySortFields = [
  'categoryId',
  'gender',
  'type',
  'category',
  'subCategory',
  'size',
  'createdAt',
] as const;
export type CategorySortField = (typeof categorySortFields)[number];

/** GET /api/v2/categories: search on gender, type, category and sub-category. */
export const categoryListQuerySchema = listQuerySchema(categorySortFields, {
  gender: textField().trim().min(1).max(TEXT_LIMITS.category.gender).optional(),
  type: textField().trim().min(1).max(TEXT_LIMITS.category.type).optional(),
  size: textField().trim().min(1).max(TEXT_LIMITS.category.size).optional(),
});
export type CategoryListQuery = z.input<typeof categoryListQuerySchema>;
export type CategoryListFilter = z.output<typeof categoryListQuerySchema>;

export const apiCategorySchema = categorySchema.extend({
  ...objectMetaFields,
  /**
   * The name of the size chart `size` names (null when there is none), so a list shows
   * the chart's name without joining the charts itself. Lists carry it; one category not.
   */
  sizeChartName: z.string().nullable().optional(),
});
export type ApiCategory = z.infer<typeof apiCategorySchema>;
export const categoryListResponseSchema = listResponseSchema(apiCategorySchema);
export const categoryResponseSchema = dataResponseSchema(apiCategorySchema);
export const createCategoryRequestSchema = categoryFormSchema;
export const updateCategoryRequestSchema = categoryPatchSchema;

// Colours ------------------------------------------------------------------------------

export const colorSortFields = ['name', 'hex', 'createdAt'] as const;
export type ColorSortField = (typeof colorSortFields)[number];

/** GET /api/v2/colors: search on the name and the hex code. */
export const colorListQuerySchema = listQuerySchema(colorSortFields);
export type ColorListQuery = z.input<typeof colorListQuerySchema>;
export type ColorListFilter = z.output<typeof colorListQuerySchema>;

export const apiColorSchema = colorSchema.extend({
  hex: z.string().nullable(),
  ...objectMetaFields,
});
export type ApiColor = z.infer<typeof apiColorSchema>;
export const colorListResponseSchema = listResponseSchema(apiColorSchema);
export const colorResponseSchema = dataResponseSchema(apiColorSchema);
export const createColorRequestSchema = colorFormSchema;
export const updateColorRequestSchema = colorPatchSchema;

// Size charts --------------------------------------------------------------------------

export const sizeChartSortFields = ['key', 'name', 'createdAt'] as const;
export type SizeChartSortField = (typeof sizeChartSortFields)[number];

/** GET /api/v2/size-charts: search on the key and the name. */
export const sizeChartListQuerySchema = listQuerySchema(sizeChartSortFields);
export type SizeChartListQuery = z.input<typeof sizeChartListQuerySchema>;
export type SizeChartListFilter = z.output<typeof sizeChartListQuerySchema>;

export const apiSizeChartSchema = sizeChartSchema.extend(objectMetaFields);
export type ApiSizeChart = z.infer<typeof apiSizeChartSchema>;
export const sizeChartListResponseSchema = listResponseSchema(apiSizeChartSchema);
export const sizeChartResponseSchema = dataResponseSchema(apiSizeChartSchema);
export const createSizeChartRequestSchema = sizeChartFormSchema;
export const updateSizeChartRequestSchema = sizeChartPatchSchema;
