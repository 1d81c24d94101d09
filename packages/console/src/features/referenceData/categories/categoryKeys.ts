import { createQueryKeys } from '../../../resources/queryKeys';

/** The categories' react-query keys: one module, so the size charts name the same ones. */
export const categoryKeys = createQueryKeys('categories');
