import { createQueryKeys } from '../../../resources/queryKeys';

export const CATEGORIES_PATH = '/categories';
export const categoryKeys = createQueryKeys('categories');
