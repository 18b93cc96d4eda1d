import { CVA_AFFECTIVE_FIELDS } from '@coffee/domain';
import type { PageContext } from '@coffee/field-toolkit/engine';
import { cvaCupping, cvaScoreValues } from './cvaCupping';

const sheet = (impression: number) => ({
  cupnote_cva_use: true,
  ...Object.fromEntries(CVA_AFFECTIVE_FIELDS.map((name) => [name, impression])),
});
const context = (values: Record<string, unknown>) => ({ values }) as unknown as PageContext;

describe('CVA block', () => {
  it('keeps the score live as impressions and cup counts change (stored in hundredths)', () => {
    const { derive } = cvaCupping();
    expect(derive('cupnote_cva_overall', context(sheet(7)))).toEqual({ cupnote_cva_score: 8950 });
    expect(derive('cupnote_cva_defective_cups', context({ ...sheet(7), cupnote_cva_defective_cups: 1 }))).toEqual({
      cupnote_cva_score: 8550,
    });
  });

  it('empties the score off the form or while an impression is missing, and ignores other fields', () => {
    const { derive } = cvaCupping();
    expect(cvaScoreValues({ ...sheet(7), cupnote_cva_use: false })).toEqual({ cupnote_cva_score: null });
    expect(cvaScoreValues({ ...sheet(7), cupnote_cva_aroma: '' })).toEqual({ cupnote_cva_score: null });
    expect(derive('cupnote_cva_aroma_intensity', context(sheet(7)))).toBeUndefined();
  });
});
