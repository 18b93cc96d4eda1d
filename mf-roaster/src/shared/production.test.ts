import { roasterEntities } from 'mf-roaster/model';
import { contextOf } from '@coffee/field-toolkit/testing';
import { BLEND_ROWS, RECIPE_ROWS, roastingResultDerive, singleOriginDerive } from './production';

const result = roasterEntities.RoastingResult;
const recipe = roasterEntities.RoastingDefault;

describe('roasting result derived values', () => {
  const derive = roastingResultDerive(result);
  // Stored units: masses in 0.1 g, percentages x10.
  const values = {
    greenbean_roaster_seq_0: 1,
    greenbean_mass_0: 6000,
    greenbean_moisture_0: 110,
    greenbean_roaster_seq_1: 2,
    greenbean_mass_1: 4000,
    greenbean_moisture_1: 100,
    roasting_mass: 8500,
    roasting_moisture: 20,
  };

  it('weighs the green moisture by the rows’ masses and derives loss and organic loss to 0.1 %', () => {
    expect(derive('greenbean_mass_1', contextOf(values))).toEqual({
      greenbean_moisture: 106,
      roasting_loss: 150,
      // dry green 10 000 × (1 − 0.106) = 8940, dry roasted 8500 × 0.98 = 8330 → 6.8 %
      roasting_organic_loss: 68,
    });
  });

  it('leaves the losses empty without a roasted mass', () => {
    expect(derive('roasting_mass', contextOf({ ...values, roasting_mass: null }))).toMatchObject({
      roasting_loss: null,
      roasting_organic_loss: null,
    });
  });

  it('ignores changes that do not feed the losses', () => {
    expect(derive('roasting_result_memo', contextOf(values))).toBeUndefined();
    expect(derive('greenbean_year_0', contextOf(values))).toBeUndefined();
  });
});

describe('recipe single origin', () => {
  const derive = singleOriginDerive(recipe, 'greenbean_list', 'greenbean_roaster_seq', 'roasting_single_origin');

  it('is set when every row holds the same green bean and cleared by a second bean', () => {
    expect(derive('greenbean_roaster_seq_0', contextOf({ greenbean_roaster_seq_0: 4, greenbean_mass_0: 10 }))).toEqual({
      roasting_single_origin: true,
    });
    expect(
      derive('greenbean_roaster_seq_1', contextOf({ greenbean_roaster_seq_0: 4, greenbean_roaster_seq_1: 5 })),
    ).toEqual({ roasting_single_origin: false });
  });
});

describe('rows loaded from a choice', () => {
  it('takes a recipe’s green beans with lot, mass and moisture, and the next batch number', () => {
    const answer = {
      status: 'OK',
      result: {
        roasting_default_greenbean: [
          { greenbean_roaster_seq: 3, greenbean_year: 2025, greenbean_mass: 5000, greenbean_moisture: 105 },
        ],
        roasting_batch_no: 4,
      },
    };
    expect(RECIPE_ROWS.read(answer, {})).toEqual({
      rows: answer.result.roasting_default_greenbean,
      values: { roasting_batch_no: 4 },
    });
    expect(RECIPE_ROWS.path('12')).toBe('/api/roaster/roasting/default/greenbean/12');
    expect(RECIPE_ROWS.query?.({ roasting_result_date: '2026-11-23' })).toEqual({ roasting_result_date: '2026-11-23' });
  });

  it('keeps the batch number when the recipe does not number batches', () => {
    expect(
      RECIPE_ROWS.read({ result: { roasting_default_greenbean: [], roasting_batch_no: null } }, {}).values,
    ).toEqual({});
  });

  it('takes a blend’s roasts as rows of the batch’s year with their masses, the batch left to choose', () => {
    const answer = {
      roasting_list: [
        { roasting_seq: 1, roasting_mass: 7000 },
        { roasting_seq: 2, roasting_mass: 3000 },
      ],
    };
    expect(BLEND_ROWS.read(answer, { blending_result_year: 2026 }).rows).toEqual([
      { roasting_result_year: 2026, roasting_mass: 7000 },
      { roasting_result_year: 2026, roasting_mass: 3000 },
    ]);
  });
});
