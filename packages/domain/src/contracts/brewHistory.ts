// The shape of the Beanconqueror import of a brewing history (behaviour §10-5), one for a cafe and a coffee lover,
// whose parser and rows are shared (model/beanconqueror*).
import { T, defineCall } from './define';
import type { Static } from './define';

const Count = () => T.Number({ minimum: 0 });
const Kind = T.Union([T.Literal('equipment'), T.Literal('recipe'), T.Literal('bean'), T.Literal('brew')]);

const BrewHistoryAnswer = T.Open({
  /** Per kind: rows in the backup, already imported before, added by this call (a dry run adds none) and to add. */
  kinds: T.Array(
    T.Open({ kind: Kind, in_backup: Count(), already: Count(), to_add: Count(), added: Count(), problems: Count() }),
  ),
  /** Waters of the backup, written into the brews that used them. */
  waters: Count(),
  /** What the product keeps no place for, counted (`flow_profiles`, `photos`, `brew_notes`, …). */
  skipped: T.Array(T.Open({ reason: T.String(), count: Count() })),
  /** Rows refused by the product's rules: the row's kind and name, the field and the rule. */
  problems: T.Array(
    T.Open({
      kind: Kind,
      label: T.String(),
      field: T.String(),
      message: T.String(),
      bound: T.Optional(T.Number()),
    }),
  ),
});
export type BrewHistoryAnswer = Static<typeof BrewHistoryAnswer>;

const params = T.Open({
  /** The backup's JSON text (`Beanconqueror.json`). */
  backup: T.String(),
  /** `1` answers the preview and writes nothing; `0` adds what the preview counted as new. */
  dry_run: T.Union([T.Literal('0'), T.Literal('1')]),
  /** The importer's IANA time zone: the day of a brew is its day there (UTC when not sent). */
  time_zone: T.Optional(T.String()),
});

/**
 * The Beanconqueror import of an owner's brewing history: a cafe's (`mf-cafe/model`) or a coffee lover's
 * (`mf-user/model`), each defined in its area's model with this one shape.
 */
export const brewHistoryImportCall = (owner: 'cafe' | 'user', tag: string, summary: string) =>
  defineCall({
    path: `/api/${owner}/brewing/result/import`,
    method: 'POST',
    tag,
    summary,
    params,
    result: BrewHistoryAnswer,
  });
export type BrewHistoryCall = ReturnType<typeof brewHistoryImportCall>;
