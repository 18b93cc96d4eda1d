import { entities } from './index';
import type { EntityDef } from '@coffee/domain/pages';
import { entity, INPUT_DIRECT_VALUE, nameFields, number, subList, text, withDirect } from '@coffee/domain/pages';
import { byteLength, validateRecord, validateRecordAll } from '@coffee/domain/pages';

const need = (name: string): EntityDef => {
  const definition = entities[name];
  if (!definition) throw new Error(name);
  return definition;
};
const write = { mode: 'write', locale: 'kr' } as const;

const sample = entity({
  name: 'Sample',
  keys: ['sample_seq'],
  scope: 'none',
  fields: [
    ...nameFields('sample'),
    number('sample_percent', { scale: 10, min: 0, max: 100 }),
    ...withDirect(number('sample_kind_seq', { input: 'select' }), { minBytes: 3, maxBytes: 300 }),
    subList('step_list', {
      minRows: 1,
      maxRows: 2,
      fields: [number('step_time', { required: true, min: 0 }), text('step_note', { maxBytes: 5 })],
    }),
  ],
});
const validSample = { sample_name_kr: '에티오피아', step_list: [{ step_time: 1 }] };

describe('byteLength', () => {
  it('count UTF-8 bytes: ASCII 1, Korean syllables 3, emoji 4', () => {
    expect(byteLength('abc')).toBe(3);
    expect(byteLength('한글')).toBe(6);
    expect(byteLength('é')).toBe(2);
    expect(byteLength('☕')).toBe(3);
    expect(byteLength('😀')).toBe(4);
  });
});

describe('validateRecord', () => {
  it('accept a complete record', () => {
    expect(validateRecord(sample, validSample, write)).toBeNull();
  });

  it('require the Korean name unless the UI is English, the English name when it is', () => {
    expect(validateRecord(sample, { ...validSample, sample_name_kr: ' ' }, write)).toEqual({
      field: 'sample_name_kr',
      key: 'field_required',
    });
    expect(validateRecord(sample, validSample, { mode: 'write', locale: 'en' })).toEqual({
      field: 'sample_name',
      key: 'field_required',
    });
    expect(
      validateRecord(sample, { ...validSample, sample_name: 'Kenya' }, { mode: 'write', locale: 'en' }),
    ).toBeNull();
  });

  it('measure text bounds in bytes, so one Korean syllable is 3 of the minimum 3', () => {
    expect(validateRecord(sample, { ...validSample, sample_name_kr: '콩' }, write)).toBeNull();
    expect(validateRecord(sample, { ...validSample, sample_name_kr: 'ab' }, write)).toEqual({
      field: 'sample_name_kr',
      key: 'field_minLength',
      bound: 3,
    });
    expect(validateRecord(sample, { ...validSample, sample_name_kr: '가'.repeat(101) }, write)).toEqual({
      field: 'sample_name_kr',
      key: 'field_maxLength',
      bound: 300,
    });
  });

  it('check number bounds on the displayed value, dividing stored values by their scale', () => {
    expect(validateRecord(sample, { ...validSample, sample_percent: 100.5 }, write)).toEqual({
      field: 'sample_percent',
      key: 'field_maxValue',
      bound: 100,
    });
    const stored = { ...write, representation: 'stored' } as const;
    expect(validateRecord(sample, { ...validSample, sample_percent: 1000 }, stored)).toBeNull();
    expect(validateRecord(sample, { ...validSample, sample_percent: 1001 }, stored)?.key).toBe('field_maxValue');
    expect(validateRecord(sample, { ...validSample, sample_percent: 10.5 }, stored)?.key).toBe('field_NaN');
    expect(validateRecord(sample, { ...validSample, sample_percent: -1 }, write)).toEqual({
      field: 'sample_percent',
      key: 'field_minValue',
      bound: 0,
    });
    expect(validateRecord(sample, { ...validSample, sample_percent: '12a' }, write)?.key).toBe('field_NaN');
  });

  it('require the free-text companion only when the direct option is chosen', () => {
    expect(validateRecord(sample, { ...validSample, sample_kind_seq: INPUT_DIRECT_VALUE }, write)).toEqual({
      field: 'sample_kind_etc',
      key: 'field_required',
    });
    expect(
      validateRecord(sample, { ...validSample, sample_kind_seq: '-1', sample_kind_etc: 'Anaerobic' }, write),
    ).toBeNull();
    expect(validateRecord(sample, { ...validSample, sample_kind_seq: 3, sample_kind_etc: 'x' }, write)).toBeNull();
  });

  it('check sub-list row counts and name row fields by index', () => {
    expect(validateRecord(sample, { ...validSample, step_list: [] }, write)).toEqual({
      field: 'step_list',
      key: 'sublist_minLength',
      bound: 1,
    });
    const three = [{ step_time: 1 }, { step_time: 2 }, { step_time: 3 }];
    expect(validateRecord(sample, { ...validSample, step_list: three }, write)).toEqual({
      field: 'step_list',
      key: 'sublist_maxLength',
      bound: 2,
    });
    expect(
      validateRecord(sample, { ...validSample, step_list: [{ step_time: 1 }, { step_note: 'x' }] }, write),
    ).toEqual({
      field: 'step_time_1',
      key: 'field_required',
    });
  });

  it('read sub-list rows from indexed form fields too', () => {
    const { step_list: _rows, ...flat } = validSample;
    expect(validateRecord(sample, { ...flat, step_time_0: 4, step_note_0: 'too long' }, write)).toEqual({
      field: 'step_note_0',
      key: 'field_maxLength',
      bound: 5,
    });
  });

  it('report failures in field order, all of them on request', () => {
    const failures = validateRecordAll(sample, { sample_percent: 200, step_list: [] }, write);
    expect(failures.map((failure) => failure.field)).toEqual(['sample_name_kr', 'sample_percent', 'step_list']);
  });

  it('validate only the fields sent when changedOnly is set', () => {
    const options = { mode: 'edit', locale: 'kr', changedOnly: true } as const;
    expect(validateRecord(sample, { sample_percent: 50 }, options)).toBeNull();
    expect(validateRecord(sample, { sample_name_kr: '' }, options)?.key).toBe('field_required');
  });
});

