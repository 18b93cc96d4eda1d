import { brewingEntities } from './entities/brewing';
import { REPEAT_BREW_LEAVES, brewStartValues, repeatBrewValues } from './repeatBrew';

const entity = brewingEntities.CafeBrewingResult;

describe('repeatBrewValues (behaviour §10-4.2)', () => {
  /** What a barista typed for the recipe: a repeat brings it back. */
  const recipe = {
    brewing_seq: 7,
    coffeebean_seq: 12,
    received_seq: 30,
    brewing_type: 'ESP',
    brewing_bean_mass: 180,
    brewing_temp: 935,
    brewing_grinder_seq: 5,
    brewing_grinder_point: 250,
    brewing_water: 'FLT',
    brewing_term: 28,
    brewing_step1_term: 8,
    brewing_result_total: 360,
  };
  const last = {
    ...recipe,
    brewing_result_seq: 41,
    cafe_seq: 3,
    brewing_result_date: '2026-11-25',
    brewing_step1_mass_calc: 40,
    brewing_result_calc: 2,
    brewing_satis: 9,
    brewing_result_main: true,
    brewing_public: true,
    brewing_tds: 950,
    brewing_default_memo: 'sweet',
    brewing_start_time: '2026-11-25T09:00:00Z',
    inside_air: 22,
    blending_result_date: '2026-11-20',
    rgst_by: 'cbarista',
    rgst_at: '2026-11-25T09:01:00Z',
  };

  it('carries the bean, setting, dose, grind, temperature, water and times', () => {
    expect(repeatBrewValues(entity, last)).toEqual(recipe);
  });

  it('leaves the ratings, the date, the ids, what is computed and what the brew left empty', () => {
    const carried = repeatBrewValues(entity, { ...last, brewing_bar: null, brewing_temper: '' });
    for (const left of [...REPEAT_BREW_LEAVES, 'brewing_result_seq', 'rgst_by', 'rgst_at', 'brewing_result_calc'])
      expect(carried).not.toHaveProperty(left);
    expect(carried).not.toHaveProperty('brewing_bar');
    expect(carried).not.toHaveProperty('brewing_temper');
  });

  it('has nothing to repeat before the first brew', () => {
    expect(repeatBrewValues(entity, undefined)).toEqual({});
  });

  describe('brewStartValues (behaviour §10-4.2, §10-4.4)', () => {
    const dialIn = {
      dialin_seq: 5,
      dialin_date: '2026-11-29',
      coffeebean_seq: 12,
      received_seq: 31,
      brewing_type: 'ESP',
      brewing_grinder_point: 270,
      brewing_bean_mass: 185,
      brewing_result_total: 380,
      brewing_temp: null,
    };

    it("takes the day's dial-in first and the brew's own values where it has none, and says which", () => {
      const { values, from } = brewStartValues(entity, last, dialIn);
      expect(values).toEqual({
        ...recipe,
        received_seq: 31,
        brewing_grinder_point: 270,
        brewing_bean_mass: 185,
        brewing_result_total: 380,
      });
      expect(from).toEqual({
        dial_in: {
          dialin_seq: 5,
          dialin_date: '2026-11-29',
          fields: ['received_seq', 'brewing_grinder_point', 'brewing_bean_mass', 'brewing_result_total'],
        },
        brew: { brewing_result_seq: 41, brewing_result_date: '2026-11-25' },
      });
    });

    it("the brew's values alone without a dial-in; the dial-in's bean and type without a brew of it", () => {
      expect(brewStartValues(entity, last, undefined)).toEqual({
        values: recipe,
        from: { dial_in: null, brew: { brewing_result_seq: 41, brewing_result_date: '2026-11-25' } },
      });
      const { values, from } = brewStartValues(entity, undefined, dialIn);
      expect(values).toMatchObject({ coffeebean_seq: 12, brewing_type: 'ESP', brewing_bean_mass: 185 });
      expect(from.brew).toBeNull();
    });
  });
});
