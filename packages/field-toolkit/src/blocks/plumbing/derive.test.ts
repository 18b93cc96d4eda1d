import { combineDerive } from './derive';
import { contextOf } from '../../testing';

describe('combined derive rules', () => {
  it('lets each rule see what the earlier ones set and merges their updates', () => {
    const total = combineDerive(
      (changed, { values }) => (changed === 'a' ? { b: Number(values.a) * 2 } : undefined),
      (changed, { values }) => (changed === 'a' ? { c: Number(values.b) + 1 } : undefined),
    );
    expect(total('a', contextOf({ a: 3, b: 0, c: 0 }))).toEqual({ b: 6, c: 7 });
  });

  it('returns nothing when no rule reacts to the change', () => {
    const rule = combineDerive(undefined, (changed) => (changed === 'x' ? { y: 1 } : undefined));
    expect(rule('z', contextOf({}))).toBeUndefined();
  });

  it('lets a later rule win on the same field', () => {
    const rule = combineDerive(
      () => ({ y: 1 }),
      () => ({ y: 2 }),
    );
    expect(rule('x', contextOf({}))).toEqual({ y: 2 });
  });
});
