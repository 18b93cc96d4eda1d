// An option lookup (`/code`): the options a select field offers, of the records the visitor's role sees. Each page
// that offers its records as options names its lookup's path in its descriptor (`api.code`); every lookup answers
// the same way, so one builder defines each lookup's contract.
import { T, defineCall } from './define';

/** One option: its value, its label in the visitor's language (twice, as the selects read it) and the columns it carries. */
export const LookupOption = T.Open(
  {
    value: T.Union([T.Number(), T.String(), T.Null()]),
    label: T.Nullable(T.String()),
    label_str: T.Nullable(T.String()),
  },
  { description: "An option: its value, its label in the visitor's language, and the columns it carries." },
);

/**
 * The contract of the option lookup at `path`: a read by GET or POST whose filters (the fields it narrows by) are
 * typed by the route from their entity, with `locale` choosing the labels' language; it answers at most a thousand
 * options.
 */
export const lookupCall = (path: string, summary: string) =>
  defineCall({
    path,
    method: 'GET+POST',
    tag: 'lookups',
    summary,
    params: T.Open({ locale: T.Optional(T.Union([T.String(), T.Null()])) }),
    result: T.Array(LookupOption),
  });
