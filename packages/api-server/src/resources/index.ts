import type { EntityPageDescriptor, OrgType, StatusScreen } from '@coffee/domain';
import { entities, ORG_PAGES, PAGES, RELATION_PAGES, staffStatusTable } from '@coffee/api-kernel/domain';
import { sql } from 'kysely';
import { userResources } from '@coffee/user-server';
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
import { roasterResources } from '@coffee/roaster-server';
import { cafeResources } from '@coffee/cafe-server';
import { qualityResources } from '@coffee/quality-server';
import { referenceResources } from '@coffee/reference-server';
import { storeNoteScores } from '@coffee/quality-server/resources/quality';
import type { Resource } from '@coffee/api-kernel/engine/resource';
import { joinedColumn, joinedColumns } from '@coffee/api-kernel/engine/resource';
import { brewingSteps, dateTerm, NAME_COLUMNS, namesOf } from '@coffee/api-kernel/engine/brewing-columns';
import { page, plainPages } from '@coffee/api-kernel/engine/pages';

export { page, plainPages };

/** A value two records away: `via` holds the link to `table` (e.g. a roasting result's recipe names). */
const throughColumn = (
  outer: string,
  via: { table: string; on: string },
  table: string,
  link: string,
  column: string,
): RawBuilder<unknown> =>
  sql`(select ${sql.ref(`t.${column}`)} from ${sql.table(via.table)} v join ${sql.table(table)} t on ${sql.ref(`t.${link}`)} = ${sql.ref(`v.${link}`)} where ${sql.ref(`v.${via.on}`)} = ${sql.ref(`${outer}.${via.on}`)} limit 1)`;

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
    // The reference area (mf-reference/server): places, codes, varieties, companies and products.
    ...referenceResources(clearCodes),
    // The roastery area (mf-roaster/server): production (02) and the trade with cafes.
    ...roasterResources(),
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
    // The cafe area (mf-cafe/server): equipment, received beans, brews and the dial-in.
    ...cafeResources(),
    page(PAGES.QCCoffeebean, { beforeRowWrite: storeNoteScores }),
    // The quality area (mf-quality/server): the cupping session.
    ...qualityResources(),
    // The user area (mf-user/server): a coffee lover's equipment, brewing settings, brews and notes.
    ...userResources(),
  ];
}

/** Page keys every resource covers (for tests: each table entity is served). */
export const servedPages = (list: readonly Resource[]): string[] => list.map((resource) => resource.entity.name);
export const definedPages = (): string[] => Object.keys(entities);
