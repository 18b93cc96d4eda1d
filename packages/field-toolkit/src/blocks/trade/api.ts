import { lookupQuery, sendWrite, writeCall } from '@coffee/api-client/query';
import { TRADE_CALLS } from '@coffee/domain';

/** An order's keys. */
export interface OrderKeys {
  order_year: number;
  order_seq: number;
}

/** A blend batch the roastery can ship from, and the default picking (oldest first, behaviour §05-4). */
export interface ShipBatch {
  blending_name: string | null;
  blending_name_kr: string | null;
  blending_result_year: number;
  blending_result_seq: number;
  /** The batch's code (behaviour §12-1), how a person tells it from the blend's other batches. */
  blending_batch_code: string | null;
  blending_seq: number;
  blending_result_date: string;
  blending_instock: number;
}
export interface ShipPick {
  blending_result_year: number;
  blending_result_seq: number;
  ship_mass: number;
}
/** An order line still to ship, as the ship plan answers it (behaviour §05-7). */
export interface OpenLine {
  blending_seq: number;
  blending_name: string | null;
  blending_name_kr: string | null;
  order_mass: number;
  ship_mass: number;
  open_mass: number;
  bag_mass: number | null;
}
export interface ShipPlan {
  order_list: OpenLine[];
  batch_list: ShipBatch[];
  picks: ShipPick[];
  short: Record<string, number>;
}

/** A shipment of an order (behaviour §05-7): its number, days and the mass shipped per blend (0.1 g). */
export interface Shipment {
  shipment_no: number;
  ship_date: string | null;
  receive_date: string | null;
  lines: Array<{ blending_seq: number; ship_mass: number; receive_mass: number | null }>;
}

export const keysOf = (record: Readonly<Record<string, unknown>>): OrderKeys => ({
  order_year: Number(record.order_year),
  order_seq: Number(record.order_seq),
});

/** The roastery confirms an order, or cancels it with a reason. */
export const setOrderStatus = (keys: OrderKeys, status: 'CONFIRMED' | 'CANCELLED', reason?: string) =>
  sendWrite(writeCall<OrderKeys>(TRADE_CALLS.status), {
    ...keys,
    order_status: status,
    ...(reason ? { order_reason: reason } : {}),
  });

/** What the roastery can ship an order from, and the default picks. */
export const shipPlanQuery = (keys: OrderKeys) => lookupQuery<ShipPlan>(TRADE_CALLS.shipPlan, { ...keys });

/** Ships the picks; the request id makes a shipment sent twice move once (behaviour §06-3). */
export const shipOrder = (keys: OrderKeys, picks: readonly ShipPick[], day: string, requestId: string) =>
  sendWrite(writeCall<OrderKeys & { shipped: boolean }>(TRADE_CALLS.ship), {
    ...keys,
    ship_list: picks,
    ship_date: day,
    request_id: requestId,
  });

/** The roastery closes a line short with a reason: what it lacks will not ship (behaviour §05-7). */
export const closeOrderLine = (keys: OrderKeys, blend: number, reason: string, day: string) =>
  sendWrite(writeCall<OrderKeys & { closed: boolean }>(TRADE_CALLS.close), {
    ...keys,
    blending_seq: blend,
    close_reason: reason,
    close_date: day,
  });

/** The cafe receives a shipment of its order, with what it found short per blend (0.1 g) and a note. */
export const receiveOrder = (
  keys: OrderKeys,
  shipmentNo: number,
  shortfalls: ReadonlyArray<{ blending_seq: number; short_mass: number }>,
  memo: string,
  day: string,
) =>
  sendWrite(writeCall<OrderKeys & { received: boolean }>(TRADE_CALLS.receive), {
    ...keys,
    shipment_no: shipmentNo,
    receive_list: shortfalls,
    receive_memo: memo,
    receive_date: day,
  });
