import { categories } from '../../db/schema';
import { byIdRepository } from '../../resources/byIdRepository';

export type CategoryRow = typeof categories.$inferSelect;

/** A category record's fields (section 3), as the catalogue and the product rules read them. */
export const categoryRecordColumns = {
  categoryId: categories.categoryId,
  gender: categories.gender,
  type: categories.type,
  category: categories.category,
  subCategory: categories.subCategory,
  size: categories.size,
};

export const categoryRows = byIdRepository(categories);
