/**
 * The roastery's production plan (behaviour §05-3): demand exploded the way material planning does, from sold blends
 * through roasting recipes to green lots. Masses are stored units (0.1 g), losses stored percents (x10). Computed
 * from the records on every call, never stored.
 */

import { addDays, daysBetween } from '@coffee/domain/pages';

/** Stored percents are tenths of a percent. */
const PERCENT_SCALE = 10;

/** The longest range a plan covers, in days. */
export const PLAN_MAX_DAYS = 92;
/** How many of a recipe's latest batches give its expected loss when the recipe names none. */
export const PLAN_LOSS_BATCHES = 5;
/** The expected loss (15.0 %, stored) of a recipe with neither a value of its own nor a roasted batch. */
export const PLAN_DEFAULT_LOSS = 150;

export interface PlanBlendInput {
  blending_seq: number;
  min_stock: number;
  /** Blend stock on hand: the balance of its blend batches. */
  stock: number;
  /**
   * Open order lines by the day they must be roasted (the wanted day less the blend's rest and delivery days); one
   * due before the first day falls on it and, when it names its order, is listed as late.
   */
  demand: ReadonlyArray<PlanDemandLine>;
  /** The blend's roast shares (`blending_default_roasting`): its recipes with their masses. */
  roasts: ReadonlyArray<{ roasting_seq: number; mass: number }>;
}

export interface PlanDemandLine {
  /** The day the line's roast is due: its wanted day less the lead time. */
  date: string;
  mass: number;
  /** The order the line belongs to, with the day the cafe wants it. */
  order?: { order_year: number; order_seq: number; wanted_date: string };
}

/** An order line the plan cannot meet: its roast was due before the plan's first day. */
export interface PlanLateLine {
  order_year: number;
  order_seq: number;
  blending_seq: number;
  wanted_date: string;
  /** The last day its roast could have been made for the wanted day. */
  roast_by: string;
  mass: number;
}

export interface PlanRecipeInput {
  roasting_seq: number;
  /** Roasted stock on hand: the balance of the recipe's roast batches. */
  stock: number;
  /** The recipe's own expected loss, or null. */
  expected_loss: number | null;
  /** Losses of its latest batches, newest first. */
  recent_losses: readonly number[];
  /** Green rows of one batch: their sum is the batch size. */
  rows: ReadonlyArray<{ greenbean_roaster_seq: number; mass: number }>;
}

export interface PlanLotInput {
  greenbean_roaster_seq: number;
  greenbean_year: number;
  stock: number;
}

export interface PlanInput {
  from: string;
  to: string;
  blends: readonly PlanBlendInput[];
  recipes: readonly PlanRecipeInput[];
  lots: readonly PlanLotInput[];
}

export type LossSource = 'recipe' | 'batches' | 'default';

export interface PlanBatchRow {
  greenbean_roaster_seq: number;
  /** The lot the row takes its green from; null when the bean has no lot at all. */
  greenbean_year: number | null;
  greenbean_mass: number;
}

export interface PlanBatch {
  date: string;
  roasting_seq: number;
  /** 1-based number of the batch within the recipe's day. */
  number: number;
  rows: PlanBatchRow[];
  green: number;
  /** Roasted mass expected after the loss. */
  roasted: number;
}

export interface PlanBlend {
  blending_seq: number;
  demand: number;
  min_stock: number;
  stock: number;
  to_make: number;
  days: Array<{ date: string; mass: number }>;
}

export interface PlanRecipe {
  roasting_seq: number;
  required: number;
  stock: number;
  to_roast: number;
  expected_loss: number;
  loss_source: LossSource;
  batch_size: number;
  green: number;
  batch_count: number;
  days: Array<{ date: string; batches: number; green: number }>;
}

export interface PlanLot {
  greenbean_roaster_seq: number;
  greenbean_year: number | null;
  stock: number;
  required: number;
  short: number;
}

export interface Plan {
  days: string[];
  blends: PlanBlend[];
  recipes: PlanRecipe[];
  lots: PlanLot[];
  batches: PlanBatch[];
  /** Order lines it cannot meet in time, earliest wanted first. */
  late: PlanLateLine[];
}

/** The days of a range, first to last; empty when the range is backwards or longer than `PLAN_MAX_DAYS`. */
export function planDays(from: string, to: string): string[] {
  const span = daysBetween(from, to);
  if (span === null || span < 0 || span >= PLAN_MAX_DAYS) return [];
  return Array.from({ length: span + 1 }, (_, index) => addDays(from, index));
}

