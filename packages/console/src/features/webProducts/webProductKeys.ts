import { createQueryKeys } from '../../resources/queryKeys';

/** The web products' react-query keys: one module, so the web events' pages name the same ones. */
export const webProductKeys = createQueryKeys('webProducts');
