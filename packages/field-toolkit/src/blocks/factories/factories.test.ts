import { ORG_TYPES } from '@coffee/domain';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { sectionCoverage } from '@coffee/field-toolkit/blocks/plumbing';
import { createPage } from './create';
import { equipmentPage } from './equipment';
import { eventPage } from './events';
import { staffPage } from './staff';
import { userInfoPage } from './userInfo';
import { EQUIP_PAGES, ORG_PAGES, PAGES } from '@coffee/suite';

const pages: Array<[string, PageConfig]> = ORG_TYPES.flatMap((org) => [
  ...(['active', 'queue', 'etc'] as const).map((screen): [string, PageConfig] => [
    `${org} staff ${screen}`,
    staffPage(org, screen, ORG_PAGES[org].staff[screen]),
  ]),
  [`${org} events`, eventPage(org, ORG_PAGES[org].event)],
  [`${org} equipment`, equipmentPage(EQUIP_PAGES[org])],
  [`${org} user info`, userInfoPage(org, ORG_PAGES[org].userInfo)],
  [`${org} create`, createPage(org, ORG_PAGES[org].create)],
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
    expect(staffPage('roaster', 'active', ORG_PAGES.roaster.staff.active).listPath).toBe('/roaster/etc/user');
    expect(staffPage('cafe', 'queue', ORG_PAGES.cafe.staff.queue).listPath).toBe('/cafe/etc/signup');
    expect(staffPage('cafe', 'etc', ORG_PAGES.cafe.staff.etc).listPath).toBe('/cafe/etc/etcuser');
    expect(eventPage('roaster', ORG_PAGES.roaster.event).listPath).toBe('/roaster/etc/event');
    expect(equipmentPage(EQUIP_PAGES.cafe).listPath).toBe('/cafe/etc/equip');
    expect(equipmentPage(EQUIP_PAGES.user).listPath).toBe('/user/usernote/equip');
    expect(equipmentPage(PAGES.UserEquipInfo).listPath).toBe('/info/etc/equip');
    expect(userInfoPage('cafe', ORG_PAGES.cafe.userInfo).listPath).toBe('/cafe/userinfo');
    expect(createPage('roaster', ORG_PAGES.roaster.create).listPath).toBe('/roaster/create');
  });
});
