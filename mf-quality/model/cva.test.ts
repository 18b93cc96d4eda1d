import { CVA_AFFECTIVE, cvaScore, cvaScoreOf } from '@coffee/domain';
import type { CvaSheet } from '@coffee/domain';
import { cuppingSheetProblem } from '@coffee/domain';
import { qualityEntities } from './entities';
import { validateRecord } from '@coffee/domain';

const sheet = (impression: number, nonuniform = 0, defective = 0): CvaSheet => ({
  affective: Object.fromEntries(CVA_AFFECTIVE.map((name) => [name, impression])) as CvaSheet['affective'],
  nonuniform,
  defective,
});

describe('CVA affective score', () => {
  it('spans 58 (eight ones) to 100 (eight nines)', () => {
    expect(cvaScore(sheet(1))).toBe(58);
    expect(cvaScore(sheet(9))).toBe(100);
  });

  it('is 0.65625 × the sum + 52.75', () => {
    // 8 × 7 = 56: 36.75 + 52.75
    expect(cvaScore(sheet(7))).toBe(89.5);
    const mixed = { ...sheet(6).affective, overall: 8, acidity: 7 };
    // 6 × 6 + 8 + 7 = 51: 33.46875 + 52.75 = 86.21875
    expect(cvaScore({ affective: mixed, nonuniform: 0, defective: 0 })).toBe(86.22);
  });

  it('takes 2 points a non-uniform cup and 4 a defective cup', () => {
    expect(cvaScore(sheet(7, 1, 0))).toBe(87.5);
    expect(cvaScore(sheet(7, 1, 2))).toBe(79.5);
  });

  it('reads a record, empty while an impression is missing', () => {
    const values: Record<string, unknown> = Object.fromEntries(CVA_AFFECTIVE.map((name) => [`cupnote_cva_${name}`, 7]));
    expect(cvaScoreOf({ ...values, cupnote_cva_defective_cups: 1 })).toBe(85.5);
    expect(cvaScoreOf({ ...values, cupnote_cva_overall: '' })).toBeNull();
  });

  it('refuses non-uniform plus defective cups above the five cupped, on a note and on a sheet', () => {
    const note = { cupnote_cva_nonuniform_cups: 3, cupnote_cva_defective_cups: 3 };
    const options = { mode: 'edit', locale: 'en', changedOnly: true, representation: 'stored' } as const;
    expect(validateRecord(qualityEntities.QCRoasting, note, options)).toEqual({
      field: 'cupnote_cva_nonuniform_cups',
      key: 'cups_over_cupped',
      other: 'cupnote_cva_defective_cups',
      bound: 5,
    });
    const impressions = Object.fromEntries(CVA_AFFECTIVE.map((name) => [`cupnote_cva_${name}`, 7]));
    expect(cuppingSheetProblem('CVA', { ...impressions, ...note }, true)).toMatchObject({ key: 'cups_over_cupped' });
    expect(cuppingSheetProblem('CVA', { ...impressions, cupnote_cva_defective_cups: 5 }, true)).toBeNull();
  });
});
