import { repeatedLabels, sectionCoverage } from '@coffee/field-toolkit/blocks/plumbing';
import { contextOf } from '@coffee/field-toolkit/testing';
import { areaPageAt } from '@coffee/field-toolkit/testing';
import { pages as areaPages } from '../pages';
import { detailPage, page as basicInfo } from './UserBasicInfo/page';
import { page as brewingDefault } from './UserBrewingDefault/page';
import { page as brewingResult } from './UserBrewingResult/page';
import { page as equip } from './UserEquip/page';
import { page as equipInfo } from './UserEquipInfo/page';
import { page as coffeeNote } from './UserQCCoffeebean/page';

const entityPages = [coffeeNote, brewingDefault, brewingResult];

describe.each(entityPages.map((page) => [page.key, page] as const))('%s page', (key, page) => {
  it('opens its own screens at its list, record and write links', () => {
    for (const link of [page.listPath, `${page.listPath}/7`, `${page.listPath}/write`])
      expect(areaPageAt(areaPages, link)).toBe(key);
  });

  it('shows every field of the entity once, companions with their select, serial keys nowhere', () => {
    expect(sectionCoverage(page)).toEqual({ missing: [], repeated: [], unknown: [] });
  });

  it.each(['kr', 'en'] as const)('names every control of its form differently in %s', (locale) => {
    expect(repeatedLabels(page, locale)).toEqual([]);
  });
});

describe('coffee note', () => {
  it('opens from a bean page link with the serial and its type, dated today', () => {
    const query = new URLSearchParams({ type: 'RSTRDT', serial: 'R-1' });
    expect(coffeeNote.detail?.defaults?.(contextOf({}, { mode: 'write', query }))).toMatchObject({
      coffeebean_uuid_type: 'RSTRDT',
      coffeebean_uuid_dummy: 'R-1',
      cupnote_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('ignores an unknown serial type in the link', () => {
    const query = new URLSearchParams({ type: 'HACK', serial: 'x' });
    expect(coffeeNote.detail?.defaults?.(contextOf({}, { mode: 'write', query }))).not.toHaveProperty(
      'coffeebean_uuid_type',
    );
  });

  it('offers a check button on the typed serial', () => {
    expect(coffeeNote.detail?.fieldActions?.coffeebean_uuid_dummy?.actions).toEqual([
      expect.objectContaining({ kind: 'update', label: 'area.note.check' }),
    ]);
  });
});

describe('brewing result', () => {
  it('starts today and copies the setting when one is chosen', () => {
    const query = new URLSearchParams({ brewing_seq: '7' });
    expect(brewingResult.detail?.defaults?.(contextOf({}, { mode: 'write', query }))).toEqual({
      brewing_result_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(brewingResult.detail?.optionCopies?.[0]).toMatchObject({ field: 'brewing_seq', when: 'choice' });
  });
});

describe('equipment and account pages', () => {
  it('serve the same equipment under the notes and the information menu, each returning to its own list', () => {
    expect(['/user/usernote/equip/7', '/info/etc/equip/7'].map((link) => areaPageAt(areaPages, link))).toEqual([
      'UserEquip',
      'UserEquip',
    ]);
    expect([equip.listPath, equipInfo.listPath]).toEqual(['/user/usernote/equip', '/info/etc/equip']);
    expect(equipInfo.api).toEqual(equip.api);
  });

  it('show the whole account on both profile pages, each at its own tab', () => {
    for (const page of [basicInfo, detailPage]) expect(sectionCoverage(page).missing).toEqual([]);
    expect([basicInfo.listPath, detailPage.listPath]).toEqual([
      '/user/userinfo/basicinfo',
      '/user/userinfo/detailinfo',
    ]);
  });
});
