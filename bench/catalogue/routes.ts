// The catalogue reads bench/catalogue measures, shared by the bench (the load generator)
// and the server child (which prints each one's query plan).

/** How many products the child fills in, each with 2 colours × 5 sizes (10 variants). */
export const PRODUCT_COUNT = Number(process.env.BENCH_PRODUCTS ?? 50_000);
/**
 * Of how many designers (BENCH_DESIGNERS): the demo designer and bench designers, product n
 * the (n % PRODUCT_DESIGNERS)th's. The issue 30 size: BENCH_PRODUCTS=1000000 BENCH_DESIGNERS=5000.
 */
export const PRODUCT_DESIGNERS = Math.max(1, Math.trunc(Number(process.env.BENCH_DESIGNERS ?? 1)));

/** The digits of a product's code, BN-000001: six, or more past 999 999 products. */
export const CODE_DIGITS = Math.max(6, String(Math.trunc(PRODUCT_COUNT)).length);

/** A code of the demo designer's (theirs are the products n % PRODUCT_DESIGNERS = 0). */
const SOUGHT_CODE = `BN-${String(31_337 - (31_337 % PRODUCT_DESIGNERS)).padStart(CODE_DIGITS, '0')}`;

export type CatalogueRoute = {
  key: string;
  name: string;
  /** The demo account that calls it. */
  as: 'designer' | 'admin';
  path: string;
};

export const CATALOGUE_ROUTES: CatalogueRoute[] = [
  {
    key: 'first-page',
    name: 'first page (designer: own products, newest first)',
    as: 'designer',
    path: '/api/v2/products?page=1&limit=20',
  },
  {
    key: 'first-page-admin',
    name: 'first page (admin: every product)',
    as: 'admin',
    path: '/api/v2/products?page=1&limit=20',
  },
  {
    key: 'filtered',
    name: 'filtered page (category + status, page 3)',
    as: 'designer',
    path: '/api/v2/products?categoryId=1006&status=active&page=3&limit=20',
  },
  {
    key: 'out-of-stock',
    name: 'filtered page (out of stock)',
    as: 'designer',
    path: '/api/v2/products?stock=out&limit=20',
  },
  {
    key: 'search',
    name: 'search "satin wrap" (name, code, brand)',
    as: 'designer',
    path: '/api/v2/products?search=satin%20wrap&limit=20',
  },
  {
    key: 'search-admin',
    name: 'search "satin wrap" (admin: every designer)',
    as: 'admin',
    path: '/api/v2/products?search=satin%20wrap&limit=20',
  },
  {
    key: 'search-code',
    name: 'search a product code',
    as: 'designer',
    path: `/api/v2/products?search=${SOUGHT_CODE}&limit=20`,
  },
  {
    key: 'looks',
    name: 'looks, first page (with productIds)',
    as: 'designer',
    path: '/api/v2/looks?limit=20',
  },
];