describe('validateRecord on the product entities', () => {
  it('skip fields locked on update in edit mode but require them on create', () => {
    const roastingResult = need('RoastingResult');
    const values = {
      roasting_seq: 1,
      greenbean_list: [{ greenbean_roaster_seq: 1, greenbean_year: 2024, greenbean_mass: 100 }],
    };
    expect(validateRecord(roastingResult, values, write)).toEqual({
      field: 'roasting_result_year',
      key: 'field_required',
    });
    expect(validateRecord(roastingResult, values, { mode: 'edit', locale: 'kr' })).toBeNull();
  });

  it('require at least one green bean row in a roasting recipe', () => {
    expect(validateRecord(need('RoastingDefault'), { roasting_name_kr: '하우스 블렌드' }, write)).toEqual({
      field: 'greenbean_list',
      key: 'sublist_minLength',
      bound: 1,
    });
  });

  it('bound the agtron range of a green bean catalogue entry', () => {
    const failure = validateRecord(
      need('SettingGreenbeanDefault'),
      { greenbean_name_kr: '예가체프', greenbean_agtron_min: 20 },
      write,
    );
    expect(failure).toEqual({ field: 'greenbean_agtron_min', key: 'field_minValue', bound: 25 });
  });

  it('take an import date picked as a date or typed as eight digits, and refuse any other form', () => {
    const lot = { greenbean_default_seq: 1, greenbean_year: 2024, greenbean_name_kr: '시다모' };
    const lotPage = need('SettingGreenbeanYear');
    for (const accepted of ['2026-11-20', '20261120'])
      expect(validateRecord(lotPage, { ...lot, greenbean_import_date: accepted }, write)).toBeNull();
    for (const refused of ['2024-01', '20261131', '2026/11/20'])
      expect(validateRecord(lotPage, { ...lot, greenbean_import_date: refused }, write)).toEqual({
        field: 'greenbean_import_date',
        key: 'field_NaN',
      });
  });

  it('hide espresso-only fields from validation unless the type is ESP', () => {
    const base = { brewing_name_kr: '아침 추출', brewing_type: 'DRP', brewing_temping_bar: 500 };
    const userDefault = need('UserBrewingDefault');
    expect(validateRecord(userDefault, base, write)).toBeNull();
    expect(validateRecord(userDefault, { ...base, brewing_type: 'ESP' }, write)?.field).toBe('brewing_temping_bar');
  });

  it('reject a malformed date', () => {
    const values = {
      event_year: 2024,
      event_name_kr: '가입 이벤트',
      event_type: 'SGNP',
      event_start: '2024-02-30T10:00',
      event_end: '2024-03-02T10:00',
    };
    expect(validateRecord(need('CafeEvent'), values, write)).toEqual({ field: 'event_start', key: 'field_NaN' });
  });
});

