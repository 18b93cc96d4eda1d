import { repeatedLabels, sectionCoverage } from '@coffee/field-toolkit/blocks/plumbing';
import { contextOf } from '@coffee/field-toolkit/testing';
import { USER_ROUTES } from '../shared/routes';
import { detailPage, page as basicInfo } from './UserBasicInfo/page';
import { page as brewingDefault } from './UserBrewingDefault/page';
import { page as brewingResult } from './UserBrewingResult/page';
import { page as equip } from './UserEquip/page';
import { page as equipInfo } from './UserEquipInfo/page';
import { page as coffeeNote } from './UserQCCoffebean/page';

const entityPages = [coffeeNote, brewingDefault, brewingResult];

describe.each(entityPages.map((page) => [page.key, page] as const))('%s page', (key, page) => {
  it('is the page of its entity at its route', () => {
    expect(page.entity.name).toBe(key);
    expect(page.listPath).toBe(`/${USER_ROUTES[key as keyof typeof USER_ROUTES]}`);
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
  it('serve the same equipment under the notes and the information menu', () => {
    expect([equip.listPath, equipInfo.listPath]).toEqual(['/user/usernote/equip', '/info/etc/equip']);
    expect(equipInfo.entity).toBe(equip.entity);
  });

  it('show the whole account on both profile pages', () => {
    for (const page of [basicInfo, detailPage]) expect(sectionCoverage(page).missing).toEqual([]);
    expect(detailPage.listPath).toBe('/user/userinfo/detailinfo');
  });
});
