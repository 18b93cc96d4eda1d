import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { PAGES } from '@coffee/api-kernel/domain';
import { receiveOpeningStock, reverseDeletedStock } from '@coffee/api-kernel/inventory/ledger';
import { roleVisibility } from '@coffee/api-kernel/engine/record-visibility';
import { blendHeldBy } from '@coffee/api-kernel/engine/holds';
import type { Resource } from '@coffee/api-kernel/engine/resource';
import { joinedColumns, onSaveOrDelete } from '@coffee/api-kernel/engine/resource';
import { page } from '@coffee/api-kernel/engine/pages';
import {
  checkReferenceBatch,
  deriveBlendingDefault,
  deriveBlendingResult,
  deriveRoastingDefault,
  deriveRoastingResult,
  releaseBlendingStock,
  releaseRoastingStock,
  settleBlendingStock,
  settleRoastingStock,
} from './production';
import { captureOrderValue } from './order-value';
import { cafeOrderEditable, checkCafeOrder, orderReadings, orderYear, roasterOrderEditable } from './trade';
import { feedbackSatis } from './feedback';
import { afterBatchWrite, checkRelease, deriveRecipeDeviations, refuseHeldBatches } from './roast-consistency';
import { checkScheduleLink } from './schedule';
import { checkBatchCode } from './batch-codes';
import { checkBlendRatio } from './blend-ratio';
import { blendCosts, costOf, lotCosts, roastCosts, roasteryCurrency } from '../costs/batch-costs';

/** A batch's cost and cost per kg (behaviour §05-14), answered to the roastery's managers and up (the fields' roles). */
const batchCosts = (outer: string, table: RawBuilder<unknown>) => ({
  batch_cost: costOf(table, 'batch_cost'),
  cost_per_kg: costOf(table, 'cost_per_kg'),
  cost_currency: roasteryCurrency(outer),
});

/**
 * The score of a batch's latest QC cupping note (the export's cupping column, behaviour §04-2). Today the note's overall
 * satisfaction; a cupping score of its own replaces the one column here.
 */
const latestCuppingScore = sql`(select q.cupnote_satis from qc_roasting q
  where q.roasting_result_seq = roasting_result.roasting_result_seq
  order by q.cupnote_date desc nulls last, q.cupnote_seq desc limit 1)`;

/** The roastery's pages with hooks of their own (the engine serves them; docs/server.md, "Hooks today"). */
export function roasterResources(): Resource[] {
  return [
    // Roaster production (02)
    page(PAGES.RoasterEquip, { conditions: roleVisibility('roaster_equip') }),
    page(PAGES.RoasterGreenbeanDefault, {
      conditions: roleVisibility('greenbean_roaster'),
    }),
    page(PAGES.RoasterGreenbeanYear, {
      // The lot's landed cost per kg (behaviour §05-14), for managers and up (the field's roles).
      expressions: {
        greenbean_cost_kg: costOf(
          lotCosts(sql`y.greenbean_roaster_seq = greenbean_roaster_year.greenbean_roaster_seq
            and y.greenbean_year = greenbean_roaster_year.greenbean_year`),
          'cost_kg',
        ),
        cost_currency: roasteryCurrency('greenbean_roaster_year'),
      },
      // A lot is named after its green bean and seen with it.
      conditions: roleVisibility('greenbean_roaster_year'),
      moveStock: onSaveOrDelete(receiveOpeningStock('greenbean'), reverseDeletedStock('greenbean')),
    }),
    page(PAGES.RoastingDefault, {
      beforeRowWrite: checkReferenceBatch,
      afterRowWrite: onSaveOrDelete(async (trx, keys) => {
        await deriveRoastingDefault(trx, keys);
        await deriveRecipeDeviations(trx, keys);
      }),
      conditions: roleVisibility('roasting_default'),
    }),
    page(PAGES.RoastingResult, {
      expressions: {
        ...joinedColumns('roasting_result', 'roasting_default', ['roasting_name_kr', 'roasting_name'], {
          roasting_seq: 'roasting_seq',
        }),
        cupnote_satis: latestCuppingScore,
        ...batchCosts('roasting_result', roastCosts(sql`r.roasting_result_seq = roasting_result.roasting_result_seq`)),
        feedback_satis: feedbackSatis(
          sql`select blending_result_year as y, blending_result_seq as s from blending_result_roasting
            where roasting_result_year = roasting_result.roasting_result_year
              and roasting_result_seq = roasting_result.roasting_result_seq`,
        ),
      },
      // A batch is a part of its recipe: seen with it (behaviour §02-6).
      conditions: roleVisibility('roasting_result'),
      beforeRowWrite: async (save) => {
        await checkRelease(save);
        await checkBatchCode('roasting')(save);
        await checkScheduleLink(save);
      },
      moveStock: onSaveOrDelete(settleRoastingStock, releaseRoastingStock),
      afterRowWrite: onSaveOrDelete(async (trx, keys) => {
        await deriveRoastingResult(trx, keys);
        await afterBatchWrite(trx, keys);
      }),
    }),
    page(PAGES.BlendingDefault, {
      afterRowWrite: onSaveOrDelete(deriveBlendingDefault),
      conditions: roleVisibility('blending_default'),
    }),
    page(PAGES.BlendingResult, {
      expressions: {
        ...joinedColumns('blending_result', 'blending_default', ['blending_name_kr', 'blending_name'], {
          blending_seq: 'blending_seq',
        }),
        feedback_satis: feedbackSatis(
          sql`select blending_result.blending_result_year as y, blending_result.blending_result_seq as s`,
        ),
        blending_held_by: blendHeldBy('blending_result.blending_result_year', 'blending_result.blending_result_seq'),
        ...batchCosts('blending_result', blendCosts(sql`b.blending_result_seq = blending_result.blending_result_seq`)),
      },
      conditions: roleVisibility('blending_result'),
      beforeRowWrite: async (save) => {
        await refuseHeldBatches(save);
        await checkBatchCode('blending')(save);
        await checkBlendRatio(save);
      },
      moveStock: onSaveOrDelete(settleBlendingStock, releaseBlendingStock),
      afterRowWrite: onSaveOrDelete(deriveBlendingResult),
    }),
    // The trade between roastery and cafe (behaviour §05-2): the cafe's orders, and the same orders as the roastery sees them.
    page(PAGES.CafeOrder, {
      ...orderReadings,
      prepareInput: orderYear,
      beforeRowWrite: checkCafeOrder,
      afterRowWrite: onSaveOrDelete(captureOrderValue),
      rowEditable: cafeOrderEditable,
    }),
    page(PAGES.RoasterOrder, { ...orderReadings, rowEditable: roasterOrderEditable }),
  ];
}
