import type { EntityDef, FieldDef, LookupSource } from '../fields';
import {
  auditFields,
  code,
  date,
  entity,
  flag,
  listDef,
  number,
  ref,
  seqKey,
  subList,
  text,
  textArea,
  year,
} from '../fields';
import { TEXT } from '../constants';
import { mass } from './shared';

/** Option lists of an order form: the cafe's partner roasteries and the blends a roastery sells (behaviour §05-2). */
export const TRADE_LOOKUPS = {
  supplier: { url: '/api/cafe/order/roaster/code' },
  product: { url: '/api/cafe/order/blending/code', dependsOn: { roaster_seq: 'roaster_seq' } },
  /** The roastery's own blends with their bag sizes, for its order page (each role reads its own lookup). */
  roasterProduct: { url: '/api/roaster/order/blending/code' },
} as const satisfies Record<string, LookupSource>;

/** Most lines one order holds. */
export const MAX_ORDER_LINES = 20;

const ORDER_PATH = { cafe: '/api/cafe/order', roaster: '/api/roaster/order' } as const;

const reading = { stored: false, readOnly: true } as const;

/**
 * What the server answers with each order line and both pages read alike (behaviour §05-7, §05-8): the blend's names,
 * the bag size it was ordered in, what shipped, what the cafe received, what is still to ship, and a close short.
 */
const ORDER_LINE_READINGS: FieldDef[] = [
  text('blending_name', reading),
  text('blending_name_kr', reading),
  mass('bag_mass', reading),
  mass('ship_mass', reading),
  mass('receive_mass', reading),
  mass('open_mass', reading),
  textArea('close_reason', TEXT.desc, reading),
  date('close_date', reading),
  // The line's price per bag and amount as placed, in the order's currency (behaviour §05-10).
  number('price', reading),
  number('line_amount', reading),
];

/**
 * An order's value as placed (behaviour §05-10): kept by the server when the cafe places or changes it, never sent.
 * Amounts in the currency's minor unit; subtotal and shipping without VAT, total with it.
 */
const ORDER_VALUE: FieldDef[] = [
  text('currency', { computed: true, readOnly: true, hidden: true }),
  number('vat_rate', { computed: true, readOnly: true, hidden: true }),
  flag('price_vat_included', { computed: true, readOnly: true, hidden: true }),
  ...['subtotal', 'shipping_fee', 'vat', 'total'].map((name) =>
    number(name, { computed: true, readOnly: true, input: 'custom' }),
  ),
];

/** The order's totals beside its quantity: shipped, received and still to ship (0.1 g). */
const ORDER_TOTAL_READINGS: FieldDef[] = [
  mass('order_ship_mass', { ...reading, input: 'custom' }),
  mass('order_receive_mass', { ...reading, input: 'custom' }),
  mass('order_open_mass', { ...reading, input: 'custom' }),
];

