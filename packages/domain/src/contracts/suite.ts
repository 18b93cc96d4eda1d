// The suite's own calls (behaviour §01-8): whether the server can work, and the menu the shell learns at run time.
import { T, defineCall } from './define';

export const suiteCalls = {
  /** OK while the database answers; 503 `database_unavailable` when it does not within the server's limit. */
  health: defineCall({
    path: '/api/health',
    method: 'GET',
    tag: 'suite',
    summary: 'Whether the server and its database answer',
    params: T.Open({}),
    result: T.Null(),
  }),
  /**
   * The suite as the shell learns it (the same for every visitor; cached and revalidated by its ETag): the menu tree
   * with each entry's rights, the routes each remote owns, the page each role's home gate opens, and the pages the
   * records link to.
   */
  menu: defineCall({
    path: '/api/menu',
    method: 'GET',
    tag: 'suite',
    summary: 'The menu tree with its rights and the routes of each remote',
    params: T.Open({}),
    result: T.Open({
      tree: T.Array(
        T.Open(
          { id: T.String(), label: T.Object({ kr: T.String(), en: T.String() }) },
          { description: 'A menu entry: its segment, names, rights, and its entries below (`children`).' },
        ),
      ),
      areas: T.Record(T.String(), T.Array(T.String())),
      homeGates: T.Record(T.String(), T.String()),
      serialLookup: T.String(),
      records: T.Record(T.String(), T.Nullable(T.String())),
      newRecords: T.Optional(
        T.Record(T.String(), T.Array(T.String(), { description: "A New form's calls sent with the visitor's day." })),
      ),
    }),
  }),
};
