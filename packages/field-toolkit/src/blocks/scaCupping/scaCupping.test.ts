import { SCA_SCORE_FIELDS } from '@coffee/domain';
import type { PageContext } from '@coffee/field-toolkit/engine';
import { scaCupping, scaScoreValues } from './scaCupping';

const sheet = (score: number) => ({
  cupnote_sca_use: true,
  ...Object.fromEntries(SCA_SCORE_FIELDS.map((name) => [name, score])),
});
const context = (values: Record<string, unknown>) => ({ values }) as unknown as PageContext;

describe('SCA cupping block', () => {
  it('keeps the total and final score live as attributes, cups and defects change', () => {
    const { derive } = scaCupping();
    expect(derive('cupnote_sca_flavor', context(sheet(800)))).toEqual({
      cupnote_sca_total: 8600,
      cupnote_sca_final: 8600,
    });
    const withDefects = { ...sheet(800), cupnote_sca_cleancup: 4, cupnote_sca_fault_cups: 1 };
    expect(derive('cupnote_sca_fault_cups', context(withDefects))).toEqual({
      cupnote_sca_total: 8400,
      cupnote_sca_final: 8000,
    });
  });

  it('empties the score while an attribute is missing or the form is off, and ignores other fields', () => {
    const { derive } = scaCupping();
    expect(scaScoreValues({ ...sheet(800), cupnote_sca_overall: '' })).toEqual({
      cupnote_sca_total: null,
      cupnote_sca_final: null,
    });
    expect(scaScoreValues({ ...sheet(800), cupnote_sca_use: false })).toEqual({
      cupnote_sca_total: null,
      cupnote_sca_final: null,
    });
    expect(derive('cupnote_desc', context(sheet(800)))).toBeUndefined();
  });

  it('draws only its own radar, leaving every other chart to the toolkit', () => {
    const { renderField, sections } = scaCupping();
    const radar = { name: 'cupnote_sca_radar', type: 'string', input: 'radar' } as const;
    expect(renderField(radar, radar.name, context({}))).not.toBeNull();
    expect(renderField({ ...radar, name: 'cupnote_radar' }, 'cupnote_radar', context({}))).toBeNull();
    expect(sections[0]?.fields).toContain('cupnote_sca_acidity_intensity');
  });
});
