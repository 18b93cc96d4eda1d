import { sectionCoverage } from '@coffee/field-toolkit/blocks/plumbing';
import { areaPageAt } from '@coffee/field-toolkit/testing';
import { pages as areaPages } from '../pages';
import { page as qcBlending } from './QCBlending/page';
import { page as qcBrewingDefault } from './QCBrewingDefault/page';
import { page as qcBrewingResult } from './QCBrewingResult/page';
import { page as qcCoffeebean } from './QCCoffeebean/page';
import { page as qcGreenbean } from './QCGreenbean/page';
import { page as qcRoasting } from './QCRoasting/page';

const pages = [qcBrewingResult, qcBrewingDefault, qcBlending, qcRoasting, qcGreenbean, qcCoffeebean];

describe.each(pages.map((page) => [page.key, page] as const))('%s page config', (key, page) => {
  it('opens its own screens at its list, record and write links', () => {
    for (const link of [page.listPath, `${page.listPath}/7`, `${page.listPath}/write`])
      expect(areaPageAt(areaPages, link)).toBe(key);
  });

  it('shows every field of the entity once, companions with their select, serial keys nowhere', () => {
    expect(sectionCoverage(page)).toEqual({ missing: [], repeated: [], unknown: [] });
  });
});
