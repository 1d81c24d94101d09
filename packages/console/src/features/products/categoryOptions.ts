import type { Category } from '@runway-live/domain/reference';

/** 'Women › Clothing › Dresses › Midi': gender › super category › category › sub category. */
export const categoryTrail = (category: Category) =>
  [category.gender, category.type, category.category, category.subCategory].join(' › ');

/** The category picker's options, in the trail's order, valued by the category's number. */
export function categoryOptions(categories: readonly Category[]) {
  return categories
    .map((category) => ({ value: String(category.categoryId), label: categoryTrail(category) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
}
