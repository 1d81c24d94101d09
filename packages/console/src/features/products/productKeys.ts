import { createQueryKeys } from '../../resources/queryKeys';

/** The products' react-query keys: one module, so the looks side names the same ones. */
export const productKeys = createQueryKeys('products');