describe('validateRecord on sign-up forms', () => {
  it('ask to tick the confirmation before a sign-up is saved', () => {
    const signUp = need('RoasterSignUp');
    expect(validateRecord(signUp, { user_nick: '바리스타', save_check: false }, write)).toEqual({
      field: 'save_check',
      key: 'save_check_ok',
    });
    expect(validateRecord(signUp, { user_nick: '바리스타', save_check: true }, write)).toBeNull();
    expect(validateRecord(need('CafeRoasterRegister'), { roaster_cafe_nick_kr: '우리 카페' }, write)?.key).toBe(
      'register_check_ok',
    );
  });
});

describe('validateRecord range pairs and digits', () => {
  const ranged = entity({
    name: 'Ranged',
    keys: ['ranged_seq'],
    scope: 'none',
    fields: [
      number('altitude_min', { notAbove: 'altitude_max' }),
      number('altitude_max'),
      text('numeric_code', { maxBytes: 3, digitsOnly: true }),
      subList('step_list', {
        fields: [number('temp_min', { notAbove: 'temp_max' }), number('temp_max')],
      }),
    ],
  });

  it('refuse a minimum above its maximum on both fields, naming the partner', () => {
    expect(validateRecordAll(ranged, { altitude_min: 2000, altitude_max: 1500 }, write)).toEqual([
      { field: 'altitude_min', key: 'field_range', other: 'altitude_max' },
      { field: 'altitude_max', key: 'field_range', other: 'altitude_min' },
    ]);
    expect(validateRecord(ranged, { altitude_min: 1500, altitude_max: 1500 }, write)).toBeNull();
    expect(validateRecord(ranged, { altitude_min: 2000, altitude_max: null }, write)).toBeNull();
  });

  it('check range pairs inside sub-list rows against the same row', () => {
    expect(
      validateRecord(
        ranged,
        {
          step_list: [
            { temp_min: 1, temp_max: 2 },
            { temp_min: 9, temp_max: 3 },
          ],
        },
        write,
      ),
    ).toEqual({ field: 'temp_min_1', key: 'field_range', other: 'temp_max_1' });
  });

  it('refuse anything but digits in a digits-only field', () => {
    expect(validateRecord(ranged, { numeric_code: '41O' }, write)).toEqual({
      field: 'numeric_code',
      key: 'field_digits',
    });
    expect(validateRecord(ranged, { numeric_code: '410' }, write)).toBeNull();
  });

  it('pair the green bean altitude range and keep ISO numeric country codes digits only', () => {
    expect(
      validateRecordAll(need('Country'), { country_code1: '4a' }, { ...write, changedOnly: true }).map((f) => f.key),
    ).toEqual(['field_digits']);
    const farm = Object.values(entities).find((def) => def.fields.some((f) => f.name === 'greenbean_altitude_min'));
    expect(farm?.fields.find((f) => f.name === 'greenbean_altitude_min')?.notAbove).toBe('greenbean_altitude_max');
  });
});
