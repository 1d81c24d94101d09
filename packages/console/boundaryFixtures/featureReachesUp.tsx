// Linted as a file of features/looks/ by src/importBoundaries.test.ts: every import here
// runs against the console's direction, so the boundaries rule must refuse each one.
import { ShellLayout } from '../../app/ShellLayout';
import { thumbnailOf } from '../products/productColumns';

export const reachesUp = [ShellLayout, thumbnailOf];
