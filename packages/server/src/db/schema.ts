/**
 * Every table, re-exported from beside its module (a module's tables.ts, live/tables.ts,
 * auth/tables.ts, mail/tables.ts): drizzle-kit reads this file (drizzle.config.ts) to write
 * the migrations, and the database client takes the relational schema from it.
 */
export * from '../modules/users/tables';
export * from '../auth/tables';
export * from '../mail/tables';
export * from '../modules/designers/tables';
export * from '../modules/subscription/tables';
export * from '../modules/containers/tables';
export * from '../modules/show/tables';
export * from '../modules/carouselTimes/tables';
export * from '../modules/webEventGroups/tables';
export * from '../modules/publicPlayer/tables';
export * from '../modules/looks/tables';
export * from '../modules/products/tables';
export * from '../modules/webProducts/tables';
export * from '../modules/coupons/tables';
export * from '../modules/orders/tables';
export * from '../modules/notifications/tables';
export * from '../modules/reference/tables';
export * from '../live/tables';
export * from '../modules/audit/tables';
