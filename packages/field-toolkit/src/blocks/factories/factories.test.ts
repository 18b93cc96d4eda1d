import { ORG_TYPES, PAGES } from '@coffee/domain';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { sectionCoverage } from '@coffee/field-toolkit/blocks/plumbing';
import { createPage } from './create';
import { equipmentPage } from './equipment';
import { eventPage } from './events';
import { staffPage } from './staff';
import { userInfoPage } from './userInfo';

const pages: Array<[string, PageConfig]> = ORG_TYPES.flatMap((org) => [
  ...(['active', 'queue', 'etc'] as const).map((screen): [string, PageConfig] => [
    `${org} staff ${screen}`,
    staffPage(org, screen),
  ]),
  [`${org} events`, eventPage(org)],
  [`${org} equipment`, equipmentPage(org)],
  [`${org} user info`, userInfoPage(org)],
  [`${org} create`, createPage(org)],
]);

describe.each(pages)('%s page', (_name, page) => {
  it('is the page of its domain entity', () => {
    expect(page.entity.name).toBe(page.key);
  });

  it('shows every field of the entity once, companions with their select, serial keys nowhere', () => {
    expect(sectionCoverage(page)).toEqual({ missing: [], repeated: [], unknown: [] });
  });
});

describe('page routes', () => {
  it('lists each page at its menu route of the organisation', () => {
    expect(staffPage('roaster', 'active').listPath).toBe('/roaster/etc/user');
    expect(staffPage('cafe', 'queue').listPath).toBe('/cafe/etc/signup');
    expect(staffPage('cafe', 'etc').listPath).toBe('/cafe/etc/etcuser');
    expect(eventPage('roaster').listPath).toBe('/roaster/etc/event');
    expect(equipmentPage('cafe').listPath).toBe('/cafe/etc/equip');
    expect(equipmentPage('user').listPath).toBe('/user/usernote/equip');
    expect(equipmentPage('user', PAGES.UserEquipInfo).listPath).toBe('/info/etc/equip');
    expect(userInfoPage('cafe').listPath).toBe('/cafe/userinfo');
    expect(createPage('roaster').listPath).toBe('/roaster/create');
  });
});
