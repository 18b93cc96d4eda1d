// Quality's hand-written calls: one contract each, read by the page that calls it and the route that serves it.
import { T, defineCall } from '@coffee/domain/contracts';
import type { Static } from '@coffee/domain/contracts';

/** A number parameter as the pages send it: a number, its text, or nothing (the handler says what it requires). */
const NumberParam = () => T.Optional(T.Union([T.Number(), T.String(), T.Null()]));
const Day = T.String({ description: 'YYYY-MM-DD' });
/** A moment as the database gives it (sent as ISO text). */
const Stamp = T.Unknown({ description: 'A moment, as ISO text.' });
const Form = T.Union([T.Literal('SCA'), T.Literal('CVA')]);
const Mode = T.Union([T.Literal('SCORE'), T.Literal('TRIANGLE')]);
const Status = T.Union([T.Literal('OPEN'), T.Literal('CLOSED')]);

const BASE = '/api/roaster/qc/cupping';
const tag = 'quality';

// ---- the cupper's side: sessions they are invited to and their own sheets (behaviour §07-2)

const MySession = T.Open({
  session_seq: T.Number(),
  session_name: T.Nullable(T.String()),
  session_date: Day,
  session_form: Form,
  session_mode: Mode,
  session_status: Status,
  submitted_at: T.Nullable(Stamp),
});
const SheetSample = T.Open({
  sample_code: T.String(),
  sheet_values: T.Record(T.String(), T.Unknown()),
  /** Stored as a decimal: its text, or null while the sheet scores nothing. */
  sheet_score: T.Union([T.String(), T.Number(), T.Null()]),
});
const CupperSheet = T.Open({
  ...MySession.properties,
  triangle_pick: T.Nullable(T.Number()),
  samples: T.Array(SheetSample),
});

// ---- the session's table (behaviour §07-2): each cupper's values, their spread and outliers

const CupperScore = T.Open({
  roaster_user_seq: T.Number(),
  value: T.Number(),
  excluded: T.Boolean(),
  outlier: T.Boolean(),
});
const AttributeRow = T.Open({
  attribute: T.String(),
  scores: T.Array(CupperScore),
  mean: T.Optional(T.Number()),
  sd: T.Optional(T.Number()),
  min: T.Optional(T.Number()),
  max: T.Optional(T.Number()),
  count: T.Optional(T.Number()),
});
const SampleResult = T.Open({
  sample_code: T.String(),
  /** What the sample is: shown to those who run the session only. */
  sample_kind: T.Optional(T.Nullable(T.String())),
  exclusions: T.Array(
    T.Open({ roaster_user_seq: T.Number(), excluded_by: T.Nullable(T.String()), excluded_at: T.Optional(Stamp) }),
  ),
  attributes: T.Array(AttributeRow),
});
const SessionTable = T.Open({
  session_seq: T.Number(),
  session_name: T.Nullable(T.String()),
  session_date: Day,
  session_form: Form,
  session_mode: Mode,
  session_status: Status,
  closed_by: T.Nullable(T.String()),
  cuppers: T.Array(
    T.Open({ roaster_user_seq: T.Number(), roaster_user_nick: T.Nullable(T.String()), submitted: T.Boolean() }),
  ),
  samples: T.Array(SampleResult),
  /** Cuppers taken out after submitting, with who did it (kept on the record). */
  withdrawals: T.Array(
    T.Open({
      roaster_user_seq: T.Number(),
      roaster_user_nick: T.Nullable(T.String()),
      withdrawn_by: T.Nullable(T.String()),
    }),
  ),
  triangle: T.Optional(
    T.Open({
      answers: T.Number(),
      correct: T.Number(),
      probability: T.Number(),
      odd_cup: T.Optional(T.Nullable(T.Number())),
      odd_code: T.Optional(T.Nullable(T.String())),
    }),
  ),
});

/** A session's own call, by its serial in the path. */
const sessionCall = <P extends Parameters<typeof T.Open>[0], R extends ReturnType<typeof T.Open>>(
  name: string,
  method: 'GET' | 'POST',
  summary: string,
  params: P,
  result: R,
) => defineCall({ path: `${BASE}/${name}/:seq`, method, tag, summary, params: T.Open(params), result });

/** Cupping sessions' own calls beside the page's list, detail and save (behaviour §07-1, §07-2). */
export const cuppingCalls = {
  /** The form the roastery cups on by default. */
  form: defineCall({
    path: `${BASE}/form`,
    method: 'GET',
    tag,
    summary: "The roastery's default cupping form",
    params: T.Open({}),
    result: T.Open({ form: Form }),
  }),
  /** Its managers choose it. */
  saveForm: defineCall({
    path: `${BASE}/form`,
    method: 'POST',
    tag,
    summary: "Choose the roastery's default cupping form (managers)",
    params: T.Open({ form: T.Optional(T.Union([T.String(), T.Null()])) }),
    result: T.Open({ form: Form }),
  }),
  /** The sessions the visitor is invited to, newest first. */
  mine: defineCall({
    path: `${BASE}/mine`,
    method: 'GET',
    tag,
    summary: 'The cupping sessions I am invited to',
    params: T.Open({}),
    result: T.Array(MySession),
  }),
  sheet: sessionCall('sheet', 'GET', 'My sheet of a session: blind codes and my own values', {}, CupperSheet),
  saveSheet: sessionCall(
    'sheet',
    'POST',
    'Save or submit my sheet of a session',
    {
      /** Each sample's values (a score session). */
      sheets: T.Optional(T.Unknown()),
      /** The cup I think is the odd one (a triangle). */
      triangle_pick: NumberParam(),
      submit: T.Optional(T.Unknown()),
    },
    T.Open({ submitted: T.Boolean() }),
  ),
  table: sessionCall('table', 'GET', "A session's table as sheets arrive", {}, SessionTable),
  exclude: sessionCall(
    'exclude',
    'POST',
    "Exclude a cupper's score of a sample from the averages, or count it again",
    {
      roaster_user_seq: NumberParam(),
      sample_code: T.Optional(T.Union([T.String(), T.Null()])),
      excluded: T.Optional(T.Unknown()),
    },
    T.Open({ excluded: T.Boolean() }),
  ),
  close: sessionCall('close', 'POST', 'Close a session into the QC notes', {}, T.Open({ notes: T.Number() })),
  withdraw: sessionCall(
    'withdraw',
    'POST',
    'Take a cupper who submitted out of an open session (kept on the record)',
    { roaster_user_seq: NumberParam() },
    T.Open({ withdrawn: T.Number(), sheets: T.Number() }),
  ),
};
export interface MySession extends Static<typeof MySession> {}
export interface CupperSheet extends Static<typeof CupperSheet> {}
export interface SheetSample extends Static<typeof SheetSample> {}
export interface SessionTableData extends Static<typeof SessionTable> {}
export interface CupperScore extends Static<typeof CupperScore> {}
