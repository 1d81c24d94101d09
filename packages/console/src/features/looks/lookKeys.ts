import { createQueryKeys } from '../../resources/queryKeys';

/** The looks' react-query keys: one module, so the products side names the same ones. */
export const lookKeys = createQueryKeys('looks');
