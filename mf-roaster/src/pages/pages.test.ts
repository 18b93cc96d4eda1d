import { sectionCoverage } from '@coffee/field-toolkit/blocks/plumbing';
import { contextOf } from '@coffee/field-toolkit/testing';
import { areaPageAt } from '@coffee/field-toolkit/testing';
import { pages as areaPages } from '../pages';
import { page as blendingDefault } from './BlendingDefault/page';
import { page as blendingResult } from './BlendingResult/page';
import { page as equip } from './RoasterEquip/page';
import { page as event } from './RoasterEvent/page';
import { page as greenbeanDefault } from './RoasterGreenbeanDefault/page';
import { page as greenbeanYear } from './RoasterGreenbeanYear/page';
import { page as staff } from './RoasterUser/page';
import { page as staffFormer } from './RoasterUserEtc/page';
import { page as userInfo } from './RoasterUserInfo/page';
import { page as staffQueue } from './RoasterUserSignUp/page';
import { page as roastingDefault } from './RoastingDefault/page';
import { page as roastingResult } from './RoastingResult/page';

const entityPages = [greenbeanDefault, greenbeanYear, roastingDefault, roastingResult, blendingDefault, blendingResult];
const factoryPages = [equip, event, staff, staffQueue, staffFormer, userInfo];

describe.each([...entityPages, ...factoryPages].map((page) => [page.key, page] as const))('%s page', (key, page) => {
  it('opens its own screens at its list, record and write links', () => {
    for (const link of [page.listPath, `${page.listPath}/7`, `${page.listPath}/write`])
      expect(areaPageAt(areaPages, link)).toBe(key);
  });
});

describe.each(entityPages.map((page) => [page.key, page] as const))('%s detail', (_key, page) => {
  it('shows every field of the entity once, companions with their select, serial keys nowhere', () => {
    expect(sectionCoverage(page)).toEqual({ missing: [], repeated: [], unknown: [] });
  });
});

describe('green bean pages', () => {
  it('fill a bean from the chosen catalogue entry and a lot from the chosen bean, only on a choice', () => {
    expect(greenbeanDefault.detail?.optionCopies?.[0]).toMatchObject({
      field: 'greenbean_default_seq',
      when: 'choice',
    });
    expect(greenbeanYear.detail?.optionCopies?.[0]).toMatchObject({ field: 'greenbean_roaster_seq', when: 'choice' });
  });
});

describe('result pages', () => {
  it('start a new batch dated today in the current year', () => {
    const context = contextOf({}, { mode: 'write' });
    const roast = roastingResult.detail?.defaults?.(context) ?? {};
    expect(roast.roasting_result_year).toBe(new Date().getFullYear());
    expect(roast.roasting_result_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(blendingResult.detail?.defaults?.(context)).toMatchObject({
      blending_result_year: new Date().getFullYear(),
    });
  });

  it('load their rows from the chosen recipe or blend', () => {
    expect(roastingResult.detail?.rowLoads?.map((rule) => [rule.field, rule.list])).toEqual([
      ['roasting_seq', 'greenbean_list'],
    ]);
    expect(blendingResult.detail?.rowLoads?.map((rule) => [rule.field, rule.list])).toEqual([
      ['blending_seq', 'roasting_result_list'],
    ]);
  });
});
