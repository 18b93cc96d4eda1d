import type { EntityPageDescriptor } from '@coffee/domain';
import { PAGES } from '../domain';

/** A column pointing at another table's single-column key (a foreign key; same organisation when both are scoped). */
export interface Reference {
  table: string;
  column: string;
}

/** A sub-list stored in a child table: the parent's keys plus the row fields; rows are identified by `rowKeys`. */
export interface SubListTable {
  field: string;
  table: string;
  rowKeys: readonly string[];
}

/**
 * How the engine finds the records of the pages beyond the reference data: the references it checks and the sub-list
 * tables it writes. The tables themselves are the migrations' (literal DDL, never built from these definitions).
 */
export interface PageTable {
  page: EntityPageDescriptor;
  references?: Readonly<Record<string, Reference>>;
  subLists?: readonly SubListTable[];
}

const to = (table: string, column = `${table}_seq`): Reference => ({ table, column });
const greenbean = to('greenbean_roaster', 'greenbean_roaster_seq');
const roastingDefault = to('roasting_default', 'roasting_seq');
const roastingResult = to('roasting_result', 'roasting_result_seq');
const blendingDefault = to('blending_default', 'blending_seq');
const blendingResult = to('blending_result', 'blending_result_seq');
const coffeebean = to('coffeebean');
const received = to('coffeebean_received', 'received_seq');
const roasterEquip = to('roaster_equip');
const cafeEquip = to('cafe_equip');
const userEquip = to('user_equip_data', 'user_equip_seq');
const equipRefs = (equip: Reference) => ({
  brewing_machine_seq: equip,
  brewing_grinder_seq: equip,
  brewing_shower: equip,
  brewing_basket: equip,
  brewing_temper: equip,
});

/** In dependency order (a table only references tables above it). */
export const PAGE_TABLES: readonly PageTable[] = [
  { page: PAGES.RoasterGreenbeanDefault, references: { greenbean_default_seq: to('greenbean_default') } },
  { page: PAGES.RoasterGreenbeanYear, references: { greenbean_roaster_seq: greenbean } },
  {
    page: PAGES.RoastingDefault,
    references: { roasting_machine_seq: roasterEquip, greenbean_roaster_seq: greenbean },
    subLists: [{ field: 'greenbean_list', table: 'roasting_default_greenbean', rowKeys: ['greenbean_roaster_seq'] }],
  },
  {
    page: PAGES.RoastingResult,
    references: { roasting_seq: roastingDefault, greenbean_roaster_seq: greenbean },
    subLists: [
      {
        field: 'greenbean_list',
        table: 'roasting_result_greenbean',
        rowKeys: ['greenbean_roaster_seq', 'greenbean_year'],
      },
    ],
  },
  {
    page: PAGES.BlendingDefault,
    references: { roasting_seq: roastingDefault, roasting_create_seq: roastingDefault },
    subLists: [
      { field: 'roasting_list', table: 'blending_default_roasting', rowKeys: ['roasting_seq'] },
      { field: 'bag_list', table: 'blending_default_bag', rowKeys: ['bag_mass'] },
    ],
  },
  {
    page: PAGES.BlendingResult,
    references: { blending_seq: blendingDefault, roasting_result_seq: roastingResult },
    subLists: [
      {
        field: 'roasting_result_list',
        table: 'blending_result_roasting',
        rowKeys: ['roasting_result_year', 'roasting_result_seq'],
      },
    ],
  },
  { page: PAGES.QCBlending, references: { blending_seq: blendingDefault } },
  { page: PAGES.QCRoasting, references: { roasting_result_seq: roastingResult } },
  { page: PAGES.QCGreenbean, references: { greenbean_roaster_seq: greenbean } },
  {
    page: PAGES.QCCupping,
    references: {
      roasting_result_seq: roastingResult,
      blending_result_seq: blendingResult,
      greenbean_roaster_seq: greenbean,
      roaster_user_seq: to('roaster_user', 'roaster_user_seq'),
    },
    subLists: [
      { field: 'sample_list', table: 'cupping_session_sample', rowKeys: ['sample_code'] },
      { field: 'cupper_list', table: 'cupping_session_cupper', rowKeys: ['roaster_user_seq'] },
    ],
  },
  { page: PAGES.QCBrewingDefault, references: { blending_seq: blendingDefault } },
  {
    page: PAGES.QCBrewingResult,
    references: {
      blending_seq: blendingDefault,
      blending_result_seq: blendingResult,
      brewing_seq: to('qc_brewing_default', 'brewing_seq'),
      ...equipRefs(roasterEquip),
    },
  },
  { page: PAGES.CoffeebeanDefault },
  { page: PAGES.CoffeebeanReceived, references: { coffeebean_seq: coffeebean } },
  { page: PAGES.QCCoffeebean, references: { coffeebean_seq: coffeebean } },
  { page: PAGES.CafeBrewingDefault, references: { coffeebean_seq: coffeebean } },
  {
    page: PAGES.CafeBrewingResult,
    references: {
      coffeebean_seq: coffeebean,
      received_seq: received,
      brewing_seq: to('cafe_brewing_default', 'brewing_seq'),
      ...equipRefs(cafeEquip),
    },
  },
  { page: PAGES.UserEquip },
  { page: PAGES.UserBrewingDefault, references: equipRefs(userEquip) },
  {
    page: PAGES.UserBrewingResult,
    references: { brewing_seq: to('user_brewing_default', 'brewing_seq'), ...equipRefs(userEquip) },
  },
  { page: PAGES.UserQCCoffebean, references: equipRefs(userEquip) },
  {
    // The order's blends are the roastery's, checked against what it sells (resources/trade.ts), not as the cafe's.
    page: PAGES.CafeOrder,
    subLists: [{ field: 'order_list', table: 'cafe_order_blending', rowKeys: ['blending_seq'] }],
  },
  { page: PAGES.RoasterEvent },
  { page: PAGES.CafeEvent },
  { page: PAGES.RoasterCafe },
  { page: PAGES.CafeRoaster },
];

/** Pages whose tables later migrations created, by migration (004 and 006 made those of PAGE_TABLES). */
export const ADDED_PAGE_TABLES: Readonly<Record<string, readonly PageTable[]>> = {
  '009-dialin': [
    {
      page: PAGES.CafeSettingToday,
      references: { coffeebean_seq: coffeebean, received_seq: received, ...equipRefs(cafeEquip) },
    },
    { page: PAGES.CafeSettingDefault, references: { coffeebean_seq: coffeebean, ...equipRefs(cafeEquip) } },
  ],
};

const EVERY_PAGE_TABLE: readonly PageTable[] = [...PAGE_TABLES, ...Object.values(ADDED_PAGE_TABLES).flat()];

/** The layout of a page's table, by the key of the page that owns the table. */
export const pageTable = (key: string): PageTable | undefined =>
  EVERY_PAGE_TABLE.find((candidate) => candidate.page.key === key);

/** References of an entity's own tables, by table name (for the organisation check of referenced records). */
export const referencesByTable = (): ReadonlyMap<string, Readonly<Record<string, Reference>>> =>
  new Map(EVERY_PAGE_TABLE.map((spec) => [spec.page.entity.table, spec.references ?? {}]));
