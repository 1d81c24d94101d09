import { createQueryKeys } from '../../resources/queryKeys';

/** The web event groups' react-query keys. */
export const webEventGroupKeys = createQueryKeys('webEventGroups');
