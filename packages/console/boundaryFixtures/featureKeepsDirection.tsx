// Linted as a file of features/looks/ by src/importBoundaries.test.ts: the kit, the shared
// parts, the API client, the atoms and another feature's index.ts are all allowed.
import { Button } from '@runway-live/ui';
import { useApi } from '../../api/ApiProvider';
import { Page } from '../../shared/Page';
import { userAtom } from '../../state/session';
import { products } from '../products';

export const keepsDirection = [Button, useApi, Page, userAtom, products];
