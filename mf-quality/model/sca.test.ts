import { qualityEntities } from './entities';
import { SCA_CUPPED, SCA_SCORED, scaBand, scaDefectPoints, scaScore, scaScoreOf } from '@coffee/domain';
import type { ScaSheet } from '@coffee/domain';
import { validateRecord } from '@coffee/domain';
import { cuppingSheetProblem } from '@coffee/domain';

const sheet = (score: number, overrides: Partial<ScaSheet> = {}): ScaSheet => ({
  scores: Object.fromEntries(SCA_SCORED.map((name) => [name, score])) as ScaSheet['scores'],
  cups: Object.fromEntries(SCA_CUPPED.map((name) => [name, 5])) as ScaSheet['cups'],
  defects: { taint: 0, fault: 0 },
  ...overrides,
});

describe('SCA cupping score', () => {
  it('adds the seven scored attributes and 2 points per good cup', () => {
    // 7 × 7.75 = 54.25, + 3 attributes × 5 cups × 2 = 30
    expect(scaScore(sheet(7.75))).toEqual({ total: 84.25, defects: 0, final: 84.25, band: 'veryGood' });
  });

  it('takes off cups × intensity: a taint 2, a fault 4', () => {
    expect(scaDefectPoints({ taint: 1, fault: 0 })).toBe(2);
    expect(scaDefectPoints({ taint: 2, fault: 1 })).toBe(8);
    const result = scaScore(sheet(8, { defects: { taint: 1, fault: 1 } }));
    expect(result).toMatchObject({ total: 86, defects: 6, final: 80, band: 'veryGood' });
  });

  it('counts a cup that is not uniform, clean or sweet as 0 of its 2 points', () => {
    const cups = { uniformity: 4, cleancup: 5, sweetness: 3 };
    expect(scaScore(sheet(8, { cups })).total).toBe(56 + 24);
  });

  it('names the band of the final score at its edges', () => {
    expect(scaBand(79.99)).toBe('belowSpecialty');
    expect(scaBand(80)).toBe('veryGood');
    expect(scaBand(84.99)).toBe('veryGood');
    expect(scaBand(85)).toBe('excellent');
    expect(scaBand(89.99)).toBe('excellent');
    expect(scaBand(90)).toBe('outstanding');
  });

  it('reads stored hundredths and waits for every scored attribute', () => {
    const stored = Object.fromEntries(SCA_SCORED.map((name) => [`cupnote_sca_${name}`, 900]));
    expect(scaScoreOf({ ...stored, cupnote_sca_taint_cups: 1 })).toMatchObject({ total: 93, final: 91 });
    expect(scaScoreOf({ ...stored, cupnote_sca_overall: null })).toBeNull();
    expect(scaScoreOf({ cupnote_sca_fragrance: '8.5' }, 'display')).toBeNull();
  });
});

describe('SCA bounds of a QC note', () => {
  const entity = qualityEntities.QCRoasting;
  const check = (values: Record<string, unknown>) =>
    validateRecord(entity, values, { mode: 'edit', locale: 'en', changedOnly: true, representation: 'stored' });

  it('refuses a score outside 6.00-9.75 naming the field and the bound', () => {
    expect(check({ cupnote_sca_flavor: 575 })).toEqual({
      field: 'cupnote_sca_flavor',
      key: 'field_minValue',
      bound: 6,
    });
    expect(check({ cupnote_sca_overall: 1000 })).toEqual({
      field: 'cupnote_sca_overall',
      key: 'field_maxValue',
      bound: 9.75,
    });
  });

  it("records a panel's mean to two decimals on a note, while one cupper's sheet keeps the quarter points", () => {
    expect(check({ cupnote_sca_acidity: 867 })).toBeNull();
    const display = (values: Record<string, unknown>) =>
      validateRecord(entity, values, { mode: 'edit', locale: 'en', changedOnly: true, representation: 'display' });
    expect(display({ cupnote_sca_acidity: 8.675 })).toEqual({
      field: 'cupnote_sca_acidity',
      key: 'field_step',
      bound: 0.01,
    });
    const sheet = Object.fromEntries(SCA_SCORED.map((name) => [`cupnote_sca_${name}`, 8.25]));
    expect(cuppingSheetProblem('SCA', { ...sheet, cupnote_sca_acidity: 8.67 }, true)).toEqual({
      field: 'cupnote_sca_acidity',
      key: 'field_step',
      bound: 0.25,
    });
    expect(cuppingSheetProblem('SCA', sheet, true)).toBeNull();
  });

  it('refuses taint plus fault cups above the five cupped, on the note and on a sheet, naming both', () => {
    expect(check({ cupnote_sca_taint_cups: 3, cupnote_sca_fault_cups: 3 })).toEqual({
      field: 'cupnote_sca_taint_cups',
      key: 'cups_over_cupped',
      other: 'cupnote_sca_fault_cups',
      bound: 5,
    });
    expect(check({ cupnote_sca_taint_cups: 2, cupnote_sca_fault_cups: 3 })).toBeNull();
    const sheet = Object.fromEntries(SCA_SCORED.map((name) => [`cupnote_sca_${name}`, 8.25]));
    expect(
      cuppingSheetProblem('SCA', { ...sheet, cupnote_sca_taint_cups: 1, cupnote_sca_fault_cups: 5 }, true),
    ).toMatchObject({ field: 'cupnote_sca_taint_cups', key: 'cups_over_cupped', bound: 5 });
  });

  it('keeps cups between 0 and 5 and levels between 1 and 5', () => {
    expect(check({ cupnote_sca_sweetness: 6 })).toMatchObject({ field: 'cupnote_sca_sweetness', bound: 5 });
    expect(check({ cupnote_sca_fault_cups: -1 })).toMatchObject({ field: 'cupnote_sca_fault_cups', bound: 0 });
    expect(check({ cupnote_sca_body_level: 0 })).toMatchObject({ field: 'cupnote_sca_body_level', bound: 1 });
  });
});
