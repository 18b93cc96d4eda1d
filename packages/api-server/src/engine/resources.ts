import type { EntityDef, OrgType, StatusScreen } from '@coffee/domain';
import { BREWING_STEPS, entities, staffStatusTable } from '../domain';
import { sql } from 'kysely';
import { checkNoteSerial } from '../pages/user-note-routes';
import type { RawBuilder } from 'kysely';
import type { Database, Row } from '../db/database';
import { entityOf, pageTable } from '../db/page-tables';
import { badRequest } from '../http/errors';
import {
  checkStatus,
  completeEvent,
  eventStatus,
  screenConditions,
  statusColumn,
  statusRowEditable,
} from '../pages/organisation';
import {
  checkReferenceBatch,
  deriveBlendingDefault,
  deriveBlendingResult,
  deriveRoastingDefault,
  deriveRoastingResult,
  releaseBlendingStock,
  releaseRoastingStock,
} from '../pages/production';
import { deriveCafeBrewingResult, releaseBrewStock } from '../pages/brewing';
import { receiveOpeningStock, reverseDeletedStock } from '../inventory/ledger';
import { storeScaScore } from '../pages/quality';
import { roleVisibility } from './record-visibility';
import type { Resource } from './resource';
import { joinedColumn, joinedColumns, pathsFrom } from './resource';

type PageOptions = Omit<Resource, 'entity' | 'menu' | 'paths'>;

/** A page served by the engine: its entity definition, menu page (rights) and the table layout of page-tables. */
const page = (key: string, menu: string, options: PageOptions = {}): Resource => {
  const entity = entityOf(key);
  const layout = pageTable(entity.viewOf ?? key);
  return {
    entity,
    menu: menu.split('/'),
    paths: pathsFrom(entity),
    ...(layout?.subLists ? { subLists: layout.subLists } : {}),
    ...(layout?.references ? { references: layout.references } : {}),
    ...options,
  };
};

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
  const screens: Array<[string, StatusScreen, string]> = [
    [org === 'cafe' ? 'CafeUser' : 'RoasterUser', 'active', 'user'],
    [org === 'cafe' ? 'CafeUserSignUp' : 'RoasterUserSignUp', 'queue', 'signup'],
    [org === 'cafe' ? 'CafeUserEtc' : 'RoasterUserEtc', 'etc', 'etcuser'],
  ];
  return screens.map(([key, screen, tab]) =>
    page(key, `${org}/etc/${tab}`, {
      expressions: { user_name: joinedColumn(table, 'app_user', 'user_name', { user_seq: 'user_seq' }) },
      rowEditable: statusRowEditable(column, staffStatusTable(org)),
      conditions: screenConditions(table, column, staffStatusTable(org), screen),
      beforeSave: checkStatus(column, staffStatusTable(org), screen),
    }),
  );
};

const relationPages = (): Resource[] =>
  (
    [
      ['RoasterCafe', 'active', 'cafe'],
      ['RoasterCafeRegister', 'queue', 'registercafe'],
      ['RoasterCafeEtc', 'etc', 'etccafe'],
    ] as const
  ).map(([key, screen, tab]) => {
    // RoasterCafeRegister is also the cafe-side register form (a view); the roaster's queue page is its list.
    const base =
      key === 'RoasterCafeRegister' ? { ...entityOf('RoasterCafe'), name: key, creatable: false } : entityOf(key);
    const entity: EntityDef = {
      ...base,
      api: { list: `/api/roaster/cafe/${screen === 'queue' ? 'register' : screen === 'etc' ? 'etc' : 'list'}/list` },
    };
    return {
      ...page('RoasterCafe', `roaster/customer/${tab}`, {
        expressions: joinedColumns('roaster_cafe', 'cafe', ['cafe_name_kr', 'cafe_name'], { cafe_seq: 'cafe_seq' }),
        rowEditable: statusRowEditable('roaster_cafe_auth', 'PSAUTH'),
        conditions: screenConditions('roaster_cafe', 'roaster_cafe_auth', 'PSAUTH', screen),
        beforeSave: checkStatus('roaster_cafe_auth', 'PSAUTH', screen),
      }),
      entity,
      paths: pathsFrom(entity),
    };
  });

