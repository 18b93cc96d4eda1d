// The roastery's hand-written calls: one contract each, read by the page that calls it and the route that serves it.
import { T, createOrganisationCall, defineCall, eventFormCalls, profileCalls } from '@coffee/domain/contracts';
import type { Static } from '@coffee/domain/contracts';

/** A number parameter as the forms send it: a number, its text, or nothing (the handler says what it requires). */
const NumberParam = () => T.Union([T.Number(), T.String(), T.Null()]);
/** A text parameter, or nothing. */
const TextParam = () => T.Union([T.String(), T.Null()]);

/** A record's names in both languages. */
const named = { name: T.Nullable(T.String()), name_kr: T.Nullable(T.String()) };
const Day = T.String({ description: 'YYYY-MM-DD' });

// ---- the production plan (behaviour §05-3)

const PlanBlend = T.Open({
  blending_seq: T.Number(),
  demand: T.Number(),
  min_stock: T.Number(),
  stock: T.Number(),
  to_make: T.Number(),
  days: T.Array(T.Open({ date: Day, mass: T.Number() })),
  ...named,
});
const PlanRecipe = T.Open({
  roasting_seq: T.Number(),
  required: T.Number(),
  stock: T.Number(),
  to_roast: T.Number(),
  expected_loss: T.Number(),
  loss_source: T.Union([T.Literal('recipe'), T.Literal('batches'), T.Literal('default')]),
  batch_size: T.Number(),
  green: T.Number(),
  batch_count: T.Number(),
  days: T.Array(T.Open({ date: Day, batches: T.Number(), green: T.Number() })),
  ...named,
});
const PlanLot = T.Open({
  greenbean_roaster_seq: T.Number(),
  greenbean_year: T.Nullable(T.Number()),
  stock: T.Number(),
  required: T.Number(),
  short: T.Number(),
  ...named,
});
const GreenRow = T.Open({
  greenbean_roaster_seq: T.Number(),
  /** The lot the row takes its green from; null when the bean has no lot at all. */
  greenbean_year: T.Nullable(T.Number()),
  greenbean_mass: T.Number(),
});
const PlanBatch = T.Open({
  date: Day,
  roasting_seq: T.Number(),
  number: T.Number(),
  rows: T.Array(GreenRow),
  green: T.Number(),
  roasted: T.Number(),
});
const PlanLate = T.Open({
  order_year: T.Number(),
  order_seq: T.Number(),
  blending_seq: T.Number(),
  wanted_date: Day,
  roast_by: Day,
  mass: T.Number(),
  ...named,
  cafe_name: T.Nullable(T.String()),
  cafe_name_kr: T.Nullable(T.String()),
});

/** The roastery's production plan for a range of days: what to blend, roast and buy (behaviour §05-3). */
export const planCall = defineCall({
  path: '/api/roaster/plan/list',
  method: 'POST',
  tag: 'production',
  summary: 'The production plan of a range of days (at most PLAN_MAX_DAYS)',
  params: T.Open({ plan_from: TextParam(), plan_to: TextParam() }),
  result: T.Open({
    days: T.Array(Day),
    blends: T.Array(PlanBlend),
    recipes: T.Array(PlanRecipe),
    lots: T.Array(PlanLot),
    batches: T.Array(PlanBatch),
    late: T.Array(PlanLate),
  }),
});
export interface PlanAnswer extends Static<typeof planCall.result> {}
export interface PlanGreenRow extends Static<typeof GreenRow> {}

// ---- the roasting schedule (behaviour §05-9)

const Commitment = T.Open({
  schedule_seq: T.Number(),
  schedule_date: Day,
  roasting_seq: T.Number(),
  ...named,
  roaster_equip_seq: T.Nullable(T.Number()),
  equip_name: T.Nullable(T.String()),
  equip_name_kr: T.Nullable(T.String()),
  schedule_user: T.Nullable(T.Number()),
  user_name: T.Nullable(T.String()),
  schedule_green_mass: T.Number(),
  greenbean_list: T.Array(GreenRow),
  /** The batch that fulfilled it, once roasted. */
  roasting_result_year: T.Nullable(T.Number()),
  roasting_result_seq: T.Nullable(T.Number()),
  roasted_on: T.Nullable(Day),
  roasting_batch_no: T.Nullable(T.Number()),
});

