import { CUPNOTE, CUPNOTE_POINTS } from '@coffee/domain';
import type { DetailSection } from '@coffee/field-toolkit/engine';
import type { FieldActions, FormValues } from '@coffee/field-toolkit/forms';

export const CUPNOTE_POINT_FIELDS = CUPNOTE_POINTS.map((name) => `cupnote_${name}_point`);
export const CUPNOTE_TAG_LISTS = [
  'cupnote_flavor_list',
  'cupnote_aftertaste_list',
  'cupnote_texture_list',
  'cupnote_feeling_list',
] as const;

/**
 * The clean button (behaviour §03-4.3): the six points take the overall satisfaction (5 when empty), the flavor,
 * aftertaste, texture and feeling lists are emptied, and the wheel is unused, not simple, not rotated.
 */
export function cleanCupnote(values: FormValues): FormValues {
  const satis = values.cupnote_satis;
  const point = satis === null || satis === undefined || satis === '' ? CUPNOTE.cleanDefault : Number(satis);
  return {
    ...Object.fromEntries(CUPNOTE_POINT_FIELDS.map((name) => [name, point])),
    ...Object.fromEntries(CUPNOTE_TAG_LISTS.map((name) => [name, []])),
    cupnote_flavor_wheel_use: false,
    cupnote_flavor_wheel_simple: false,
    cupnote_flavor_wheel_rotate: 0,
  };
}

export interface CupnoteBlock {
  /** Tasting (satisfaction, detail toggle, six points, radar) and flavor (tags, lists, wheel) sections. */
  sections: DetailSection[];
  /** The clean button on the satisfaction field. */
  fieldActions: FieldActions;
}

/**
 * The cupnote section of a cupping / QC note (behaviour §03-3.1, §03-4.3). The page adds its name, date, main flag (only OWN
 * and SMNG may change it: the domain's `editableByRoles`) and memo.
 */
export function cupnote(): CupnoteBlock {
  return {
    sections: [
      {
        title: 'blocks.cupnote.tasting',
        fields: ['cupnote_satis', 'cupnote_satis_detail', ...CUPNOTE_POINT_FIELDS, 'cupnote_radar'],
      },
      {
        title: 'blocks.cupnote.flavor',
        fields: [
          ...CUPNOTE_TAG_LISTS,
          'cupnote_etc_list',
          'cupnote_flavor_wheel_use',
          'cupnote_flavor_wheel_simple',
          'cupnote_flavor_wheel_rotate',
          'cupnote_flavor_wheel_reverse',
          'cupnote_flavor_wheel',
        ],
      },
    ],
    fieldActions: {
      cupnote_satis: { actions: [{ kind: 'update', label: 'blocks.cupnote.clean', updates: cleanCupnote }] },
    },
  };
}
