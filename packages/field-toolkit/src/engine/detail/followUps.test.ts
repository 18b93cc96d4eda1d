import { code, entity, ref, seqKey, text } from '@coffee/domain';
import type { PageConfig } from '../config';
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
    derive: (changed, values) =>
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
    expect(followUps(page, ['farm_country'], { farm_country: 'ETH', farm_region: 4 })).toEqual({ farm_region: null });
  });

  it('keeps a dependent that changed in the same step (paste, undo, a copied option)', () => {
    expect(followUps(page, ['farm_country', 'farm_region'], { farm_country: 'ETH', farm_region: 4 })).toEqual({});
  });

  it('applies the page derive and leaves empty dependents alone', () => {
    expect(followUps(page, ['farm_name', 'farm_country'], { farm_name: 'Finca', farm_country: 'COL' })).toEqual({
      farm_nick: 'Finca',
    });
  });
});
