import type { EntityPageDescriptor, OrgType, StatusScreen } from '@coffee/domain';
import { BREWING_STEPS, entities, ORG_PAGES, PAGES, RELATION_PAGES, staffStatusTable } from '@coffee/api-kernel/domain';
import { sql } from 'kysely';
import { checkNoteSerial } from './user-notes';
import type { RawBuilder } from 'kysely';
import type { Database, Row } from '@coffee/api-kernel/db/database';
import { badRequest } from '@coffee/api-kernel/http/errors';
import {
  checkStatus,
  completeEvent,
  eventStatus,
  screenConditions,
  statusColumn,
  statusRowEditable,
} from './organisation';
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
import { releaseBrewStock, settleBrewStock } from './brewing';
import { receiveOpeningStock, reverseDeletedStock } from '@coffee/api-kernel/inventory/ledger';
import { captureOrderValue } from './order-value';
import { cafeOrderEditable, checkCafeOrder, orderReadings, orderYear, roasterOrderEditable } from './trade';
import { feedbackSatis } from './feedback';
import { afterBatchWrite, checkRelease, deriveRecipeDeviations, refuseHeldBatches } from './roast-consistency';
import { checkScheduleLink } from './schedule';
import { storeNoteScores } from './quality';
import { checkBatchCode } from './batch-codes';
import { checkBlendRatio } from './blend-ratio';
import { checkCuppingSession, cuppingSessionVisibility, settleCuppingSession } from './cupping';
import { roleVisibility } from '@coffee/api-kernel/engine/record-visibility';
import { blendHeldBy } from '@coffee/api-kernel/engine/holds';
import type { Resource, SaveContext, Written } from '@coffee/api-kernel/engine/resource';
import { joinedColumn, joinedColumns, onSaveOrDelete } from '@coffee/api-kernel/engine/resource';
import { page, plainPages } from './pages';
import { blendCosts, costOf, lotCosts, roastCosts, roasteryCurrency } from '../costs/batch-costs';

export { page, plainPages };

/** A batch's cost and cost per kg (behaviour §05-14), answered to the roastery's managers and up (the fields' roles). */
const batchCosts = (outer: string, table: RawBuilder<unknown>) => ({
  batch_cost: costOf(table, 'batch_cost'),
  cost_per_kg: costOf(table, 'cost_per_kg'),
  cost_currency: roasteryCurrency(outer),
});

const NAME_COLUMNS = (prefix: string) => [`${prefix}_name_kr`, `${prefix}_name`, `${prefix}_nick_kr`, `${prefix}_nick`];

/** The names of a joined record under the joined record's own field names. */
const namesOf = (outer: string, table: string, prefix: string, on: Record<string, string>) =>
  joinedColumns(outer, table, NAME_COLUMNS(prefix), on);

/** A value two records away: `via` holds the link to `table` (e.g. a roasting result's recipe names). */
const throughColumn = (
  outer: string,
  via: { table: string; on: string },
  table: string,
  link: string,
  column: string,
): RawBuilder<unknown> =>
  sql`(select ${sql.ref(`t.${column}`)} from ${sql.table(via.table)} v join ${sql.table(table)} t on ${sql.ref(`t.${link}`)} = ${sql.ref(`v.${link}`)} where ${sql.ref(`v.${via.on}`)} = ${sql.ref(`${outer}.${via.on}`)} limit 1)`;

/** Brewing steps 1-9 and end as rows, the form's flat `brewing_{step}_*` fields regrouped (detail_result_step). */
const brewingSteps = (record: Row): Row => ({
  detail_result_step: BREWING_STEPS.map((step) => ({
    step,
    ...Object.fromEntries(
      ['term', 'mass', 'mass_calc', 'bar', 'flux'].map((part) => [
        `brewing_${part}`,
        record[`brewing_${step}_${part}`] ?? null,
      ]),
    ),
  })),
});

