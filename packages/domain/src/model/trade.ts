/** The trade between a roastery and its partner cafes (behaviour §05-2). */

/**
 * An order's statuses (code group ORDST): placed → confirmed → (partly shipped →) shipped → received, or cancelled
 * (behaviour §05-7).
 */
export const ORDER_STATUSES = ['PLACED', 'CONFIRMED', 'PARTLY', 'SHIPPED', 'RECEIVED', 'CANCELLED'] as const;

/** Statuses of an order with lines still to ship (the production plan's open demand). */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['PLACED', 'CONFIRMED', 'PARTLY'];

/** Statuses of an order with shipments the cafe may receive (behaviour §05-5). */
export const RECEIVABLE_ORDER_STATUSES: readonly OrderStatus[] = ['PARTLY', 'SHIPPED'];
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The code group of `order_status`. */
export const ORDER_STATUS_GROUP = 'ORDST';

/** The relations (PSAUTH) under which a cafe may order from a roastery: its partners (behaviour §05-2). */
export const ORDERING_RELATIONS = ['CSTMR', 'CAFE', 'RSTR'] as const;

/** Who may move an order from one status to another (behaviour §05-2). */
const TRANSITIONS: Readonly<
  Record<'cafe' | 'roaster', Readonly<Partial<Record<OrderStatus, readonly OrderStatus[]>>>>
> = {
  cafe: { PLACED: ['CANCELLED'], SHIPPED: ['RECEIVED'] },
  roaster: { PLACED: ['CONFIRMED', 'CANCELLED'], CONFIRMED: ['PARTLY', 'SHIPPED', 'CANCELLED'], PARTLY: ['SHIPPED'] },
};

/** Whether `side` may move an order from `from` to `to`. */
export const canMoveOrder = (side: 'cafe' | 'roaster', from: unknown, to: OrderStatus): boolean =>
  (TRANSITIONS[side][from as OrderStatus] ?? []).includes(to);

/** A cafe changes the lines, dates and note of its order only while the roastery has not confirmed it. */
export const orderEditable = (status: unknown): boolean =>
  status === undefined || status === null || status === 'PLACED';

/**
 * An order line as bags (behaviour §05-2): the largest of the sizes sold (0.1 g) of which the mass is a whole number,
 * and how many; null when none fits (or the mass is not above zero).
 */
export function bagsOf(mass: number, bagSizes: readonly number[]): { size: number; count: number } | null {
  if (!Number.isSafeInteger(mass) || mass <= 0) return null;
  const size = [...bagSizes].sort((a, b) => b - a).find((candidate) => candidate > 0 && mass % candidate === 0);
  return size === undefined ? null : { size, count: mass / size };
}

/** Whether a mass (0.1 g) is a whole number of bags of one of the sizes sold; any mass when no sizes are set. */
export const fillsBags = (mass: number, bagSizes: readonly number[]): boolean =>
  bagSizes.some((size) => size > 0) ? bagsOf(mass, bagSizes) !== null : Number.isSafeInteger(mass) && mass > 0;

/** One blend batch picked for a shipment: its keys and the stock it holds (0.1 g), oldest first by date. */
export interface ShipCandidate {
  readonly blending_result_year: number;
  readonly blending_result_seq: number;
  readonly blending_seq: number;
  readonly blending_result_date: string;
  readonly blending_instock: number;
}

export interface ShipPick {
  readonly blending_result_year: number;
  readonly blending_result_seq: number;
  readonly ship_mass: number;
}

/** An order line as shipping reads it (behaviour §05-7): what is left to ship (0.1 g) and its bag size (null: any mass). */
export interface OpenLine {
  readonly blending_seq: number;
  readonly open_mass: number;
  readonly bag_mass: number | null;
}

/** The bag size (0.1 g) a line of `mass` ships in: the size it was ordered in (behaviour §05-8), null for any mass. */
export const lineBagSize = (mass: number, bagSizes: readonly number[]): number | null =>
  bagsOf(mass, bagSizes)?.size ?? null;

/** Whether a shipment of `mass` of a line is a mass it may send now: whole bags of its size, or all that is left. */
export const shipsWhole = (mass: number, line: OpenLine): boolean =>
  Number.isSafeInteger(mass) &&
  mass > 0 &&
  mass <= line.open_mass &&
  (mass === line.open_mass || line.bag_mass === null || mass % line.bag_mass === 0);

/**
 * The default picking of an order (behaviour §05-4, §05-7): per line, what its blend's batches in stock hold, up to
 * what is left of the line (in whole bags of the line's size), taken from the oldest batches first. What the stock
 * cannot send now shows in `short` (blend → mass that waits for a later shipment).
 */
export function pickBatches(
  lines: readonly OpenLine[],
  candidates: readonly ShipCandidate[],
): { picks: ShipPick[]; short: Record<number, number> } {
  const picks: ShipPick[] = [];
  const short: Record<number, number> = {};
  const byAge = [...candidates].sort(
    (a, b) =>
      a.blending_result_date.localeCompare(b.blending_result_date) || a.blending_result_seq - b.blending_result_seq,
  );
  for (const line of lines) {
    const batches = byAge.filter((batch) => batch.blending_seq === line.blending_seq && batch.blending_instock > 0);
    const held = batches.reduce((sum, batch) => sum + batch.blending_instock, 0);
    const fits = Math.min(line.open_mass, held);
    let missing = fits === line.open_mass || line.bag_mass === null ? fits : fits - (fits % line.bag_mass);
    if (line.open_mass - missing > 0) short[line.blending_seq] = line.open_mass - missing;
    for (const batch of batches) {
      if (missing <= 0) break;
      const take = Math.min(missing, batch.blending_instock);
      picks.push({
        blending_result_year: batch.blending_result_year,
        blending_result_seq: batch.blending_result_seq,
        ship_mass: take,
      });
      missing -= take;
    }
  }
  return { picks, short };
}

/**
 * An order's status once a shipment, a receipt or a line closed short has changed it (behaviour §05-7): partly shipped
 * while a line is open and something shipped; shipped once no line is open; received once every shipment is too.
 */
export function settledOrderStatus(
  current: OrderStatus,
  { open, shipments, received }: { open: number; shipments: number; received: boolean },
): OrderStatus {
  if (open > 0) return shipments > 0 ? 'PARTLY' : current;
  return shipments > 0 && received ? 'RECEIVED' : 'SHIPPED';
}
