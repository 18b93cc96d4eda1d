// The cafe's hand-written calls: one contract each, read by the page that calls it and the route that serves it.
import {
  RecordValues,
  brewHistoryImportCall,
  T,
  createOrganisationCall,
  defineCall,
  eventFormCalls,
  profileCalls,
} from '@coffee/domain/contracts';
import type { Static } from '@coffee/domain/contracts';

/** A number parameter as the forms send it: a number, its text, or nothing (the handler says what it requires). */
const NumberParam = () => T.Optional(T.Union([T.Number(), T.String(), T.Null()]));
/** A text parameter, or nothing. */
const TextParam = () => T.Optional(T.Union([T.String(), T.Null()]));
const Day = T.String({ description: 'YYYY-MM-DD' });

/**
 * The path prefixes of the counter's reads kept for offline use (behaviour §06-4): the brews, and the dial-ins and
 * bean targets with the calls the brew and dial-in forms make.
 */
export const COUNTER_READ_PREFIXES = { brewing: '/api/cafe/brewing/', setting: '/api/cafe/setting/' } as const;

// ---- a new brew's start (behaviour §10-4.2, §10-4.4)

const BrewStartFrom = T.Open({
  /** The day's dial-in of the bean, and the fields it gave; null without one. */
  dial_in: T.Nullable(T.Open({ dialin_seq: T.Number(), dialin_date: Day, fields: T.Array(T.String()) })),
  /** The brew whose own values fill the rest; null without one. */
  brew: T.Nullable(T.Open({ brewing_result_seq: T.Number(), brewing_result_date: Day })),
});
const brewStart = (kind: 'last' | 'start', summary: string) =>
  defineCall({
    path: `/api/cafe/brewing/result/${kind}`,
    method: 'GET',
    tag: 'brewing',
    summary,
    /** `today`: the visitor's day, whose dial-in comes first. */
    params: T.Open({ today: TextParam() }),
    result: RecordValues,
    extras: { from: BrewStartFrom },
  });

/** A new brew's starting values: the visitor's last brew, or the bean on the bar, each with the day's dial-in first. */
export const brewStartCalls = {
  last: brewStart('last', "The visitor's last brew, with the day's dial-in of its bean first"),
  start: brewStart('start', "The bean on the bar: its last brew with the day's dial-in first"),
};
export type BrewStartKind = keyof typeof brewStartCalls;
export interface BrewStartFrom extends Static<typeof BrewStartFrom> {}

// ---- the day's dial-in (behaviour §04-3)

/** A new dial-in's numbers: the bean's last dial-in, or its target. */
export const dialInPrefillCall = defineCall({
  path: '/api/cafe/setting/today/prefill',
  method: 'GET',
  tag: 'dial-in',
  summary: "A new dial-in's numbers: the bean's last dial-in, else its target",
  params: T.Open({ coffeebean_seq: NumberParam() }),
  result: RecordValues,
});

// ---- orders (behaviour §05-5, §05-7)

const OrderKeys = { order_year: NumberParam(), order_seq: NumberParam() };

export const cafeOrderCalls = {
  /** The cafe's last order of a received bean (the run-out forecast's "order again"); null when there is none. */
  last: defineCall({
    path: '/api/cafe/order/last',
    method: 'GET+POST',
    tag: 'orders',
    summary: "The cafe's last order of a received bean",
    params: T.Open({ received_seq: NumberParam() }),
    result: T.Nullable(
      T.Open({
        roaster_seq: T.Number(),
        order_list: T.Array(T.Open({ blending_seq: T.Number(), order_mass: T.Number() })),
      }),
    ),
  }),
  /** An order's shipments with their lines, for the cafe's receipt of each. */
  shipments: defineCall({
    path: '/api/cafe/order/shipments',
    method: 'GET+POST',
    tag: 'orders',
    summary: "An order's shipments with their lines",
    params: T.Open(OrderKeys),
    result: T.Array(
      T.Open({
        shipment_no: T.Number(),
        ship_date: T.Nullable(Day),
        receive_date: T.Nullable(Day),
        lines: T.Array(
          T.Open({ blending_seq: T.Number(), ship_mass: T.Number(), receive_mass: T.Nullable(T.Number()) }),
        ),
      }),
    ),
  }),
  /** The cafe receives a shipment: its stock comes in, short lines named with what arrived. */
  receive: defineCall({
    path: '/api/cafe/order/receive',
    method: 'POST',
    tag: 'orders',
    summary: 'Receive a shipment of an order',
    params: T.Open({
      ...OrderKeys,
      shipment_no: NumberParam(),
      receive_date: TextParam(),
      receive_memo: TextParam(),
      /** The lines that arrived short: each blend and the mass that came. */
      receive_list: T.Optional(T.Unknown()),
    }),
    result: T.Open({ order_year: T.Number(), order_seq: T.Number(), received: T.Boolean() }),
  }),
};
export type LastOrder = NonNullable<Static<typeof cafeOrderCalls.last.result>>;
export type Shipment = Static<typeof cafeOrderCalls.shipments.result>[number];

// ---- the member's own profile, sign-up and registration through an event, a new cafe (behaviour §01-6, §03-7.3)

export const cafeMemberCalls = {
  ...profileCalls('/api/cafe/userinfo', 'CafeUserInfo'),
  /** A person joins the cafe's staff through its sign-up event. */
  signUp: eventFormCalls('/api/cafe/event/user/signup', 'CafeUserSignUp'),
  /** The cafe registers as a customer of a roastery through the roastery's event. */
  register: eventFormCalls('/api/roaster/event/cafe/register', 'CafeRoasterRegister'),
  create: createOrganisationCall('/api/cafe/create', 'CafeCreate'),
};

/** A cafe's Beanconqueror history: grinders and machines, recipes, beans and brewing results (behaviour §10-5). */
export const brewHistoryCall = brewHistoryImportCall(
  'cafe',
  'CafeBrewingResult',
  "Imports a Beanconqueror backup into the cafe's brewing results, equipment, recipes and beans (dry_run 1: preview)",
);
