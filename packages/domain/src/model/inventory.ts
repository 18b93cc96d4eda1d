/**
 * Stock of the roastery and the cafe (behaviour §04-1): every change of a lot's or batch's stock is a movement in a ledger.
 * Masses are stored units (0.1 g). The arithmetic here is shared by the server (which applies it atomically in SQL)
 * and the pages that show it.
 */

import type { EntityDef } from './fields';
import { number, text } from '@coffee/domain/pages';

/** What holds stock: a green lot, a roasting batch, a blend batch, a cafe's received batch. */
export const STOCK_ITEMS = ['greenbean', 'roasting', 'blending', 'received'] as const;
export type StockItem = (typeof STOCK_ITEMS)[number];

/**
 * Why stock moved: a lot arriving (its opening stock too), a roast, a blend, a brew, a manual correction, the edit of
 * a record that moved stock (its difference) or the reversal of a deleted record (the ledger is append-only).
 */
export const MOVEMENT_KINDS = [
  'receipt',
  'roast',
  'blend',
  'brew',
  'correction',
  'edit',
  'reversal',
  'shipment',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/** Movements that are use (the pace of "used in 30 days" and "days left"): roasts, blends, brews and shipments. */
export const USE_KINDS: readonly MovementKind[] = ['roast', 'blend', 'brew', 'shipment'];
/** Corrections that are use: a sale is a shipment. Counts, samples and losses are not. */
export const USE_CORRECTIONS: readonly CorrectionKind[] = ['sale'];

/** Manual corrections: a count sets the balance; a sale, sample or loss takes a mass out. */
export const CORRECTION_KINDS = ['count', 'sale', 'sample', 'loss'] as const;
export type CorrectionKind = (typeof CORRECTION_KINDS)[number];

/** A movement typed by hand: a correction with its reason or, for a green lot, a later delivery. */
export type ManualMovement = CorrectionKind | 'receipt';

/**
 * The form of a manual movement, which the server checks before it moves stock: the reason, the mass (stored in
 * 0.1 g; above 0 g, a count may be 0 g) and a memo of at most 3000 bytes.
 */
export const manualMovementForm = (kind: ManualMovement): EntityDef => ({
  name: 'StockMovement',
  table: 'stock_movement',
  keys: [],
  scope: 'none',
  fields: [
    ...(kind === 'receipt' ? [] : [text('correction_kind', { required: true })]),
    number(kind === 'receipt' ? 'receipt_mass' : 'correction_mass', {
      required: true,
      scale: 10,
      min: kind === 'count' ? 0 : 0.1,
    }),
    text('movement_memo', { maxBytes: 3000 }),
  ],
});

/** Days of use a lot's pace is measured over. */
export const USE_WINDOW_DAYS = 30;

/** The stock a record takes or gives, per item (key: the item's id, e.g. `{seq}_{year}`); negative takes. */
export type StockEffect = ReadonlyMap<string, number>;

/** Adds up a record's rows into one effect per item (a lot used twice counts once, with both masses). */
export function effectOf(rows: ReadonlyArray<{ item: string; change: number }>): Map<string, number> {
  const effect = new Map<string, number>();
  for (const { item, change } of rows) effect.set(item, (effect.get(item) ?? 0) + change);
  return effect;
}

/**
 * The movements that bring the stock from what a record did so far (`before`: nothing on create, the ledger's net
 * per item on edit) to what it does now (`after`: nothing on delete). Only differences move; items in stable order,
 * so that concurrent saves lock rows in the same order.
 */
export function movementsBetween(before: StockEffect, after: StockEffect): Array<{ item: string; change: number }> {
  const items = [...new Set([...before.keys(), ...after.keys()])].sort();
  return items
    .map((item) => ({ item, change: (after.get(item) ?? 0) - (before.get(item) ?? 0) }))
    .filter((movement) => movement.change !== 0);
}

/** The change of a manual correction: a count replaces the balance, the other kinds take the mass out. */
export function correctionChange(kind: CorrectionKind, balance: number, mass: number): number {
  return kind === 'count' ? mass - balance : -Math.abs(mass);
}

export type MovementOutcome = { ok: true; balance: number } | { ok: false; available: number };

/** Applies a change to a balance; a balance below zero is refused (the mass available is told). */
export function applyMovement(balance: number, change: number): MovementOutcome {
  const next = balance + change;
  return next < 0 ? { ok: false, available: balance } : { ok: true, balance: next };
}

/** Daily use over the window and the days the balance lasts at that pace (null when nothing was used). */
export function stockPace(
  balance: number,
  usedInWindow: number,
  windowDays: number = USE_WINDOW_DAYS,
): { dailyUse: number; daysLeft: number | null } {
  const dailyUse = usedInWindow > 0 ? usedInWindow / windowDays : 0;
  return { dailyUse, daysLeft: dailyUse > 0 ? Math.floor(Math.max(balance, 0) / dailyUse) : null };
}
