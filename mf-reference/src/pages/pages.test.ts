import { page as codeGroup } from './CodeGroup/page';
import { page as codeList } from './CodeList/page';
import { page as country } from './Country/page';
import { page as settingCafe } from './SettingCafe/page';
import { page as settingCompany } from './SettingCompany/page';
import { page as settingEquip } from './SettingEquip/page';
import { page as settingFarm } from './SettingFarm/page';
import { page as settingGreenbeanDefault } from './SettingGreenbeanDefault/page';
import { page as settingGreenbeanYear } from './SettingGreenbeanYear/page';
import { page as settingMaterial } from './SettingMaterial/page';
import { page as settingRegion } from './SettingRegion/page';
import { page as settingRoaster } from './SettingRoaster/page';
import { page as variety } from './Variety/page';
import { sectionCoverage } from '@coffee/field-toolkit/blocks/plumbing';
import { areaPageAt } from '@coffee/field-toolkit/testing';
import { pages as areaPages } from '../pages';

const pages = [
  codeGroup,
  codeList,
  variety,
  country,
  settingRegion,
  settingFarm,
  settingCompany,
  settingRoaster,
  settingCafe,
  settingGreenbeanDefault,
  settingGreenbeanYear,
  settingEquip,
  settingMaterial,
];

describe.each(pages.map((page) => [page.key, page] as const))('%s page config', (key, page) => {
  it('opens its own screens at its list, record and write links', () => {
    for (const link of [page.listPath, `${page.listPath}/7`, `${page.listPath}/write`])
      expect(areaPageAt(areaPages, link)).toBe(key);
  });

  it('shows every field of the entity once, companions with their select, serial keys nowhere', () => {
    expect(sectionCoverage(page)).toEqual({ missing: [], repeated: [], unknown: [] });
  });
});