export const scheduleCalls = {
  /** The commitments of a range of days, with the machines and members a manager may give them. */
  list: defineCall({
    path: '/api/roaster/roasting/schedule/list',
    method: 'POST',
    tag: 'production',
    summary: 'The roasting schedule of a range of days',
    params: T.Open({ schedule_from: TextParam(), schedule_to: TextParam() }),
    result: T.Open({
      entries: T.Array(Commitment),
      machines: T.Array(
        T.Open({
          roaster_equip_seq: T.Number(),
          equip_name: T.Nullable(T.String()),
          equip_name_kr: T.Nullable(T.String()),
        }),
      ),
      members: T.Array(T.Open({ user_seq: T.Number(), user_name: T.String() })),
    }),
  }),
  /** Commits to the plan's batches. */
  add: defineCall({
    path: '/api/roaster/roasting/schedule/add',
    method: 'POST',
    tag: 'production',
    summary: "Schedules the plan's batches",
    params: T.Open({
      batches: T.Union([
        T.Array(
          T.Open({
            schedule_date: Day,
            roasting_seq: T.Number(),
            schedule_green_mass: T.Number(),
            greenbean_list: T.Array(GreenRow),
          }),
        ),
        T.Unknown(),
      ]),
    }),
    result: T.Open({ schedule_seq_list: T.Array(T.Number()) }),
  }),
  /** Moves (day, machine) or assigns (a working member) a commitment. */
  edit: defineCall({
    path: '/api/roaster/roasting/schedule/edit',
    method: 'POST',
    tag: 'production',
    summary: 'Moves or assigns a scheduled batch',
    params: T.Open({
      schedule_seq: NumberParam(),
      schedule_date: T.Optional(TextParam()),
      roaster_equip_seq: T.Optional(NumberParam()),
      schedule_user: T.Optional(NumberParam()),
    }),
    result: T.Open({ schedule_seq: T.Number() }),
  }),
  /** Deletes a commitment not roasted yet. */
  remove: defineCall({
    path: '/api/roaster/roasting/schedule/delete',
    method: 'POST',
    tag: 'production',
    summary: 'Deletes a scheduled batch not roasted yet',
    params: T.Open({ schedule_seq: NumberParam() }),
    result: T.Open({ schedule_seq: T.Number() }),
  }),
};
export interface ScheduleAnswer extends Static<typeof scheduleCalls.list.result> {}
export interface Commitment extends Static<typeof Commitment> {}

// ---- tracing a lot, a roast or a blend (behaviour §12-2)

const TraceRow = T.Record(T.String(), T.Unknown());

/** Where a green lot, a roast batch or a blend batch went and came from. */
export const traceCall = defineCall({
  path: '/api/roaster/trace',
  method: 'POST',
  tag: 'production',
  summary: 'Traces a green lot, a roast batch or a blend batch',
  params: T.Open({
    greenbean_roaster_seq: T.Optional(NumberParam()),
    greenbean_year: T.Optional(NumberParam()),
    roasting_result_year: T.Optional(NumberParam()),
    roasting_result_seq: T.Optional(NumberParam()),
    blending_result_year: T.Optional(NumberParam()),
    blending_result_seq: T.Optional(NumberParam()),
  }),
  result: T.Open({
    roasts: T.Array(TraceRow),
    blends: T.Array(TraceRow),
    greenbeans: T.Array(TraceRow),
    shipments: T.Array(TraceRow),
  }),
});
export interface TraceAnswer extends Static<typeof traceCall.result> {}

// ---- what the cup said about a batch (behaviour §05-6)

const Range = T.Tuple([T.Nullable(T.Number()), T.Nullable(T.Number())]);
const CupFeedback = T.Open({
  cafes: T.Array(
    T.Open({
      cafe_seq: T.Number(),
      cafe_name: T.Nullable(T.String()),
      cafe_name_kr: T.Nullable(T.String()),
      received_mass: T.Number(),
    }),
  ),
  brews: T.Open({ count: T.Number(), satis: T.Nullable(T.Number()), dose: Range, yield: Range, time: Range }),
  notes: T.Open({ count: T.Number(), satis: T.Nullable(T.Number()), flavors: T.Array(T.String()) }),
  cupping: T.Open({ count: T.Number(), satis: T.Nullable(T.Number()), sca: T.Nullable(T.Number()) }),
  satis: T.Nullable(T.Number()),
});
export interface CupFeedback extends Static<typeof CupFeedback> {}

const feedbackCall = (kind: 'roasting' | 'blending', keys: readonly [string, string]) =>
  defineCall({
    path: `/api/roaster/${kind}/result/feedback`,
    method: 'POST',
    tag: 'production',
    summary: `What cafes, brews, notes and cuppings said of a ${kind === 'roasting' ? 'roast' : 'blend'} batch`,
    params: T.Open({ [keys[0]]: NumberParam(), [keys[1]]: NumberParam() }),
    result: CupFeedback,
  });

export const feedbackCalls = {
  roasting: feedbackCall('roasting', ['roasting_result_year', 'roasting_result_seq']),
  blending: feedbackCall('blending', ['blending_result_year', 'blending_result_seq']),
};

