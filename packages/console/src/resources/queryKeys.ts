/**
 * The react-query keys of one resource, from the broadest to the narrowest, so that a
 * mutation invalidates exactly what it changes: `all` (everything of the resource),
 * `lists()` (every page of every list), `list(query)` (one page), `details()` and
 * `detail(id)` (one object). The same shape as Medusa's admin query-key factories.
 */
export type QueryKeys<Name extends string> = {
  all: readonly [Name];
  lists: () => readonly [Name, 'list'];
  list: (query: object) => readonly [Name, 'list', object];
  details: () => readonly [Name, 'detail'];
  detail: (id: string) => readonly [Name, 'detail', string];
};

export function createQueryKeys<const Name extends string>(name: Name): QueryKeys<Name> {
  return {
    all: [name],
    lists: () => [name, 'list'],
    list: (query) => [name, 'list', query],
    details: () => [name, 'detail'],
    detail: (id) => [name, 'detail', id],
  };
}
