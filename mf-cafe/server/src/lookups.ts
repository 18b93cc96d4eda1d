import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { Lookup } from '@coffee/api-kernel/codes/lookupParts';
import {
  BAG_LIST,
  batchLabel,
  brewingDefaultLookup,
  equipLookup,
  inStock,
  recordName,
  stockText,
} from '@coffee/api-kernel/codes/lookupParts';
import { lookupPath, TRADE_LOOKUPS } from '@coffee/domain';
import { partnerCondition } from '@coffee/api-kernel/engine/partners';
import { CAFE_PAGES as PAGES } from 'mf-cafe/model';

/**
 * The cafe's option lookups: its equipment, brewing recipes, beans and received lots, and the order form's roasteries
 * and blends (behaviour §02-7).
 */
export const cafeLookups: readonly Lookup[] = [
  equipLookup(PAGES.CafeEquip, 'cafe'),
  brewingDefaultLookup(PAGES.CafeBrewingDefault, 'cafe_brewing_default', 'cafe', 'coffeebean_seq'),
  {
    path: lookupPath(PAGES.CoffeebeanDefault),
    table: 'coffeebean',
    value: 'coffeebean_seq',
    name: 'coffeebean_name',
    filters: {},
    extra: ['blending_uuid', 'coffeebean_single_origin', 'coffeebean_country_list'],
    use: 'coffeebean_use',
    owner: 'cafe',
  },
  {
    path: lookupPath(PAGES.CoffeebeanReceived),
    table: 'coffeebean_received',
    value: 'received_seq',
    name: 'received_div',
    label: (english) =>
      batchLabel([
        sql`to_char(${sql.ref('received_date')}, 'YYYY-MM-DD')`,
        recordName('coffeebean', 'coffeebean_seq', 'coffeebean_name', english),
        sql.ref('blending_batch_code'),
        sql`${sql.ref('received_div')}`,
        stockText('received_instock'),
      ]),
    filters: {
      coffeebean_seq: { column: 'coffeebean_seq', type: 'number' },
      blending_result_uuid: { column: 'blending_result_uuid', type: 'string' },
    },
    extra: [
      'coffeebean_seq',
      'received_date',
      'blending_result_uuid',
      'blending_batch_code',
      'roasting_result_date',
      'blending_result_date',
      'blending_loss',
      'blending_organic_loss',
      'received_instock',
    ],
    special: inStock('received_instock'),
    use: null,
    owner: 'cafe',
    orderBy: sql`received_date desc`,
  },
  // The order form's options (behaviour §05-2): the cafe's partner roasteries, and the blends the chosen one sells.
  {
    path: TRADE_LOOKUPS.supplier.url,
    table: 'roaster',
    value: 'roaster_seq',
    name: 'roaster_name',
    filters: {},
    use: null,
    owner: 'cafe',
    offeredTo: (cafe) => partnerCondition(cafe, sql.ref('roaster.roaster_seq')),
  },
  {
    path: TRADE_LOOKUPS.product.url,
    table: 'blending_default',
    value: 'blending_seq',
    name: 'blending_name',
    filters: { roaster_seq: { column: 'roaster_seq', type: 'number' } },
    extra: ['roaster_seq', 'blending_single_origin'],
    use: 'blending_use',
    owner: 'cafe',
    offeredTo: (cafe) =>
      sql<SqlBool>`blending_sale_use and ${partnerCondition(cafe, sql.ref('blending_default.roaster_seq'))}`,
    computed: { bag_list: BAG_LIST },
  },
];
