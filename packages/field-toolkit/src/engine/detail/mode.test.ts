import { resolveId, resolveMode } from './mode';

describe('resolveMode', () => {
  it('defaults to view for a record id', () => {
    expect(resolveMode('12', null)).toBe('view');
  });

  it('is write when the id is "write" or missing, whatever the query says', () => {
    expect(resolveMode('write', null)).toBe('write');
    expect(resolveMode('write', 'edit')).toBe('write');
    expect(resolveMode(undefined, null)).toBe('write');
  });

  it('takes mode=edit or mode=write from the query and ignores other values', () => {
    expect(resolveMode('12', 'edit')).toBe('edit');
    expect(resolveMode('12', 'write')).toBe('write');
    expect(resolveMode('12', 'delete')).toBe('view');
  });
});

describe('resolveId', () => {
  it('reads a named route parameter', () => {
    expect(resolveId({ roasting_id: '2024_7' }, '/x', 'roasting_id')).toBe('2024_7');
  });

  it('reads a path segment by index, from the end when negative', () => {
    expect(resolveId({}, '/roaster/roasting/result/2024_7', -1)).toBe('2024_7');
    expect(resolveId({}, '/roaster/roasting/result/2024_7', 2)).toBe('result');
  });
});