// ---- what choosing a recipe or a blend fills in a batch (behaviour §02-4), and a recipe's reference batch

const RecipeGreenRow = T.Open({
  greenbean_roaster_seq: T.Number(),
  greenbean_mass: T.Nullable(T.Number()),
  greenbean_percent: T.Nullable(T.Number()),
  greenbean_order: T.Nullable(T.Number()),
  greenbean_name: T.Nullable(T.String()),
  greenbean_name_kr: T.Nullable(T.String()),
  /** The bean's latest yearly lot. */
  greenbean_year: T.Nullable(T.Number()),
  /** The mean of the bean's moisture range. */
  greenbean_moisture: T.Nullable(T.Number()),
});
const RecipeRows = T.Open({
  roasting_default_greenbean: T.Array(RecipeGreenRow),
  /** The day's next batch number when the recipe numbers batches itself. */
  roasting_batch_no: T.Nullable(T.Number()),
});

const BlendRoastRow = T.Open({
  roasting_seq: T.Number(),
  roasting_mass: T.Nullable(T.Number()),
  roasting_percent: T.Nullable(T.Number()),
  roasting_order: T.Nullable(T.Number()),
  roasting_name: T.Nullable(T.String()),
  roasting_name_kr: T.Nullable(T.String()),
});

export const productionCalls = {
  /** A recipe's green beans with their latest lot, masses and moisture, and the day's next batch number. */
  recipeRows: defineCall({
    path: '/api/roaster/roasting/default/greenbean/:seq',
    method: 'GET+POST',
    tag: 'production',
    summary: "What choosing a recipe fills in a roast batch: its green rows and the day's next batch number",
    params: T.Open({
      seq: T.Optional(T.Union([T.String(), T.Number()])),
      roasting_result_date: T.Optional(TextParam()),
      roasting_batch_auto: T.Optional(T.Union([T.Boolean(), T.String(), T.Number(), T.Null()])),
    }),
    result: RecipeRows,
    extras: { roasting_default_greenbean: T.Array(RecipeGreenRow), roasting_batch_no: T.Nullable(T.Number()) },
  }),
  /** A blend's roasts with their masses. */
  blendRows: defineCall({
    path: '/api/roaster/blending/default/roasting/:seq',
    method: 'GET+POST',
    tag: 'production',
    summary: 'What choosing a blend fills in a blend batch: its roasts with their masses',
    params: T.Open({ seq: T.Optional(T.Union([T.String(), T.Number()])) }),
    result: T.Array(BlendRoastRow),
    extras: {
      roasting_list: T.Array(BlendRoastRow),
      roasting_single_origin: T.Boolean(),
      blending_total_mass: T.Nullable(T.Number()),
    },
  }),
  /** The reference batch a recipe names, with its chart log, for a batch's chart to overlay (null when none). */
  referenceBatch: defineCall({
    path: '/api/roaster/roasting/default/reference/:seq',
    method: 'GET+POST',
    tag: 'production',
    summary: 'The reference batch a recipe names, with its chart log and CHARGE term (null when it names none)',
    params: T.Open({ seq: T.Optional(T.Union([T.String(), T.Number()])) }),
    result: T.Nullable(
      T.Open({
        roasting_result_year: T.Number(),
        roasting_result_seq: T.Number(),
        roasting_result_date: T.Nullable(Day),
        roasting_batch_no: T.Nullable(T.Number()),
        roasting_batch_code: T.Nullable(T.String()),
        roasting_start_term: T.Nullable(T.Number()),
        roasting_chart_log: T.Nullable(T.String()),
        roasting_name: T.Nullable(T.String()),
        roasting_name_kr: T.Nullable(T.String()),
      }),
    ),
  }),
};

// ---- the member's own profile, sign-up through an event, a new roastery (behaviour §01-6, §03-7.3)

export const roasterMemberCalls = {
  ...profileCalls('/api/roaster/userinfo', 'RoasterUserInfo'),
  /** A person joins the roastery's staff through its sign-up event. */
  signUp: eventFormCalls('/api/roaster/event/user/signup', 'RoasterSignUp'),
  create: createOrganisationCall('/api/roaster/create', 'RoasterCreate'),
};

// ---- orders the roastery received (behaviour §05-2 to §05-7): confirm or cancel, pick and ship, close a line short

const OrderKeyParams = { order_year: T.Optional(NumberParam()), order_seq: T.Optional(NumberParam()) };
const OrderKeys = { order_year: T.Number(), order_seq: T.Number() };
const ShipBatch = T.Open({
  blending_result_year: T.Number(),
  blending_result_seq: T.Number(),
  blending_batch_code: T.Nullable(T.String()),
  blending_seq: T.Number(),
  blending_result_date: T.Nullable(Day),
  blending_instock: T.Number(),
  blending_name: T.Nullable(T.String()),
  blending_name_kr: T.Nullable(T.String()),
});

