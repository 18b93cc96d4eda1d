// The inventory's calls (behaviour §04-1): the kernel's ledger, for the stock of every kind of item an organisation
// holds (`/api/<org>/inventory/<type>/...`, the item type's page giving the rights).
import { T, defineCall } from './define';
import { RecordValues } from './records';

const BASE = '/api/:org/inventory/:type';
const tag = 'inventory';
/** What a manual movement answers: the item's balance after it and the change it made (0.1 g). */
const Moved = T.Open({ balance: T.Optional(T.Number()), change_mass: T.Number() });

export const inventoryCalls = {
  /** The items of a type with their stock, their use of the last 30 days and the days left at that pace. */
  list: defineCall({
    path: `${BASE}/list`,
    method: 'POST',
    tag,
    summary: 'Items with their stock and pace',
    params: T.Open({ in_stock: T.Optional(T.Unknown()), locale: T.Optional(T.Union([T.String(), T.Null()])) }),
    result: T.Array(RecordValues),
    extras: { window_days: T.Number() },
  }),
  /** An item's movements, newest first, with its name and balance. */
  history: defineCall({
    path: `${BASE}/history`,
    method: 'POST',
    tag,
    summary: "An item's movements",
    params: T.Open({ locale: T.Optional(T.Union([T.String(), T.Null()])) }),
    result: T.Array(RecordValues),
    extras: { item_name: T.Nullable(T.String()), balance: T.Number() },
  }),
  /** A correction with its reason (a count, a loss, a find); its fields are typed by the movement form. */
  correct: defineCall({
    path: `${BASE}/correct`,
    method: 'POST',
    tag,
    summary: 'A correction with its reason',
    params: T.Open({}),
    result: Moved,
  }),
  /** A later delivery of a green lot already on the books. */
  receive: defineCall({
    path: `${BASE}/receive`,
    method: 'POST',
    tag,
    summary: 'A later delivery of a green lot',
    params: T.Open({}),
    result: Moved,
  }),
};