const eventPage = (org: OrgType): Resource =>
  page(org === 'cafe' ? 'CafeEvent' : 'RoasterEvent', `${org}/etc/event`, {
    expressions: { event_status: eventStatus(`${org}_event`) },
    prepare: completeEvent,
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

/** Every list/detail/edit family served by the engine, with the menu page whose rights apply. */
export function resources(clearCodes: () => void): Resource[] {
  const blendResultOn = { blending_result_seq: 'blending_result_seq' };
  return [
    page('Country', 'info/map/country'),
    page('SettingRegion', 'info/map/region'),
    page('SettingFarm', 'info/map/farm'),
    page('CodeGroup', 'info/code/codegroup', { afterWrite: clearCodes }),
    page('CodeList', 'info/code/codelist', { afterWrite: clearCodes, onWrite: touchCodeGroup }),
    page('Variety', 'info/code/varietylist'),
    page('SettingCompany', 'user/company/company'),
    page('SettingRoaster', 'user/company/roaster'),
    page('SettingCafe', 'user/company/cafe'),
    page('SettingEquip', 'user/product/equip'),
    page('SettingMaterial', 'user/product/material'),
    page('SettingGreenbeanDefault', 'user/product/greenbean'),
    page('SettingGreenbeanYear', 'user/product/greenbeanyear'),
    // Roaster production (02)
    page('RoasterEquip', 'roaster/etc/equip'),
    page('RoasterGreenbeanDefault', 'roaster/greenbean/list', {
      conditions: roleVisibility('greenbean_roaster'),
    }),
    page('RoasterGreenbeanYear', 'roaster/greenbean/inventory', {
      // A lot is named after its green bean and seen with it.
      conditions: roleVisibility('greenbean_roaster_year'),
      derive: receiveOpeningStock('greenbean'),
      onWrite: reverseDeletedStock('greenbean'),
    }),
    page('RoastingDefault', 'roaster/roasting/default', {
      derive: deriveRoastingDefault,
      beforeSave: checkReferenceBatch,
      conditions: roleVisibility('roasting_default'),
    }),
    page('RoastingResult', 'roaster/roasting/result', {
      expressions: {
        ...joinedColumns('roasting_result', 'roasting_default', ['roasting_name_kr', 'roasting_name'], {
          roasting_seq: 'roasting_seq',
        }),
        cupnote_satis: latestCuppingScore,
      },
      derive: deriveRoastingResult,
      onWrite: async (trx, values, mode) => {
        if (mode === 'delete') await releaseRoastingStock(trx, values);
      },
    }),
    page('BlendingDefault', 'roaster/blending/default', {
      derive: deriveBlendingDefault,
      conditions: roleVisibility('blending_default'),
    }),
    page('BlendingResult', 'roaster/blending/result', {
      expressions: joinedColumns('blending_result', 'blending_default', ['blending_name_kr', 'blending_name'], {
        blending_seq: 'blending_seq',
      }),
      derive: deriveBlendingResult,
      onWrite: async (trx, values, mode) => {
        if (mode === 'delete') await releaseBlendingStock(trx, values);
      },
    }),
    // Roaster QC (behaviour §03-3.1 to §03-3.5, §03-7.1)
    page('QCBlending', 'roaster/qc/blending', {
      expressions: namesOf('qc_blending', 'blending_default', 'blending', { blending_seq: 'blending_seq' }),
      beforeSave: storeScaScore,
    }),
    page('QCRoasting', 'roaster/qc/roasting', {
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
      beforeSave: storeScaScore,
    }),
    page('QCGreenbean', 'roaster/qc/greenbean', {
      expressions: namesOf('qc_greenbean', 'greenbean_roaster', 'greenbean', {
        greenbean_roaster_seq: 'greenbean_roaster_seq',
      }),
      beforeSave: storeScaScore,
    }),
    page('QCBrewingDefault', 'roaster/qc/brd'),
    page('QCBrewingResult', 'roaster/qc/blr', {
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
      beforeSave: async (save) => {
        storeScaScore(save);
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
    page('CafeRoaster', 'cafe/supplier/roaster'),
    // Cafe (behaviour §03-3.8 to §03-3.11)
    page('CafeEquip', 'cafe/etc/equip'),
    page('CoffeebeanDefault', 'cafe/coffeebean/default'),
    page('CoffeebeanReceived', 'cafe/coffeebean/received', {
      derive: receiveOpeningStock('received'),
      onWrite: reverseDeletedStock('received'),
      expressions: {
        ...joinedColumns('coffeebean_received', 'coffeebean', ['coffeebean_name_kr', 'coffeebean_name'], {
          coffeebean_seq: 'coffeebean_seq',
        }),
        received_date_term: sql`(current_date - coffeebean_received.blending_result_date)`,
      },
    }),
    page('QCCoffeebean', 'cafe/cupnote/coffeebean', { beforeSave: storeScaScore }),
    page('CafeBrewingDefault', 'cafe/brewing/default'),
    page('CafeBrewingResult', 'cafe/brewing/result', {
      expressions: receivedColumns('cafe_brewing_result', 'brewing_result_date'),
      detailExtras: brewingSteps,
      derive: deriveCafeBrewingResult,
      onWrite: async (trx, values, mode) => {
        if (mode === 'delete') await releaseBrewStock(trx, values);
      },
    }),
    // The cafe's dial-in (behaviour §04-3): the day's numbers per bean and each bean's target.
    page('CafeSettingToday', 'cafe/setting/settingtoday', {
      expressions: namesOf('cafe_dialin', 'coffeebean', 'coffeebean', { coffeebean_seq: 'coffeebean_seq' }),
    }),
    page('CafeSettingDefault', 'cafe/setting/settingdefault', {
      expressions: namesOf('cafe_dialin_default', 'coffeebean', 'coffeebean', { coffeebean_seq: 'coffeebean_seq' }),
    }),
    // User area (behaviour §03-3.10 to §03-3.12, §03-7.5)
    page('UserEquip', 'user/usernote/equip'),
    page('UserBrewingDefault', 'user/usernote/brewingdefault', { detailExtras: brewingSteps }),
    page('UserBrewingResult', 'user/usernote/brewingdefault', {
      expressions: {
        ...receivedColumns('user_brewing_result', 'brewing_result_date'),
        // The brewing conditions: indoors where measured, else outdoors (as the page derives them).
        condition_air: sql`coalesce(user_brewing_result.inside_air, user_brewing_result.outside_air)`,
        condition_hum: sql`coalesce(user_brewing_result.inside_hum, user_brewing_result.outside_hum)`,
      },
      detailExtras: brewingSteps,
    }),
    page('UserQCCoffebean', 'user/usernote/coffeenote', {
      expressions: {
        brewing_date_term: dateTerm('user_cupnote', 'cupnote_date', sql.ref('user_cupnote.blending_result_date')),
      },
      beforeSave: checkNoteSerial,
      detailExtras: brewingSteps,
    }),
  ];
}

/** A code takes its group's seq from code_group_id; any code change marks its group changed for /api/code/simple. */
async function touchCodeGroup(db: Database, values: Row, mode: 'write' | 'edit' | 'delete'): Promise<void> {
  const groupId = values.code_group_id;
  if (typeof groupId !== 'string') return;
  const group = await db
    .updateTable('code_group')
    .set({ edit_at: sql`now()` })
    .where('code_group_id', '=', groupId)
    .returning('code_group_seq')
    .executeTakeFirst();
  if (!group && mode !== 'delete') throw badRequest('field_code', { field: 'code_group_id', value: groupId });
  if (group && mode !== 'delete') values.code_group_seq = group.code_group_seq;
}

/** Page keys every resource covers (for tests: each table entity is served). */
export const servedPages = (list: readonly Resource[]): string[] => list.map((resource) => resource.entity.name);
export const definedPages = (): string[] => Object.keys(entities);