export const roasterOrderCalls = {
  /** The roastery confirms or cancels a placed order (a cancellation says why). */
  status: defineCall({
    path: '/api/roaster/order/status',
    method: 'POST',
    tag: 'orders',
    summary: 'Confirm or cancel an order',
    params: T.Open({
      ...OrderKeyParams,
      order_status: T.Optional(TextParam()),
      order_reason: T.Optional(TextParam()),
      status_date: T.Optional(TextParam()),
    }),
    result: T.Open(OrderKeys),
  }),
  /** The batches in stock that can fill an order's open lines, with the default picking (oldest first). */
  shipPlan: defineCall({
    path: '/api/roaster/order/ship/plan',
    method: 'POST',
    tag: 'orders',
    summary: "The batches that can fill an order's open lines, picked oldest first",
    params: T.Open(OrderKeyParams),
    result: T.Open({
      order_list: T.Array(T.Open({ blending_seq: T.Number() })),
      batch_list: T.Array(ShipBatch),
      picks: T.Array(T.Open({})),
      /** What each blend still lacks after the picking, by blend. */
      short: T.Record(T.String(), T.Number()),
    }),
  }),
  /** The roastery ships picked batches: the stock goes out, the shipment is numbered; sent again, it moves nothing. */
  ship: defineCall({
    path: '/api/roaster/order/ship',
    method: 'POST',
    tag: 'orders',
    summary: 'Ship picked batches of an order',
    params: T.Open({
      ...OrderKeyParams,
      ship_list: T.Optional(T.Unknown()),
      ship_date: T.Optional(TextParam()),
      request_id: T.Optional(T.Unknown()),
    }),
    result: T.Open({ ...OrderKeys, shipped: T.Boolean(), shipment_no: T.Optional(T.Number()) }),
  }),
  /** The roastery closes a line short with a reason: what it lacks will not ship. */
  close: defineCall({
    path: '/api/roaster/order/close',
    method: 'POST',
    tag: 'orders',
    summary: "Close an order's line short, with a reason",
    params: T.Open({
      ...OrderKeyParams,
      blending_seq: T.Optional(NumberParam()),
      close_reason: T.Optional(TextParam()),
      close_date: T.Optional(TextParam()),
    }),
    result: T.Open({ ...OrderKeys, blending_seq: T.Number(), closed: T.Boolean() }),
  }),
  /** How many orders wait for the roastery (placed), for its menu entry. */
  newCount: defineCall({
    path: '/api/roaster/order/new/count',
    method: 'GET+POST',
    tag: 'orders',
    summary: 'Orders placed and not yet confirmed',
    params: T.Open({}),
    result: T.Open({ count: T.Number() }),
  }),
};

// ---- the roast-log import (behaviour §08-6.4)

const ImportEvent = T.Nullable(
  T.Open({ time_s: T.Number(), bt_c: T.Nullable(T.Number()), et_c: T.Nullable(T.Number()) }),
);
const ImportBatch = T.Open({
  roasting_result_year: T.Number(),
  roasting_result_seq: T.Number(),
  roasting_batch_code: T.Nullable(T.String()),
});
const ImportLine = T.Open({
  file: T.String(),
  format: T.Optional(T.String()),
  recorded_unit: T.Optional(T.Union([T.Literal('C'), T.Literal('F')])),
  samples: T.Optional(T.Number()),
  date: T.Optional(T.Nullable(T.String())),
  beans: T.Optional(T.String()),
  roasting_seq: T.Optional(T.Nullable(T.Number())),
  events: T.Optional(T.Record(T.String(), ImportEvent)),
  /** The batch it made (a store), or the one it was imported as before. */
  batch: T.Optional(ImportBatch),
  duplicate: T.Optional(ImportBatch),
  /** Why the file was not imported (a message key) and what it names. */
  error: T.Optional(T.String()),
  detail: T.Optional(T.String()),
});

/**
 * The roastery's bulk import of roast logs, a multipart upload (fields `dry_run` and `roasting_seq`, then the files):
 * each file read by content and matched to a recipe; `dry_run=1` previews, `dry_run=0` stores the batches.
 */
export const roastImportCall = defineCall({
  path: '/api/roaster/roasting/import',
  method: 'POST',
  tag: 'production',
  summary: 'Import roast logs (multipart: dry_run, roasting_seq, the files)',
  params: T.Open({
    /** `1` previews, `0` stores. */
    dry_run: T.Optional(T.String()),
    /** The recipe every log is matched to; else each log's bean name chooses. */
    roasting_seq: T.Optional(T.String()),
  }),
  result: T.Array(ImportLine),
});
export interface RoastImportLine extends Static<typeof ImportLine> {}
