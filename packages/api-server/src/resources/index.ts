import type { EntityPageDescriptor, OrgType, StatusScreen } from '@coffee/domain';
import { entities, ORG_PAGES, PAGES, RELATION_PAGES, staffStatusTable } from '@coffee/api-kernel/domain';
import { userResources } from '@coffee/user-server';
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
import type { Resource } from '@coffee/api-kernel/engine/resource';
import { joinedColumn, joinedColumns } from '@coffee/api-kernel/engine/resource';
import { page, plainPages } from '@coffee/api-kernel/engine/pages';

export { page, plainPages };

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

/**
 * Every list/detail/edit family served by the engine, with the menu page whose rights apply: the pages with hooks
 * of their own, listed here, then every other entity page of the suite.
 */
export function resources(clearCodes: () => void): Resource[] {
  const listed = listedResources(clearCodes);
  return [...listed, ...plainPages(PAGES, listed)];
}

function listedResources(clearCodes: () => void): Resource[] {
  return [
    // The reference area (mf-reference/server): places, codes, varieties, companies and products.
    ...referenceResources(clearCodes),
    // The roastery area (mf-roaster/server): production (02) and the trade with cafes.
    ...roasterResources(),
    // The quality area (mf-quality/server): the QC notes and the cupping session.
    ...qualityResources(),
    // Organisation (behaviour §03-3.6, §03-4)
    ...staffPages('roaster'),
    ...staffPages('cafe'),
    eventPage('roaster'),
    eventPage('cafe'),
    ...relationPages(),
    page(PAGES.CafeRoaster),
    // The cafe area (mf-cafe/server): equipment, received beans, brews and the dial-in.
    ...cafeResources(),
    // The user area (mf-user/server): a coffee lover's equipment, brewing settings, brews and notes.
    ...userResources(),
  ];
}

/** Page keys every resource covers (for tests: each table entity is served). */
export const servedPages = (list: readonly Resource[]): string[] => list.map((resource) => resource.entity.name);
export const definedPages = (): string[] => Object.keys(entities);
