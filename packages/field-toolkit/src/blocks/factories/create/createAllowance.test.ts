import type { Membership } from '@coffee/domain';
import { createAllowance } from './createAllowance';

const owning = (count: number, role = 'OWN'): Membership[] =>
  Array.from({ length: count }, (_, index) => ({ auth_seq: index + 1, user_auth: role, name: `Org ${index}` }));

describe('create allowance', () => {
  it('lets a user own up to 3 cafes and a paid user 5', () => {
    expect(createAllowance('cafe', ['USER'], owning(2))).toEqual({ limit: 3, owned: 2, remaining: 1, allowed: true });
    expect(createAllowance('cafe', ['USER'], owning(3)).allowed).toBe(false);
    expect(createAllowance('cafe', ['PAID'], owning(3))).toMatchObject({ limit: 5, remaining: 2, allowed: true });
  });

  it('lets anyone own one roastery', () => {
    expect(createAllowance('roaster', ['ADMIN'], owning(1))).toMatchObject({ limit: 1, allowed: false });
    expect(createAllowance('roaster', ['USER'], [])).toMatchObject({ limit: 1, remaining: 1, allowed: true });
  });

  it('counts only the organisations the user owns, not those they work at', () => {
    expect(createAllowance('cafe', ['USER'], [...owning(2), ...owning(4, 'BARISTA')])).toMatchObject({ owned: 2 });
  });

  it('lets a guest create nothing', () => {
    expect(createAllowance('cafe', ['GUEST'], [])).toMatchObject({ limit: 0, allowed: false });
    expect(createAllowance('cafe', [], [])).toMatchObject({ allowed: false });
  });
});
