import { createQueryKeys } from '../../resources/queryKeys';

/** The events' react-query keys: one module, so the product and look screens name the same ones. */
export const eventKeys = createQueryKeys('events');
