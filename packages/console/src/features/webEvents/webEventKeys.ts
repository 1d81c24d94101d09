import { createQueryKeys } from '../../resources/queryKeys';

/** The web events' react-query keys: one module, so web products and groups name the same ones. */
export const webEventKeys = createQueryKeys('webEvents');
