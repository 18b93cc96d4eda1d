import type { OrgType } from '../../session/session';
import type { EntityDef, FieldDef, FixedOption } from '../fields';
import { entity, flag, number, text } from '../fields';
import { TEXT } from '../constants';
import { nameFields } from '../fields';

/** Currencies a roastery may price in (ISO 4217); amounts are kept in each one's minor unit (behaviour §05-10). */
export const CURRENCIES = ['KRW', 'USD', 'EUR', 'JPY', 'CNY', 'TWD', 'GBP', 'AUD'] as const;

const currencyOptions: FixedOption[] = CURRENCIES.map((code) => ({ value: code, label: { kr: code, en: code } }));

/** A roastery's or cafe's business identity as a Korean tax invoice prints it (behaviour §05-10). */
const businessFields = (org: OrgType): FieldDef[] => [
  text(`${org}_biz_no`, { digitsOnly: true, minBytes: 10, maxBytes: 10 }),
  text(`${org}_biz_owner`, { maxBytes: TEXT.name }),
  text(`${org}_biz_address`, { maxBytes: TEXT.codeName }),
  text(`${org}_biz_type`, { maxBytes: TEXT.name }),
  text(`${org}_biz_item`, { maxBytes: TEXT.name }),
  text(`${org}_biz_email`, { maxBytes: TEXT.codeName }),
];

/** The selected organisation's own record: its names read only, the rest its managers keep. */
const organisationInfo = (org: OrgType, name: string, extra: FieldDef[]): EntityDef =>
  entity({
    name,
    table: org,
    keys: [`${org}_seq`],
    scope: org,
    singleRecord: true,
    creatable: false,
    viewOf: org === 'cafe' ? 'SettingCafe' : 'SettingRoaster',
    fields: [
      number(`${org}_seq`, { key: true, readOnly: true }),
      ...nameFields(org, { required: false, extra: { readOnly: true } }),
      ...extra,
      ...businessFields(org),
    ],
    api: { detail: `/api/${org}/info/detail`, save: `/api/${org}/info/edit` },
  });

export const moneyEntities = {
  /** The roastery's money settings and business identity (behaviour §05-10). */
  RoasterInfo: organisationInfo('roaster', 'RoasterInfo', [
    text('roaster_currency', { required: true, input: 'select', fixedOptions: currencyOptions, defaultValue: 'KRW' }),
    number('roaster_vat_rate', { required: true, min: 0, max: 99 }),
    flag('roaster_price_vat_included'),
    number('roaster_shipping_fee', { required: true, min: 0 }),
  ]),
  /** The cafe's business identity, which its roasteries' invoices print (behaviour §05-10). */
  CafeInfo: organisationInfo('cafe', 'CafeInfo', []),
} as const satisfies Record<string, EntityDef>;
