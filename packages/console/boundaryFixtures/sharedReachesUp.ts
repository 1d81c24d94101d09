// Linted as a file of resources/ by src/importBoundaries.test.ts: a shared part that
// imports a feature (even its public index.ts) or the shell runs back up.
import { products } from '../features/products';
import { App } from '../app/App';

export const reachesUp = [products, App];
