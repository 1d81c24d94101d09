// Web products' public face for the other features (a web event's products).
// Its screens load through the routes (app/routes/screens.ts), never through this file.
export { webProductKeys } from './webProductKeys';
export { webProducts } from './webProductsApi';
