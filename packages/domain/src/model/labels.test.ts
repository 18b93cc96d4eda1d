import { addWrittenLabels, fieldLabel, fieldUnit, hasWrittenLabel, onFieldLabels } from './labels';

describe('the field label registry', () => {
  it("holds the kernel's labels before any area adds its own", () => {
    expect(fieldLabel('order_mass', 'en')).not.toBe('order_mass');
    expect(hasWrittenLabel('sample_area_weight')).toBe(false);
    expect(fieldLabel('sample_area_weight', 'kr')).toBe('sample_area_weight');
  });

  it("adds an area's labels when its model loads and tells every listener what was added", () => {
    const heard: string[] = [];
    const stop = onFieldLabels((labels) =>
      heard.push(Object.keys(labels.en).length > 3 ? 'all' : (labels.en.sample_area_weight ?? '')),
    );
    addWrittenLabels({ sample_area_weight: ['샘플 무게', 'Sample weight', 'g'] });
    stop();
    addWrittenLabels({ sample_area_other: ['다른 값', 'Other value'] });
    expect(heard).toEqual(['all', 'Sample weight']);
    expect(fieldLabel('sample_area_weight', 'kr')).toBe('샘플 무게');
    expect(fieldUnit('sample_area_weight')).toBe('g');
    expect(hasWrittenLabel('sample_area_other')).toBe(true);
  });

  it('takes the same label twice (two remotes load one model) and refuses a field labelled differently', () => {
    addWrittenLabels({ sample_area_twice: ['두 번', 'Twice'] });
    expect(() => addWrittenLabels({ sample_area_twice: ['두 번', 'Twice'] })).not.toThrow();
    expect(() => addWrittenLabels({ sample_area_twice: ['두 번', 'Two times'] })).toThrow(/sample_area_twice/);
    expect(fieldLabel('sample_area_twice', 'en')).toBe('Twice');
  });
});