/** An order as both sides see it; the status and the dates of its steps are set by the order's actions, never typed. */
const orderFields = (side: 'cafe' | 'roaster'): FieldDef[] => [
  year('order_year', { key: true, lockedOnUpdate: true }),
  seqKey('order_seq'),
  ref('roaster_seq', TRADE_LOOKUPS.supplier, { required: true, lockedOnUpdate: true, readOnly: side === 'roaster' }),
  text('roaster_name', { stored: false, readOnly: true }),
  text('cafe_name', { stored: false, readOnly: true }),
  date('order_date', { required: true }),
  date('wanted_date'),
  textArea('order_memo', TEXT.desc),
  // The cafe cancels a placed order by saving it as CANCELLED (behaviour §05-2); the server refuses other changes.
  code('order_status', 'ORDST', side === 'cafe' ? { codeValues: ['PLACED', 'CANCELLED'] } : { readOnly: true }),
  textArea('order_reason', TEXT.desc, { readOnly: side === 'roaster' }),
  subList('order_list', {
    minRows: 1,
    maxRows: MAX_ORDER_LINES,
    uniqueBy: 'blending_seq',
    duplicateMessage: 'order_blending_exist',
    fields: [
      ref('blending_seq', side === 'cafe' ? TRADE_LOOKUPS.product : TRADE_LOOKUPS.roasterProduct, {
        required: true,
      }),
      // The cafe orders in bags of the sizes sold; both pages draw the line in bags (behaviour §05-8).
      mass('order_mass', { required: true, min: 0.1, input: 'custom' }),
      // How the line reads on both sides, answered by the server with the line (behaviour §05-7): never sent.
      ...ORDER_LINE_READINGS,
    ],
  }),
  mass('order_total_mass', { computed: true, input: 'custom' }),
  ...ORDER_TOTAL_READINGS,
  ...ORDER_VALUE,
  // The count of bags the cafe's line widget asks beside the size (behaviour §05-8); named here for its label only.
  ...(side === 'cafe' ? [number('order_bag_count', { stored: false, transient: true, input: 'custom' })] : []),
  date('confirm_date', { readOnly: true }),
  date('ship_date', { readOnly: true }),
  date('receive_date', { readOnly: true }),
  date('cancel_date', { readOnly: true }),
  textArea('receive_memo', TEXT.desc, { readOnly: true }),
  ...auditFields(),
];

const orderList = (side: 'cafe' | 'roaster') =>
  listDef(
    ['order_date', side === 'cafe' ? 'roaster_seq' : 'cafe_name', 'order_status', 'order_total_mass', 'wanted_date'],
    {
      search: ['order_year', 'order_status'],
      titleSearch: ['order_memo'],
      sort: ['order_date', 'wanted_date'],
      mobileHidden: ['order_total_mass', 'wanted_date'],
    },
  );

export const tradeEntities = {
  /** A cafe's orders to its partner roasteries. */
  CafeOrder: entity({
    name: 'CafeOrder',
    keys: ['order_year', 'order_seq'],
    scope: 'cafe',
    fields: orderFields('cafe'),
    list: orderList('cafe'),
    api: {
      list: `${ORDER_PATH.cafe}/list`,
      detail: `${ORDER_PATH.cafe}/detail/`,
      save: `${ORDER_PATH.cafe}/edit`,
    },
  }),
  /** The orders a roastery received; it changes them only by confirming, cancelling and shipping. */
  RoasterOrder: entity({
    name: 'RoasterOrder',
    table: 'cafe_order',
    keys: ['order_year', 'order_seq'],
    scope: 'roaster',
    viewOf: 'CafeOrder',
    readOnly: true,
    fields: orderFields('roaster'),
    list: orderList('roaster'),
    api: { list: `${ORDER_PATH.roaster}/list`, detail: `${ORDER_PATH.roaster}/detail/` },
  }),
} as const satisfies Record<string, EntityDef>;

/** The calls beside the engine's: receipt (cafe), status and shipping (roastery), and the order forms' options. */
export const TRADE_CALLS = {
  receive: `${ORDER_PATH.cafe}/receive`,
  status: `${ORDER_PATH.roaster}/status`,
  ship: `${ORDER_PATH.roaster}/ship`,
  /** The roastery closes a line short with a reason: what it lacks will not ship (behaviour §05-7). */
  close: `${ORDER_PATH.roaster}/close`,
  /** The batches in stock that can fill an order, with the default picking (oldest first). */
  shipPlan: `${ORDER_PATH.roaster}/ship/plan`,
  /** An order's shipments with their lines, for the cafe's receipt of each (behaviour §05-7). */
  shipments: `${ORDER_PATH.cafe}/shipments`,
  /** The cafe's last order of a received bean (the run-out forecast's "order again"). */
  lastOrder: `${ORDER_PATH.cafe}/last`,
  /** Count of new (placed) orders, for the roastery's menu entry. */
  newCount: '/api/roaster/order/new/count',
} as const;
