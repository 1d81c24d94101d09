import {
  isUuid,
  type ADMIN_ROUTES,
  type DESIGNER_ROUTES,
  type LOGIN_ROUTES,
  type PUBLIC_ROUTES,
} from '@runway-live/domain/access';

/** A route pattern of the domain's route table ('edit-product/:product_id' …). */
export type RoutePattern = (
  typeof PUBLIC_ROUTES | typeof DESIGNER_ROUTES | typeof ADMIN_ROUTES | typeof LOGIN_ROUTES
)[number];

/** The `:name` parameters of a pattern. */
type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<Rest>
  : Pattern extends `${string}:${infer Param}`
    ? Param
    : never;

export type RouteParams<Pattern extends string> = Record<ParamNames<Pattern>, string>;

/**
 * The path of a route of the domain's route table, its parameters filled in (encoded):
 * `routePath('edit-product/:product_id', { product_id: id })`. A pattern the table does
 * not hold, or a parameter left out, does not compile: paths are not typed twice.
 */
export function routePath<Pattern extends RoutePattern>(
  pattern: Pattern,
  ...[params]: ParamNames<Pattern> extends never ? [] : [RouteParams<Pattern>]
): string {
  const values = (params ?? {}) as Record<string, string>;
  return `/${pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''))}`;
}

/** Ids are UUIDs: any other text in the route names nothing (the not-found state). */
export function isId(text: string | undefined): boolean {
  return text === undefined || isUuid(text);
}
