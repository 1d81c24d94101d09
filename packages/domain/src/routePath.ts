import type { ADMIN_ROUTES, DESIGNER_ROUTES, LOGIN_ROUTES, PUBLIC_ROUTES } from './access';

/** A public route pattern of the route table ('auth/login', 'web-event/video/:id/:type' …). */
export type PublicRoutePattern = (typeof PUBLIC_ROUTES)[number];

/** A route pattern that needs a signed-in user ('dashboard', 'edit-product/:product_id' …). */
export type GuardedRoutePattern = (
  typeof DESIGNER_ROUTES | typeof ADMIN_ROUTES | typeof LOGIN_ROUTES
)[number];

/** Any route pattern of the route table. */
export type RoutePattern = PublicRoutePattern | GuardedRoutePattern;

/** The `:name` parameters of a pattern (a route's, an API path's). */
export type ParamNames<Pattern extends string> =
  Pattern extends `${string}:${infer Param}/${infer Rest}`
    ? Param | ParamNames<Rest>
    : Pattern extends `${string}:${infer Param}`
      ? Param
      : never;

export type RouteParams<Pattern extends string> = Record<ParamNames<Pattern>, string>;

/**
 * The path of a route of the route table, its parameters filled in (encoded):
 * `routePath('edit-product/:product_id', { product_id: id })`. A pattern the table does
 * not hold, or a parameter left out, does not compile: the console's links and the
 * server's (mail links, redirects back to the console) are never typed by hand.
 */
export function routePath<Pattern extends RoutePattern>(
  pattern: Pattern,
  ...[params]: ParamNames<Pattern> extends never ? [] : [RouteParams<Pattern>]
): string {
  const values = (params ?? {}) as Record<string, string>;
  return `/${pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''))}`;
}