/** The beans' age in days at brewing: the result (or note) date minus the blend result's date. */
const dateTerm = (outer: string, dateColumn: string, blendDate: RawBuilder<unknown>) =>
  sql`(${sql.ref(`${outer}.${dateColumn}`)} - ${blendDate})`;

/** What a brewing result shows of the received bean it used. */
const receivedColumns = (outer: string, dateColumn: string): Record<string, RawBuilder<unknown>> => {
  const on = { received_seq: 'received_seq' };
  const blendDate = joinedColumn(outer, 'coffeebean_received', 'blending_result_date', on);
  return {
    blending_result_date: blendDate,
    blending_loss: joinedColumn(outer, 'coffeebean_received', 'blending_loss', on),
    blending_organic_loss: joinedColumn(outer, 'coffeebean_received', 'blending_organic_loss', on),
    brewing_date_term: dateTerm(outer, dateColumn, blendDate),
  };
};

const staffPages = (org: OrgType): Resource[] => {
  const table = `${org}_user`;
  const column = statusColumn(org);
  return (Object.entries(ORG_PAGES[org].staff) as Array<[StatusScreen, EntityPageDescriptor]>).map(
    ([screen, descriptor]) =>
      page(descriptor, {
        expressions: { user_name: joinedColumn(table, 'app_user', 'user_name', { user_seq: 'user_seq' }) },
        rowEditable: statusRowEditable(column, staffStatusTable(org)),
        conditions: screenConditions(table, column, staffStatusTable(org), screen),
        beforeRowWrite: checkStatus(column, staffStatusTable(org), screen),
      }),
  );
};

const relationPages = (): Resource[] =>
  (Object.entries(RELATION_PAGES) as Array<[StatusScreen, EntityPageDescriptor]>).map(([screen, descriptor]) =>
    page(descriptor, {
      // RoasterCafeRegister is also the cafe-side register form (a view); the roaster's queue page is its list.
      ...(descriptor === PAGES.RoasterCafeRegister
        ? { entity: { ...PAGES.RoasterCafe.entity, name: descriptor.key, creatable: false } }
        : {}),
      expressions: joinedColumns('roaster_cafe', 'cafe', ['cafe_name_kr', 'cafe_name'], { cafe_seq: 'cafe_seq' }),
      rowEditable: statusRowEditable('roaster_cafe_auth', 'PSAUTH'),
      conditions: screenConditions('roaster_cafe', 'roaster_cafe_auth', 'PSAUTH', screen),
      beforeRowWrite: checkStatus('roaster_cafe_auth', 'PSAUTH', screen),
    }),
  );

const eventPage = (org: OrgType): Resource =>
  page(ORG_PAGES[org].event, {
    expressions: { event_status: eventStatus(`${org}_event`) },
    prepareInput: completeEvent,
  });

/** QC brewing results take the blend result's year and show its date and losses. */
async function blendResultYear(trx: Database, values: Row, stored?: Row): Promise<void> {
  const seq = values.blending_result_seq ?? stored?.blending_result_seq;
  if (seq === undefined || seq === null) return;
  const result = await trx
    .selectFrom('blending_result')
    .select(['blending_result_year', 'blending_seq'])
    .where('blending_result_seq', '=', seq as number)
    .executeTakeFirst();
  const blend = values.blending_seq ?? stored?.blending_seq;
  if (!result || (blend !== undefined && blend !== null && Number(blend) !== Number(result.blending_seq))) {
    throw badRequest('field_code', { field: 'blending_result_seq' });
  }
  values.blending_result_year = result.blending_result_year;
}

/**
 * The score of a batch's latest QC cupping note (the export's cupping column, behaviour §04-2). Today the note's overall
 * satisfaction; a cupping score of its own replaces the one column here.
 */
const latestCuppingScore = sql`(select q.cupnote_satis from qc_roasting q
  where q.roasting_result_seq = roasting_result.roasting_result_seq
  order by q.cupnote_date desc nulls last, q.cupnote_seq desc limit 1)`;

