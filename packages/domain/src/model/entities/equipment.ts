import type { FieldDef } from '../fields';
import { code, date, flagField, listDef, nameFields, nickFields, number, ref } from '../fields';
import { TEXT } from '../constants';
import { companyLookup, desc } from './shared';
import type { OrgType } from '../../session/session';

// Equipment as a reference product and as an organisation's or a person's own (the reference, cafe and user areas).

export interface EquipOptions {
  /** Organisation or user equipment: reference product, visibility, zero point, purchase date. */
  owner?: OrgType | 'user';
}

/** Equipment fields (behaviour §02-3 Equipment, behaviour §03-3.10), reference product first, owned equipment with extras. */
export const equipFields = ({ owner }: EquipOptions = {}): FieldDef[] => [
  ...nameFields('equip'),
  ...nickFields('equip'),
  code('equip_type', 'EQUIP', { required: true, minBytes: 3, maxBytes: TEXT.code }),
  ref('equip_manufacture_seq', companyLookup('EQD')),
  ...(owner
    ? [
        ref('equip_seq', {
          url: '/api/code/product/equip',
          dependsOn: { equip_type: 'equip_type' },
          filters: { equip_manufacture_seq: 'equip_manufacture_seq' },
        }),
        ...(owner === 'user'
          ? []
          : [code('equip_auth', owner === 'cafe' ? 'CAUTH' : 'RAUTH', { maxBytes: TEXT.code })]),
        number('equip_zero_point', { scale: 100, min: -100, max: 100 }),
      ]
    : []),
  desc('equip_option', TEXT.detail),
  desc('equip_detail', TEXT.detail),
  ...(owner ? [date('equip_purchase_date')] : []),
  flagField('equip', { required: true }),
];

export const equipList = listDef(['equip_type', 'equip_name', 'equip_manufacture_seq', 'equip_use'], {
  search: ['equip_type', 'equip_use'],
  titleSearch: ['equip_name', 'equip_nick'],
  sort: ['equip_type', 'equip_name'],
  mobileHidden: ['equip_manufacture_seq'],
});
