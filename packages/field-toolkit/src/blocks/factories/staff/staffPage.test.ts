import { staffPage } from './staffPage';
import { ORG_PAGES } from '@coffee/suite';

const saved = (page: ReturnType<typeof staffPage>, status: string) =>
  page.detail?.successPath?.(undefined, {
    mode: 'edit',
    id: 'u1',
    values: { cafe_user_auth: status, roaster_user_auth: status },
  });

describe('staff pages', () => {
  it('shows each screen’s records: active members, sign-ups, former staff', () => {
    expect(staffPage('roaster', 'active', ORG_PAGES.roaster.staff.active).entity.listFilter).toEqual({
      status_screen: 'active',
    });
    expect(staffPage('cafe', 'queue', ORG_PAGES.cafe.staff.queue).key).toBe('CafeUserSignUp');
    expect(staffPage('cafe', 'etc', ORG_PAGES.cafe.staff.etc).entity.api?.list).toBe('/api/cafe/user/etc/list');
  });

  it('has no write button: members come by sign-up', () => {
    expect(staffPage('roaster', 'queue', ORG_PAGES.roaster.staff.queue).entity.creatable).toBe(false);
  });

  it('keeps the member’s nick and description read-only for managers', () => {
    const field = (name: string) =>
      staffPage('cafe', 'active', ORG_PAGES.cafe.staff.active).entity.fields.find((def) => def.name === name);
    expect(field('cafe_user_nick')?.readOnly).toBe(true);
    expect(field('cafe_user_desc')?.readOnly).toBe(true);
    expect(field('cafe_user_auth')?.readOnly).toBeFalsy();
  });

  it('returns to the list when the saved status moves the member to another screen', () => {
    expect(saved(staffPage('roaster', 'queue', ORG_PAGES.roaster.staff.queue), 'ROASTER')).toBe('/roaster/etc/signup');
    expect(saved(staffPage('cafe', 'active', ORG_PAGES.cafe.staff.active), 'FIRE')).toBe('/cafe/etc/user');
  });

  it('offers only the statuses this editor may set: a manager cannot make a sub-manager', () => {
    const page = staffPage('cafe', 'active', ORG_PAGES.cafe.staff.active);
    const def = page.entity.fields.find((field) => field.name === 'cafe_user_auth')!;
    const allowed = (orgRole: string) =>
      page.detail?.allowedOptions?.(def, {
        mode: 'edit',
        visitor: { userTypes: ['NRML'], orgRole },
        locale: 'en',
        query: new URLSearchParams(),
        loaded: { cafe_user_auth: 'BARISTA' },
      });
    expect(allowed('SMNG')).toEqual(['BARISTA', 'SAST', 'MNG']);
    expect(allowed('OWN')).toContain('SMNG');
    expect(page.detail?.allowedOptions?.(page.entity.fields[0]!, {} as never)).toBeUndefined();
  });

  it('stays on the member when the status keeps them on the screen', () => {
    expect(saved(staffPage('roaster', 'queue', ORG_PAGES.roaster.staff.queue), 'HLD')).toBeUndefined();
    expect(saved(staffPage('cafe', 'active', ORG_PAGES.cafe.staff.active), 'MNG')).toBeUndefined();
  });
});
