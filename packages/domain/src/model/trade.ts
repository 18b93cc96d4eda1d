/** The trade between a roastery and its partner cafes (behaviour §05-2). */

/** An order's statuses (code group ORDST): placed → confirmed → shipped → received, or cancelled. */
export const ORDER_STATUSES = ['PLACED', 'CONFIRMED', 'SHIPPED', 'RECEIVED', 'CANCELLED'] as const;
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
  roaster: { PLACED: ['CONFIRMED', 'CANCELLED'], CONFIRMED: ['SHIPPED', 'CANCELLED'] },
};

/** Whether `side` may move an order from `from` to `to`. */
export const canMoveOrder = (side: 'cafe' | 'roaster', from: unknown, to: OrderStatus): boolean =>
  (TRANSITIONS[side][from as OrderStatus] ?? []).includes(to);

/** A cafe changes the lines, dates and note of its order only while the roastery has not confirmed it. */
export const orderEditable = (status: unknown): boolean =>
  status === undefined || status === null || status === 'PLACED';

/** Whether a mass (0.1 g) is a whole number of bags of the given sizes (0.1 g); any mass when no sizes are set. */
export function fillsBags(mass: number, bagSizes: readonly number[]): boolean {
  const sizes = bagSizes.filter((size) => size > 0);
  if (sizes.length === 0) return mass > 0;
  const reachable = new Set<number>([0]);
  const gcd = sizes.reduce((a, b) => {
    let [x, y] = [a, b];
    while (y) [x, y] = [y, x % y];
    return x;
  });
  if (mass <= 0 || mass % gcd !== 0) return false;
  // Coin problem on the sizes divided by their gcd; masses are small multiples in practice.
  const target = mass / gcd;
  const units = sizes.map((size) => size / gcd);
  const limit = Math.min(target, 100_000);
  for (let total = 1; total <= limit; total += 1) {
    if (units.some((unit) => unit <= total && reachable.has(total - unit))) reachable.add(total);
  }
  return target > limit ? true : reachable.has(target);
}

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
 * what it holds until the line's mass is covered. A line left short shows in `short` (blend → missing mass).
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
    }
    if (missing > 0) short[line.blending_seq] = missing;
  }
  return { picks, short };
}
