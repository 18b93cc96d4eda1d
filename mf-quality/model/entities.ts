import type { EntityDef, FieldDef, LookupSource } from '@coffee/domain/pages';
import {
  ROASTER_LOOKUPS,
  auditFields,
  crudPaths,
  date,
  entity,
  nameFields,
  nickFields,
  number,
  qcNoteFields,
  qcNoteList,
  ref,
  year,
} from '@coffee/domain/pages';
const display = (field: FieldDef): FieldDef => ({ ...field, readOnly: true, stored: false, required: false });
const locked = { required: true, lockedOnUpdate: true } as const;

/** A roaster QC note on a subject record: the subject's keys, then its names shown read-only, then the note. */
const roasterQc = (
  name: string,
  path: string,
  subject: readonly FieldDef[],
  shown: readonly FieldDef[],
  columns: readonly string[],
): EntityDef =>
  entity({
    name,
    keys: ['cupnote_seq'],
    scope: 'roaster',
    fields: [...subject, ...shown.map(display), ...qcNoteFields(), ...auditFields()],
    list: qcNoteList(
      columns,
      subject.map((field) => field.name),
    ),
    api: crudPaths(`/api/roaster/qc/${path}`),
  });

const blendingLookup: LookupSource = { ...ROASTER_LOOKUPS.blendingDefault, params: { check_cupnote: true } };

export const qualityEntities = {
  QCBlending: roasterQc(
    'QCBlending',
    'blending',
    [ref('blending_seq', blendingLookup, locked)],
    [...nameFields('blending'), ...nickFields('blending')],
    ['blending_name'],
  ),
  QCRoasting: roasterQc(
    'QCRoasting',
    'roasting',
    [
      year('roasting_result_year', { input: 'select', ...locked }),
      ref('roasting_result_seq', { ...ROASTER_LOOKUPS.roastingResult, params: { check_instock: false } }, locked),
    ],
    [date('roasting_result_date'), number('roasting_batch_no'), ...nameFields('roasting'), ...nickFields('roasting')],
    ['roasting_result_date', 'roasting_name'],
  ),
  QCGreenbean: roasterQc(
    'QCGreenbean',
    'greenbean',
    [
      year('greenbean_year', { input: 'select', ...locked }),
      ref(
        'greenbean_roaster_seq',
        {
          url: '/api/roaster/greenbean/year/code',
          params: { check_instock: false },
          dependsOn: { greenbean_year: 'greenbean_year' },
        },
        locked,
      ),
    ],
    [...nameFields('greenbean'), ...nickFields('greenbean')],
    ['greenbean_year', 'greenbean_name'],
  ),
  QCCoffeebean: entity({
    name: 'QCCoffeebean',
    table: 'cafe_cupnote',
    keys: ['cupnote_seq'],
    scope: 'cafe',
    fields: [
      ref('coffeebean_seq', { url: '/api/cafe/coffeebean/default/code' }, locked),
      ...qcNoteFields(),
      ...auditFields(),
    ],
    list: qcNoteList(['coffeebean_seq'], ['coffeebean_seq']),
    api: crudPaths('/api/cafe/qc/coffeebean'),
  }),
} as const satisfies Record<string, EntityDef>;
