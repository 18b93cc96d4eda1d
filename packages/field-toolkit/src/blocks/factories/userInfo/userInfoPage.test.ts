import { userInfoPage } from './userInfoPage';
import { ORG_PAGES } from '@coffee/suite';

describe('user info page', () => {
  it('is one record of the signed-in member, with no list or delete', () => {
    const page = userInfoPage('roaster', ORG_PAGES.roaster.userInfo);
    expect(page.entity.singleRecord).toBe(true);
    expect(page.entity.api).toEqual({ detail: '/api/roaster/userinfo/detail', save: '/api/roaster/userinfo/edit' });
  });

  it('lets the member edit nick and description but not the role', () => {
    const field = (name: string) =>
      userInfoPage('cafe', ORG_PAGES.cafe.userInfo).entity.fields.find((def) => def.name === name);
    expect(field('cafe_user_nick')?.readOnly).toBeFalsy();
    expect(field('cafe_user_desc')?.readOnly).toBeFalsy();
    expect(field('cafe_user_auth')?.readOnly).toBe(true);
  });

  it('starts with the member’s nick, name and role', () => {
    expect(userInfoPage('cafe', ORG_PAGES.cafe.userInfo).detail?.sections?.[0]?.fields).toEqual([
      'cafe_user_nick',
      'user_name',
      'cafe_user_auth',
    ]);
  });
});