/**
 * Every list/detail/edit family served by the engine, with the menu page whose rights apply: the pages with hooks
 * of their own, listed here, then every other entity page of the suite.
 */
export function resources(clearCodes: () => void): Resource[] {
  const listed = listedResources(clearCodes);
  return [...listed, ...plainPages(PAGES, listed)];
}

function listedResources(clearCodes: () => void): Resource[] {
  const blendResultOn = { blending_result_seq: 'blending_result_seq' };
  return [
    page(PAGES.Country),
    page(PAGES.SettingRegion),
    page(PAGES.SettingFarm),
    page(PAGES.CodeGroup, { afterCommit: clearCodes }),
    page(PAGES.CodeList, {
      beforeRowWrite: codeGroupSeq,
      afterRowWrite: touchCodeGroup,
      afterCommit: clearCodes,
    }),
    page(PAGES.Variety),
    page(PAGES.SettingCompany),
    page(PAGES.SettingRoaster),
    page(PAGES.SettingCafe),
    page(PAGES.SettingEquip),
    page(PAGES.SettingMaterial),
    page(PAGES.SettingGreenbeanDefault),
    page(PAGES.SettingGreenbeanYear),
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
    // Roaster QC (behaviour §03-3.1 to §03-3.5, §03-7.1)
    page(PAGES.QCBlending, {
      expressions: namesOf('qc_blending', 'blending_default', 'blending', { blending_seq: 'blending_seq' }),
      beforeRowWrite: storeNoteScores,
    }),
    page(PAGES.QCRoasting, {
      expressions: {
        ...joinedColumns('qc_roasting', 'roasting_result', ['roasting_result_date', 'roasting_batch_no'], {
          roasting_result_seq: 'roasting_result_seq',
        }),
        ...Object.fromEntries(
          NAME_COLUMNS('roasting').map((name) => [
            name,
            throughColumn(
              'qc_roasting',
              { table: 'roasting_result', on: 'roasting_result_seq' },
              'roasting_default',
              'roasting_seq',
              name,
            ),
          ]),
        ),
      },
      beforeRowWrite: storeNoteScores,
    }),
    page(PAGES.QCGreenbean, {
      expressions: namesOf('qc_greenbean', 'greenbean_roaster', 'greenbean', {
        greenbean_roaster_seq: 'greenbean_roaster_seq',
      }),
      beforeRowWrite: storeNoteScores,
    }),
    page(PAGES.QCBrewingDefault),
    page(PAGES.QCBrewingResult, {
      expressions: {
        blending_result_date: joinedColumn(
          'qc_brewing_result',
          'blending_result',
          'blending_result_date',
          blendResultOn,
        ),
        blending_loss: joinedColumn('qc_brewing_result', 'blending_result', 'blending_loss', blendResultOn),
        blending_organic_loss: joinedColumn(
          'qc_brewing_result',
          'blending_result',
          'blending_organic_loss',
          blendResultOn,
        ),
        brewing_date_term: dateTerm(
          'qc_brewing_result',
          'cupnote_date',
          joinedColumn('qc_brewing_result', 'blending_result', 'blending_result_date', blendResultOn),
        ),
      },
      beforeRowWrite: async (save) => {
        storeNoteScores(save);
        await blendResultYear(save.trx, save.values, save.stored);
      },
      detailExtras: brewingSteps,
    }),
    // Organisation (behaviour §03-3.6, §03-4)
    ...staffPages('roaster'),
    ...staffPages('cafe'),
    eventPage('roaster'),
    eventPage('cafe'),
    ...relationPages(),
    page(PAGES.CafeRoaster),
    // Cafe (behaviour §03-3.8 to §03-3.11)
    page(PAGES.CafeEquip, { conditions: roleVisibility('cafe_equip') }),
    page(PAGES.CoffeebeanDefault),
    page(PAGES.CoffeebeanReceived, {
      moveStock: onSaveOrDelete(receiveOpeningStock('received'), reverseDeletedStock('received')),
      expressions: {
        ...joinedColumns('coffeebean_received', 'coffeebean', ['coffeebean_name_kr', 'coffeebean_name'], {
          coffeebean_seq: 'coffeebean_seq',
        }),
        received_date_term: sql`(current_date - coffeebean_received.blending_result_date)`,
      },
    }),
    page(PAGES.QCCoffeebean, { beforeRowWrite: storeNoteScores }),
    page(PAGES.QCCupping, {
      conditions: cuppingSessionVisibility,
      beforeRowWrite: checkCuppingSession,
      afterRowWrite: settleCuppingSession,
    }),
    page(PAGES.CafeBrewingDefault),
    page(PAGES.CafeBrewingResult, {
      expressions: receivedColumns('cafe_brewing_result', 'brewing_result_date'),
      detailExtras: brewingSteps,
      moveStock: onSaveOrDelete(settleBrewStock, releaseBrewStock),
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
    // The cafe's dial-in (behaviour §04-3): the day's numbers per bean and each bean's target.
    page(PAGES.CafeSettingToday, {
      expressions: namesOf('cafe_dialin', 'coffeebean', 'coffeebean', { coffeebean_seq: 'coffeebean_seq' }),
    }),
    page(PAGES.CafeSettingDefault, {
      expressions: namesOf('cafe_dialin_default', 'coffeebean', 'coffeebean', { coffeebean_seq: 'coffeebean_seq' }),
    }),
    // User area (behaviour §03-3.10 to §03-3.12, §03-7.5)
    page(PAGES.UserEquip),
    page(PAGES.UserBrewingDefault, { detailExtras: brewingSteps }),
    page(PAGES.UserBrewingResult, {
      expressions: {
        ...receivedColumns('user_brewing_result', 'brewing_result_date'),
        ...joinedColumns('user_brewing_result', 'coffeebean', ['coffeebean_name_kr', 'coffeebean_name'], {
          coffeebean_seq: 'coffeebean_seq',
        }),
        // The brewing conditions: indoors where measured, else outdoors (as the page derives them).
        condition_air: sql`coalesce(user_brewing_result.inside_air, user_brewing_result.outside_air)`,
        condition_hum: sql`coalesce(user_brewing_result.inside_hum, user_brewing_result.outside_hum)`,
      },
      detailExtras: brewingSteps,
    }),
    page(PAGES.UserQCCoffeebean, {
      expressions: {
        brewing_date_term: dateTerm('user_cupnote', 'cupnote_date', sql.ref('user_cupnote.blending_result_date')),
      },
      beforeRowWrite: checkNoteSerial,
      detailExtras: brewingSteps,
    }),
  ];
}

/** A code takes its group's seq from code_group_id (400 field_code for a group that does not exist). */
async function codeGroupSeq({ trx, values }: SaveContext): Promise<void> {
  const groupId = values.code_group_id;
  if (typeof groupId !== 'string') return;
  const group = await trx
    .selectFrom('code_group')
    .select('code_group_seq')
    .where('code_group_id', '=', groupId)
    .executeTakeFirst();
  if (!group) throw badRequest('field_code', { field: 'code_group_id', value: groupId });
  values.code_group_seq = group.code_group_seq;
}

/** Any change of a code marks its group changed, for /api/code/simple. */
async function touchCodeGroup(trx: Database, written: Written): Promise<void> {
  const groupId = written.mode === 'delete' ? written.row.code_group_id : written.values.code_group_id;
  if (typeof groupId !== 'string') return;
  await trx
    .updateTable('code_group')
    .set({ edit_at: sql`now()` })
    .where('code_group_id', '=', groupId)
    .execute();
}

/** Page keys every resource covers (for tests: each table entity is served). */
export const servedPages = (list: readonly Resource[]): string[] => list.map((resource) => resource.entity.name);
export const definedPages = (): string[] => Object.keys(entities);
