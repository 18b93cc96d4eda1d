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

/**
 * The default picking of an order (behaviour §05-4): per line, the blend's batches in stock, oldest first, each giving
 * what it holds until the line's mass is covered. A line the stock cannot cover is not picked and shows in `short`
 * (blend → missing mass).
 */
export function pickBatches(
  lines: ReadonlyArray<{ blending_seq: number; order_mass: number }>,
  candidates: readonly ShipCandidate[],
): { picks: ShipPick[]; short: Record<number, number> } {
  const picks: ShipPick[] = [];
  const short: Record<number, number> = {};
  const byAge = [...candidates].sort(
    (a, b) =>
      a.blending_result_date.localeCompare(b.blending_result_date) || a.blending_result_seq - b.blending_result_seq,
  );
  for (const line of lines) {
    let missing = line.order_mass;
    let taken = 0;
    for (const batch of byAge) {
      if (missing <= 0) break;
      if (batch.blending_seq !== line.blending_seq || batch.blending_instock <= 0) continue;
      const take = Math.min(missing, batch.blending_instock);
      picks.push({
        blending_result_year: batch.blending_result_year,
        blending_result_seq: batch.blending_result_seq,
        ship_mass: take,
      });
      missing -= take;
      taken += 1;
    }
    // A line the stock cannot fill whole waits for a later shipment (behaviour §05-7).
    if (missing > 0) {
      short[line.blending_seq] = missing;
      picks.splice(picks.length - taken, taken);
    }
  }
  return { picks, short };
}
