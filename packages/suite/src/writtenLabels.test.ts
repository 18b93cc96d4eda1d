import { entities } from './index';
import { allFields, findField } from '@coffee/domain/pages';
import type { EntityDef } from '@coffee/domain/pages';
import { fieldLabels, fieldUnit, hasWrittenLabel } from '@coffee/domain/pages';
import { isNamedReference, isRecordReference } from '@coffee/domain/pages';

/** Every entity a page shows, and the fields it can show: its form and sub-list fields, list columns and filters. */
const shownFields = (): { page: string; route: string; entity: EntityDef; field: string; where: string }[] =>
  Object.values(entities).flatMap((entity: EntityDef) => {
    const at = (field: string, where: string) => ({
      page: entity.name,
      route: entity.api?.list ?? '',
      entity,
      field,
      where,
    });
    return [
      ...allFields(entity)
        .filter((field) => !field.hidden)
        .map((field) => at(field.name, 'form')),
      ...(entity.list?.columns ?? []).map((field) => at(field, 'list column')),
      ...(entity.list?.search ?? []).map((field) => at(field, 'search filter')),
    ];
  });

const describeAt = ({ field, where, page, route }: ReturnType<typeof shownFields>[number]) =>
  `${field} (${where} of ${page}, ${route})`;

describe('labels a person wrote (behaviour §09-1.1)', () => {
  it('give every field a page shows a written label, never one composed from its column words', () => {
    const composed = shownFields().filter(({ field }) => !hasWrittenLabel(field));
    expect(composed.map(describeAt)).toEqual([]);
  });

  it('write each label in both languages, Korean in Hangul and English in English words', () => {
    const bad = Object.keys(fieldLabels.kr).filter((name) => {
      const [kr = '', en = ''] = [fieldLabels.kr[name], fieldLabels.en[name]];
      return !kr.trim() || !en.trim() || /_/.test(kr + en) || /[가-힣]/.test(en);
    });
    expect(bad).toEqual([]);
    expect(fieldLabels.en.farm_region_seq).toBe('Region');
    expect(fieldLabels.kr.greenbean_country_code).toBe('국가');
  });

  it('give a mass, temperature, percentage and stock its unit', () => {
    const numbers = shownFields().filter(({ entity, field }) => {
      const def = findField(entity, field);
      return def?.type === 'number' && /(_mass|_instock|_temp|_bean|_air|_percent|_loss|_moisture)$/.test(field);
    });
    expect(numbers.filter(({ field }) => !fieldUnit(field)).map(describeAt)).toEqual([]);
    expect(fieldUnit('greenbean_instock')).toBe('g');
  });
});

describe('names, not ids (behaviour §09-2.1)', () => {
  it('name every reference a list column, filter or form shows by its options, never by its bare id', () => {
    const bare = shownFields().filter(
      ({ entity, field }) =>
        isRecordReference(entity, findField(entity, field), field) && !isNamedReference(findField(entity, field)),
    );
    expect(bare.map(describeAt)).toEqual([]);
  });
});