/**
 * What has to be made each day so that the cumulative requirement is met, after what is on hand: the stock covers
 * the earliest days first, and a day only makes what the days before it left open.
 */
export function netByDay(required: readonly number[], onHand: number): number[] {
  let cumulative = 0;
  let covered = 0;
  return required.map((mass) => {
    cumulative += mass;
    const open = Math.max(0, cumulative - onHand);
    const make = open - covered;
    covered = open;
    return make;
  });
}

/** A recipe's expected loss: its own value, else the mean of its latest batches, else the default. */
export function expectedLoss(recipe: Pick<PlanRecipeInput, 'expected_loss' | 'recent_losses'>): {
  loss: number;
  source: LossSource;
} {
  if (recipe.expected_loss !== null) return { loss: recipe.expected_loss, source: 'recipe' };
  const recent = recipe.recent_losses.slice(0, PLAN_LOSS_BATCHES);
  if (recent.length === 0) return { loss: PLAN_DEFAULT_LOSS, source: 'default' };
  return { loss: Math.round(recent.reduce((sum, loss) => sum + loss, 0) / recent.length), source: 'batches' };
}

/** Green needed for a roasted mass at a loss (stored percent), rounded up to the unit. */
export const greenFor = (roasted: number, loss: number): number =>
  roasted <= 0 ? 0 : Math.ceil(roasted / (1 - loss / (100 * PERCENT_SCALE)));

/** The roasted mass a green mass gives at a loss, rounded down. */
export const roastedFrom = (green: number, loss: number): number =>
  Math.floor(green * (1 - loss / (100 * PERCENT_SCALE)));

/**
 * Whole batches per day: enough batches by each day for the green needed up to it, so a batch's surplus carries
 * over to the next days.
 */
export function batchesByDay(green: readonly number[], batchSize: number): number[] {
  if (batchSize <= 0) return green.map(() => 0);
  let cumulative = 0;
  let made = 0;
  return green.map((mass) => {
    cumulative += mass;
    const needed = Math.ceil(cumulative / batchSize);
    const count = Math.max(0, needed - made);
    made += count;
    return count;
  });
}

const dayIndex = (days: readonly string[], date: string): number => {
  if (date <= days[0]!) return 0;
  const index = daysBetween(days[0]!, date) ?? 0;
  return Math.min(index, days.length - 1);
};

const blendPlan = (days: readonly string[], blend: PlanBlendInput): PlanBlend => {
  const required = days.map(() => 0);
  for (const line of blend.demand) required[dayIndex(days, line.date)]! += line.mass;
  // The minimum stock is restored first, on the first day.
  required[0]! += blend.min_stock;
  const make = netByDay(required, blend.stock);
  const demand = blend.demand.reduce((sum, line) => sum + line.mass, 0);
  return {
    blending_seq: blend.blending_seq,
    demand,
    min_stock: blend.min_stock,
    stock: blend.stock,
    to_make: make.reduce((sum, mass) => sum + mass, 0),
    days: days.map((date, index) => ({ date, mass: make[index]! })),
  };
};

/** The order lines whose roast was due before the first day: they cannot arrive on the day wanted. */
export function lateLines(first: string, blends: readonly PlanBlendInput[]): PlanLateLine[] {
  return blends
    .flatMap((blend) =>
      blend.demand.flatMap((line) =>
        line.order && line.date < first
          ? [{ ...line.order, blending_seq: blend.blending_seq, roast_by: line.date, mass: line.mass }]
          : [],
      ),
    )
    .sort((a, b) =>
      a.wanted_date === b.wanted_date ? a.order_seq - b.order_seq : a.wanted_date < b.wanted_date ? -1 : 1,
    );
}

/** Lots of each bean, oldest first, with what is left to allocate. */
const lotPool = (lots: readonly PlanLotInput[]) => {
  const byBean = new Map<number, Array<PlanLot & { left: number }>>();
  for (const lot of [...lots].sort((a, b) => a.greenbean_year - b.greenbean_year)) {
    const list = byBean.get(lot.greenbean_roaster_seq) ?? [];
    list.push({ ...lot, stock: Math.max(0, lot.stock), required: 0, short: 0, left: Math.max(0, lot.stock) });
    byBean.set(lot.greenbean_roaster_seq, list);
  }
  return byBean;
};

