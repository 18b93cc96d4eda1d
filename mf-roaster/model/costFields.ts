import type { FieldDef } from '@coffee/domain/pages';
import type { RoasterRole } from '@coffee/domain/session';
import { number, text } from '@coffee/domain/pages';

/** Who reads and writes a roastery's costs and margins: its managers and up (behaviour §05-14). */
export const COST_READERS: readonly RoasterRole[] = ['MNG', 'SMNG', 'OWN'];

/** The largest amount a cost field takes, in the currency's minor unit (a safe integer with room to add). */
export const MAX_COST_AMOUNT = 1_000_000_000_000;

/** An amount in the roastery's currency minor unit (KRW: won), never negative, seen by managers and up only. */
const costAmount = (name: string, options: { readOnly?: boolean } = {}): FieldDef =>
  number(name, {
    min: 0,
    max: MAX_COST_AMOUNT,
    visibleToRoles: COST_READERS,
    // A figure computed on read is drawn by the page (money in the roastery's currency, or "no cost").
    ...(options.readOnly ? { readOnly: true, stored: false, input: 'custom' as const } : {}),
  });

/** The roastery's currency the figures are in, answered with them (the page formats them in it). */
const costCurrency = (): FieldDef =>
  text('cost_currency', { readOnly: true, stored: false, input: 'custom', visibleToRoles: COST_READERS });

/**
 * A green lot's purchase cost (behaviour §05-14): the price per kg, and the freight, duties and other costs of the
 * whole lot, spread over the mass the lot received; the landed cost per kg is computed on read.
 */
export const greenbeanCostFields = (): FieldDef[] => [
  costAmount('greenbean_price_kg'),
  costAmount('greenbean_freight'),
  costAmount('greenbean_duties'),
  costAmount('greenbean_other_cost'),
  costAmount('greenbean_cost_kg', { readOnly: true }),
  costCurrency(),
];

/** A roaster machine's cost per batch (gas, labour), optional (behaviour §05-14). */
export const machineCostFields = (): FieldDef[] => [costAmount('equip_batch_cost')];

/** A roast or blend batch's cost and cost per kg, computed from the records on read (behaviour §05-14). */
export const batchCostFields = (): FieldDef[] => [
  costAmount('batch_cost', { readOnly: true }),
  costAmount('cost_per_kg', { readOnly: true }),
  costCurrency(),
];
