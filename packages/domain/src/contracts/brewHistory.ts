// The Beanconqueror import of a cafe's and a coffee lover's brewing history (behaviour §10-5): one call shape served
// for both owners, whose parser and rows are shared (model/beanconqueror*).
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

const historyCall = (owner: 'cafe' | 'user', tag: string, who: string) =>
  defineCall({
    path: `/api/${owner}/brewing/result/import`,
    method: 'POST',
    tag,
    summary: `Imports a Beanconqueror backup into ${who} brewing records, equipment and notes (dry_run 1: preview)`,
    params,
    result: BrewHistoryAnswer,
  });

/** A cafe's Beanconqueror history: grinders and machines, recipes, beans and brewing results. */
export const cafeBrewHistoryCall = historyCall('cafe', 'CafeBrewingResult', "a cafe's");
/** A coffee lover's Beanconqueror history: equipment, brewing settings, coffee notes and brewing records. */
export const userBrewHistoryCall = historyCall('user', 'UserBrewingResult', "the signed-in user's");
