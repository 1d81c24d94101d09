// Products' public face for the other features (a look's products, a show's items). Its
// screens load through the routes (app/routes/screens.ts), never through this file.
export { productKeys } from './productKeys';
export { products } from './productsApi';
export { thumbnailOf } from './productColumns';
export { eventLabel } from './productContext';