/** The lot a batch row takes its mass from: the oldest lot that still holds it, else the one holding the most. */
const takeFromLots = (
  pool: Map<number, Array<PlanLot & { left: number }>>,
  bean: number,
  mass: number,
): PlanLot & { left: number } => {
  let lots = pool.get(bean);
  if (!lots) {
    lots = [{ greenbean_roaster_seq: bean, greenbean_year: null, stock: 0, required: 0, short: 0, left: 0 }];
    pool.set(bean, lots);
  }
  const lot =
    lots.find((candidate) => candidate.left >= mass) ??
    lots.reduce((most, candidate) => (candidate.left > most.left ? candidate : most), lots[lots.length - 1]!);
  lot.required += mass;
  lot.left = Math.max(0, lot.left - mass);
  lot.short = Math.max(0, lot.required - lot.stock);
  return lot;
};

/**
 * The plan for a range (behaviour §05-3): per sold blend the blend to make, per recipe the roast to make with its
 * green and batches per day, per green lot the green it gives and what it is short. Batches draw their lots in day
 * order, oldest lot first.
 */
export function computePlan(input: PlanInput): Plan {
  const days = planDays(input.from, input.to);
  if (days.length === 0) return { days, blends: [], recipes: [], lots: [], batches: [], late: [] };
  const blends = input.blends.map((blend) => blendPlan(days, blend));

  const roastRequired = new Map<number, number[]>();
  input.blends.forEach((blend, blendIndex) => {
    const total = blend.roasts.reduce((sum, roast) => sum + Math.max(0, roast.mass), 0);
    if (total <= 0) return;
    for (const roast of blend.roasts) {
      const perDay = roastRequired.get(roast.roasting_seq) ?? days.map(() => 0);
      blends[blendIndex]!.days.forEach((day, index) => {
        perDay[index]! += (day.mass * Math.max(0, roast.mass)) / total;
      });
      roastRequired.set(roast.roasting_seq, perDay);
    }
  });

  const pool = lotPool(input.lots);
  const batches: PlanBatch[] = [];
  const recipes: PlanRecipe[] = [];
  for (const recipe of input.recipes) {
    const required = (roastRequired.get(recipe.roasting_seq) ?? days.map(() => 0)).map(Math.ceil);
    const roast = netByDay(required, Math.max(0, recipe.stock));
    const { loss, source } = expectedLoss(recipe);
    const batchSize = recipe.rows.reduce((sum, row) => sum + row.mass, 0);
    const perDay = batchesByDay(
      roast.map((mass) => greenFor(mass, loss)),
      batchSize,
    );
    recipes.push({
      roasting_seq: recipe.roasting_seq,
      required: required.reduce((sum, mass) => sum + mass, 0),
      stock: recipe.stock,
      to_roast: roast.reduce((sum, mass) => sum + mass, 0),
      expected_loss: loss,
      loss_source: source,
      batch_size: batchSize,
      green: perDay.reduce((sum, count) => sum + count, 0) * batchSize,
      batch_count: perDay.reduce((sum, count) => sum + count, 0),
      days: days.map((date, index) => ({ date, batches: perDay[index]!, green: perDay[index]! * batchSize })),
    });
    perDay.forEach((count, index) => {
      for (let number = 1; number <= count; number += 1) {
        batches.push({
          date: days[index]!,
          roasting_seq: recipe.roasting_seq,
          number,
          green: batchSize,
          roasted: roastedFrom(batchSize, loss),
          rows: [],
        });
      }
    });
  }
  // Lots are drawn in day order, whatever the recipe.
  batches.sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? -1 : 1));
  const rowsOf = new Map(input.recipes.map((recipe) => [recipe.roasting_seq, recipe.rows]));
  for (const batch of batches) {
    batch.rows = (rowsOf.get(batch.roasting_seq) ?? []).map((row) => ({
      greenbean_roaster_seq: row.greenbean_roaster_seq,
      greenbean_year: takeFromLots(pool, row.greenbean_roaster_seq, row.mass).greenbean_year,
      greenbean_mass: row.mass,
    }));
  }
  const lots = [...pool.values()].flat().map(({ left: _left, ...lot }) => lot);
  return { days, blends, recipes, lots, batches, late: lateLines(days[0]!, input.blends) };
}
