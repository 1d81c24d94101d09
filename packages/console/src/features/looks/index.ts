// Looks' public face for the other features (products moved between looks, a show's looks).
// Its screens load through the routes (app/routes/screens.ts), never through this file.
export { lookKeys } from './lookKeys';
export { appendLookProducts, looks } from './looksApi';
export { lookMovesOf } from './lookMoves';
