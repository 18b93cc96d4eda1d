import { code, entity, number, percent, ref, seqKey, subList, text, year } from '@coffee/domain';
import { contextOf } from '../../testing';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { changedFields, dependentsOf, followUps } from './followUps';

const farm = entity({
  name: 'FollowFarm',
  keys: ['farm_seq'],
  scope: 'none',
  fields: [
    seqKey('farm_seq'),
    code('farm_country', 'CNTR'),
    ref('farm_region', { url: '/api/code/region', dependsOn: { region_country: 'farm_country' } }),
    ref('farm_block', { url: '/api/code/block' }),
    text('farm_name'),
    text('farm_nick'),
  ],
});
const page: PageConfig = {
  key: 'FollowFarm',
  entity: farm,
  listPath: '/farms',
  detail: {
    dependencies: [{ field: 'farm_block', requires: ['farm_region'] }],
    derive: (changed, { values }) =>
      changed === 'farm_name' && !values.farm_nick ? { farm_nick: values.farm_name } : undefined,
  },
};

describe('follow-ups of a user change', () => {
  it('finds dependents through lookups and page dependencies', () => {
    expect(dependentsOf(page, 'farm_country')).toEqual(['farm_region']);
    expect(dependentsOf(page, 'farm_region')).toEqual(['farm_block']);
    expect(dependentsOf(page, 'farm_name')).toEqual([]);
  });

  it('names the fields that changed between two snapshots, blank values being equal', () => {
    expect(changedFields({ a: 1, b: '', c: [1] }, { a: 2, b: null, c: [1], d: 'x' })).toEqual(['a', 'd']);
  });

  it('clears the region when the country changes', () => {
    expect(followUps(page, ['farm_country'], contextOf({ farm_country: 'ETH', farm_region: 4 }))).toEqual({
      farm_region: null,
    });
  });

  it('keeps a dependent that changed in the same step (paste, undo, a copied option)', () => {
    expect(
      followUps(page, ['farm_country', 'farm_region'], contextOf({ farm_country: 'ETH', farm_region: 4 })),
    ).toEqual({});
  });

  it('applies the page derive and leaves empty dependents alone', () => {
    expect(
      followUps(page, ['farm_name', 'farm_country'], contextOf({ farm_name: 'Finca', farm_country: 'COL' })),
    ).toEqual({
      farm_nick: 'Finca',
    });
  });
});

const roast = entity({
  name: 'FollowRoast',
  keys: ['roast_seq'],
  scope: 'roaster',
  fields: [
    seqKey('roast_seq'),
    subList('greenbean_list', {
      uniqueBy: 'greenbean_roaster_seq',
      shares: { mass: 'greenbean_mass', percent: 'greenbean_percent', total: 'greenbean_total_mass' },
      fields: [
        ref('greenbean_roaster_seq', { url: '/api/code/bean' }),
        year('greenbean_year', {
          input: 'select',
          lookup: { url: '/api/code/bean/year', dependsOn: { greenbean_roaster_seq: 'greenbean_roaster_seq' } },
        }),
        number('greenbean_mass', { scale: 10 }),
        percent('greenbean_percent', { computed: true }),
      ],
    }),
    number('greenbean_total_mass', { scale: 10, computed: true }),
  ],
});
const roastPage: PageConfig = { key: 'FollowRoast', entity: roast, listPath: '/roasts' };
const twoRows = {
  greenbean_roaster_seq_0: 1,
  greenbean_year_0: 2024,
  greenbean_mass_0: 3000,
  greenbean_percent_0: 750,
  greenbean_roaster_seq_1: 2,
  greenbean_year_1: 2025,
  greenbean_mass_1: 1000,
  greenbean_percent_1: 250,
  greenbean_list__origin: [0, 1],
  greenbean_total_mass: 4000,
};

describe('follow-ups in sub-list rows', () => {
  it("finds a row field's dependents among its siblings in the same row", () => {
    expect(dependentsOf(roastPage, 'greenbean_roaster_seq_1')).toEqual(['greenbean_year_1']);
  });

  it('clears the year of the row whose bean changed, not of the other rows', () => {
    expect(
      followUps(roastPage, ['greenbean_roaster_seq_1'], contextOf({ ...twoRows, greenbean_roaster_seq_1: 3 })),
    ).toEqual({ greenbean_year_1: null });
  });

  it("recomputes every row's share to 0.1 % and the total when a mass changes", () => {
    expect(followUps(roastPage, ['greenbean_mass_1'], contextOf({ ...twoRows, greenbean_mass_1: 2000 }))).toEqual({
      greenbean_percent_0: 600,
      greenbean_percent_1: 400,
      greenbean_total_mass: 5000,
    });
  });

  it('recomputes shares when a row is removed', () => {
    const oneRow = { greenbean_roaster_seq_0: 1, greenbean_mass_0: 3000, greenbean_percent_0: 750 };
    expect(
      followUps(roastPage, ['greenbean_list__origin'], contextOf({ ...oneRow, greenbean_list__origin: [0] })),
    ).toEqual({ greenbean_percent_0: 1000, greenbean_total_mass: 3000 });
  });
});
