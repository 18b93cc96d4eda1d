import { roasterEntities } from './entities';
import { validateRecord } from '@coffee/domain';

describe('a loss below zero says why (behaviour §09-1.4)', () => {
  it('names the roasted and the green mass instead of "must be at least 0"', () => {
    const failure = validateRecord(
      roasterEntities.RoastingResult,
      { greenbean_total_mass: 10000, roasting_mass: 12000, roasting_loss: -200 },
      { mode: 'write', locale: 'en', representation: 'stored', changedOnly: true },
    );
    expect(failure).toEqual({
      field: 'roasting_loss',
      key: 'roasted_above_green',
      other: 'roasting_mass',
      figures: { input: 1000, output: 1200 },
    });
  });

  it('keeps the plain bound for a loss below zero the masses do not explain', () => {
    const failure = validateRecord(
      roasterEntities.RoastingResult,
      { greenbean_total_mass: 10000, roasting_mass: 8000, roasting_loss: -5 },
      { mode: 'write', locale: 'en', representation: 'stored', changedOnly: true },
    );
    expect(failure?.key).toBe('field_minValue');
  });
});
