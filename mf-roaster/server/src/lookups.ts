import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { Lookup } from '@coffee/api-kernel/codes/lookupParts';
import {
  BAG_LIST,
  batchLabel,
  equipLookup,
  flagOn,
  given,
  inMonth,
  inStock,
  nameLabel,
  recordName,
  releasedOnly,
  stockText,
} from '@coffee/api-kernel/codes/lookupParts';
import { GREENBEAN_COPY_FIELDS, lookupPath, ROASTER_LOOKUPS, TRADE_LOOKUPS } from '@coffee/domain';
import { blendHeld } from '@coffee/api-kernel/engine/holds';
import { ROASTER_PAGES as PAGES } from 'mf-roaster/model';

/**
 * The roastery's option lookups: its equipment, beans and lots, recipes, batches, schedule, blends and the blends it
 * sells (behaviour §02-7).
 */
export const roasterLookups: readonly Lookup[] = [
  // Records of the selected roaster or cafe, or of the user (behaviour §02-7, §03-7.2).
  equipLookup(PAGES.RoasterEquip, 'roaster'),
  {
    path: lookupPath(PAGES.RoasterGreenbeanDefault),
    table: 'greenbean_roaster',
    value: 'greenbean_roaster_seq',
    name: 'greenbean_name',
    filters: { greenbean_country_code: { column: 'greenbean_country_code', type: 'string' } },
    extra: GREENBEAN_COPY_FIELDS,
    use: 'greenbean_use',
    owner: 'roaster',
  },
  {
    // With a green bean: its years (value = year); with a year: the beans of that year (value = bean seq).
    path: lookupPath(PAGES.RoasterGreenbeanYear),
    table: 'greenbean_roaster_year',
    value: 'greenbean_roaster_seq',
    valueFor: (params) => (given(params.greenbean_roaster_seq) ? 'greenbean_year' : 'greenbean_roaster_seq'),
    name: 'greenbean_name',
    label: (english) =>
      sql<string>`${sql.ref('greenbean_year')}::text || ' ' || ${nameLabel('greenbean_name')(english)}`,
    filters: {
      greenbean_roaster_seq: { column: 'greenbean_roaster_seq', type: 'number' },
      greenbean_year: { column: 'greenbean_year', type: 'number' },
    },
    extra: ['greenbean_year', 'greenbean_instock', 'greenbean_moisture_min', 'greenbean_moisture_max'],
    special: (params) =>
      inStock(
        'greenbean_instock',
        given(params.greenbean_roaster_seq) ? 'greenbean_year' : 'greenbean_roaster_seq',
      )(params),
    use: 'greenbean_use',
    owner: 'roaster',
  },
  {
    path: lookupPath(PAGES.RoastingDefault),
    table: 'roasting_default',
    value: 'roasting_seq',
    name: 'roasting_name',
    filters: {},
    extra: ['greenbean_total_mass', 'roasting_single_origin', 'roasting_batch_auto'],
    use: 'roasting_use',
    owner: 'roaster',
  },
  {
    path: lookupPath(PAGES.RoastingResult),
    table: 'roasting_result',
    value: 'roasting_result_seq',
    name: 'roasting_result_memo',
    label: (english) =>
      batchLabel([
        sql.ref('roasting_batch_code'),
        sql`to_char(${sql.ref('roasting_result_date')}, 'YYYY-MM-DD')`,
        recordName('roasting_default', 'roasting_seq', 'roasting_name', english),
        stockText('roasting_instock'),
      ]),
    filters: {
      roasting_result_year: { column: 'roasting_result_year', type: 'number' },
      roasting_seq: { column: 'roasting_seq', type: 'number' },
    },
    extra: [
      'roasting_result_year',
      'roasting_result_date',
      'roasting_batch_no',
      'roasting_batch_code',
      'roasting_seq',
      'roasting_mass',
      'roasting_instock',
      'roasting_loss',
      'roasting_organic_loss',
    ],
    special: (params) => [
      ...inStock('roasting_instock', 'roasting_result_seq')(params),
      ...releasedOnly('roasting_result_seq')(params),
    ],
    use: null,
    owner: 'roaster',
    orderBy: sql`roasting_result_date desc, roasting_batch_code desc`,
  },
  {
    // The schedule's commitments a batch may fulfil (behaviour §05-9): with `check_instock` only those no batch has
    // fulfilled yet, the form's own kept.
    path: ROASTER_LOOKUPS.roastingSchedule.url,
    table: 'roasting_schedule',
    value: 'schedule_seq',
    name: 'schedule_note',
    label: (english) =>
      batchLabel([
        sql`to_char(${sql.ref('schedule_date')}, 'YYYY-MM-DD')`,
        recordName('roasting_default', 'roasting_seq', 'roasting_name', english),
        recordName('roaster_equip', 'roaster_equip_seq', 'equip_name', english),
        stockText('schedule_green_mass'),
      ]),
    filters: { roasting_seq: { column: 'roasting_seq', type: 'number' } },
    extra: ['schedule_date', 'roasting_seq', 'roaster_equip_seq', 'schedule_user', 'schedule_green_mass'],
    special: (params) => {
      if (!flagOn(params.check_instock)) return [];
      const open = sql<SqlBool>`not exists (select 1 from roasting_result r
        where r.roasting_schedule_seq = roasting_schedule.schedule_seq)`;
      const keep = Number(params.instock_keep);
      return given(params.instock_keep) && Number.isSafeInteger(keep)
        ? [sql<SqlBool>`(${open} or ${sql.ref('schedule_seq')} = ${keep})`]
        : [open];
    },
    use: null,
    owner: 'roaster',
    orderBy: sql`schedule_date, schedule_seq`,
  },
  {
    path: lookupPath(PAGES.BlendingDefault),
    table: 'blending_default',
    value: 'blending_seq',
    name: 'blending_name',
    filters: {},
    extra: ['blending_total_mass', 'blending_single_origin'],
    use: 'blending_use',
    owner: 'roaster',
  },
  {
    path: lookupPath(PAGES.BlendingResult),
    table: 'blending_result',
    value: 'blending_result_seq',
    name: 'blending_result_desc',
    label: (english) =>
      batchLabel([
        sql.ref('blending_batch_code'),
        sql`to_char(${sql.ref('blending_result_date')}, 'YYYY-MM-DD')`,
        recordName('blending_default', 'blending_seq', 'blending_name', english),
        stockText('blending_instock'),
      ]),
    filters: {
      blending_seq: { column: 'blending_seq', type: 'number' },
      blending_result_year: { column: 'blending_result_year', type: 'number' },
    },
    extra: [
      'blending_result_year',
      'blending_result_date',
      'blending_batch_code',
      'blending_seq',
      'blending_instock',
      'blending_loss',
      'blending_organic_loss',
    ],
    special: (params) => [
      ...inStock('blending_instock')(params),
      // A blend batch held with a roast batch it took is no stock either (behaviour §08-3.3).
      ...(flagOn(params.check_instock)
        ? [
            sql<SqlBool>`not ${blendHeld('blending_result.blending_result_year', 'blending_result.blending_result_seq')}`,
          ]
        : []),
      ...inMonth('blending_result_date', 'blending_result_month')(params),
    ],
    use: null,
    owner: 'roaster',
    orderBy: sql`blending_result_date desc, blending_batch_code desc`,
  },
  // The roastery's order page reads its own blends, sold or no longer (an order keeps its lines), with their sizes.
  {
    path: TRADE_LOOKUPS.roasterProduct.url,
    table: 'blending_default',
    value: 'blending_seq',
    name: 'blending_name',
    filters: {},
    extra: ['blending_single_origin'],
    use: null,
    owner: 'roaster',
    computed: { bag_list: BAG_LIST },
  },
];
