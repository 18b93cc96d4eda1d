import type { EntityDef, FieldDef } from '@coffee/domain/pages';
import {
  CUPPING_FORMS,
  CUPPING_FORM_OPTIONS,
  CUPPING_MODES,
  CUPPING_MODE_OPTIONS,
  CUPPING_STATUS,
  CUPPING_STATUS_OPTIONS,
  CUPPING_SUBJECT_OPTIONS,
  ROASTER_LOOKUPS,
  TEXT,
  auditFields,
  crudPaths,
  date,
  entity,
  listDef,
  ref,
  seqKey,
  subList,
  text,
  whenEquals,
  year,
} from '@coffee/domain/pages';

const CUPPING_BASE = '/api/roaster/qc/cupping';
/** The form the roastery cups on by default: GET `{form}`, POST `{form}` (managers). */
export const CUPPING_FORM_DEFAULT_PATH = `${CUPPING_BASE}/form`;
/** The roastery's members who can be invited to cup. */
export const CUPPER_LOOKUP = { url: `${CUPPING_BASE}/cupper/code` } as const;

const select = (name: string, options: FieldDef['fixedOptions'], extra: Partial<FieldDef> = {}): FieldDef =>
  text(name, { input: 'select', fixedOptions: options, maxBytes: TEXT.code, ...extra });

const subjectShown = (kind: string) => ({ showWhen: whenEquals('sample_kind', kind) });

/**
 * A cupping session of a roastery (behaviour §07-2): its date, form and mode, the samples with their blind codes
 * (each a roasting batch, blend batch or green lot) and the invited cuppers. Scores arrive by the session's own calls.
 */
export const cuppingEntities = {
  QCCupping: entity({
    name: 'QCCupping',
    table: 'cupping_session',
    keys: ['session_seq'],
    scope: 'roaster',
    fields: [
      seqKey('session_seq'),
      text('session_name', { required: true, maxBytes: TEXT.name }),
      date('session_date', { required: true }),
      select('session_form', CUPPING_FORM_OPTIONS, {
        required: true,
        lockedOnUpdate: true,
        defaultValue: CUPPING_FORMS.sca,
      }),
      select('session_mode', CUPPING_MODE_OPTIONS, {
        required: true,
        lockedOnUpdate: true,
        defaultValue: CUPPING_MODES.score,
      }),
      select('session_status', CUPPING_STATUS_OPTIONS, { readOnly: true, defaultValue: CUPPING_STATUS.open }),
      subList('sample_list', {
        minRows: 1,
        maxRows: 20,
        uniqueBy: 'sample_code',
        fields: [
          text('sample_code', { required: true, maxBytes: TEXT.code }),
          select('sample_kind', CUPPING_SUBJECT_OPTIONS, { required: true, defaultValue: 'ROAST' }),
          ref('roasting_result_seq', ROASTER_LOOKUPS.roastingReference, subjectShown('ROAST')),
          ref('blending_result_seq', { url: '/api/roaster/blending/result/code' }, subjectShown('BLEND')),
          ref('greenbean_roaster_seq', ROASTER_LOOKUPS.greenbean, subjectShown('GREEN')),
          year('greenbean_year', { input: 'select', lookup: ROASTER_LOOKUPS.greenbeanYear, ...subjectShown('GREEN') }),
        ],
      }),
      subList('cupper_list', {
        minRows: 1,
        maxRows: 30,
        uniqueBy: 'roaster_user_seq',
        fields: [ref('roaster_user_seq', CUPPER_LOOKUP, { required: true })],
      }),
      text('session_table', { input: 'custom', stored: false, readOnly: true, transient: true }),
      ...auditFields(),
    ],
    list: listDef(['session_date', 'session_name', 'session_form', 'session_mode', 'session_status'], {
      search: ['session_status'],
      titleSearch: ['session_name'],
      sort: ['session_date', 'session_name'],
      mobileHidden: ['session_form', 'session_mode'],
    }),
    api: crudPaths(CUPPING_BASE, { code: CUPPER_LOOKUP.url }),
  }),
} as const satisfies Record<string, EntityDef>;
