// `@coffee/suite`: the suite as it is deployed, composed of its areas' models (`mf-<area>/model`): every page, the
// menu tree with its rights, the routes each remote owns and the home pages' gates. The API server serves it
// (`GET /api/menu`) and enforces it; tests read it. The shell and the remotes never import it: the shell learns the
// suite at run time and each remote holds only its own area's model.
import type { SuiteMenu } from '@coffee/domain/navigation';
import type { PageDescriptor } from '@coffee/domain/pages';
import type { EntityDef } from '@coffee/domain/pages';
import { newRecordOpenings, pageTitles, recordCalls, sharedEntities } from '@coffee/domain/pages';
import { CAFE_PAGES, cafeEntities, dialInEntities } from 'mf-cafe/model';
import { PUBLIC_PAGES, publicEntities } from 'mf-public-tools/model';
import { QUALITY_PAGES, cuppingEntities, qualityEntities } from 'mf-quality/model';
import { REFERENCE_PAGES, referenceEntities } from 'mf-reference/model';
import { ROASTER_PAGES, roasterEntities } from 'mf-roaster/model';
import { USER_PAGES, userEntities } from 'mf-user/model';
import { HOME_GATES } from './home';
import { AREA_ROUTES, MENU_TREE } from './menuTree';

export { AREA_ROUTES, MENU_PARTS, MENU_TREE } from './menuTree';
export { EQUIP_PAGES, ORG_PAGES, RELATION_PAGES } from './byOrganisation';
export { HOME_GATES } from './home';
export { CAFE_PAGES, PUBLIC_PAGES, QUALITY_PAGES, REFERENCE_PAGES, ROASTER_PAGES, USER_PAGES };

/** Every page of the suite, by page key (a second route of a page under a name of its own). */
export const PAGES = {
  ...REFERENCE_PAGES,
  ...ROASTER_PAGES,
  ...CAFE_PAGES,
  ...QUALITY_PAGES,
  ...USER_PAGES,
  ...PUBLIC_PAGES,
} as const satisfies Readonly<Record<string, PageDescriptor>>;

/** Every entity of the suite by page key: the kernel's shared ones and each area's own. */
export const entities: Readonly<Record<string, EntityDef>> = {
  ...sharedEntities,
  ...referenceEntities,
  ...roasterEntities,
  ...cafeEntities,
  ...dialInEntities,
  ...qualityEntities,
  ...cuppingEntities,
  ...userEntities,
  ...publicEntities,
};

/** Entities that own their table (not a view of another page key's table). */
export const tableEntities = (): EntityDef[] =>
  Object.values(entities).filter((definition) => !definition.viewOf && !definition.readOnly);

/** Every page's title by page key and locale, as each remote adds its own to i18n (`pages.<key>`). */
export const pageLabels = pageTitles(PAGES);

export const SUITE_MENU: SuiteMenu = {
  tree: MENU_TREE,
  areas: AREA_ROUTES,
  homeGates: {
    roastery: HOME_GATES.roastery.route,
    cafe: HOME_GATES.cafe.route,
    admin: HOME_GATES.admin.route,
    lover: HOME_GATES.lover.route,
  },
  serialLookup: PAGES.SerialIntro.route,
  records: recordCalls(PAGES),
  newRecords: newRecordOpenings(PAGES),
};

export { cafeEntities, dialInEntities } from 'mf-cafe/model';
export { publicEntities } from 'mf-public-tools/model';
export { cuppingEntities, qualityEntities } from 'mf-quality/model';
export { referenceEntities } from 'mf-reference/model';
export { roasterEntities } from 'mf-roaster/model';
export { userEntities } from 'mf-user/model';

// Field labels as the whole suite has them: the kernel's and every area's (each area's model, imported above, adds
// its own when it loads, as its remote does in a browser).
export { fieldLabel, fieldLabels, fieldUnit, hasWrittenLabel } from '@coffee/domain/pages';
