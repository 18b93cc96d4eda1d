import { sectionCoverage } from '@coffee/field-toolkit/blocks/plumbing';
import { QUALITY_ROUTES } from '../shared/routes';
import { page as qcBlending } from './QCBlending/page';
import { page as qcBrewingDefault } from './QCBrewingDefault/page';
import { page as qcBrewingResult } from './QCBrewingResult/page';
import { page as qcCoffeebean } from './QCCoffeebean/page';
import { page as qcGreenbean } from './QCGreenbean/page';
import { page as qcRoasting } from './QCRoasting/page';

const pages = [qcBrewingResult, qcBrewingDefault, qcBlending, qcRoasting, qcGreenbean, qcCoffeebean];

describe.each(pages.map((page) => [page.key, page] as const))('%s page config', (key, page) => {
  it('is the page of its entity, listed at its menu route', () => {
    expect(page.entity.name).toBe(key);
    expect(page.listPath).toBe(`/${QUALITY_ROUTES[key as keyof typeof QUALITY_ROUTES]}`);
  });

  it('shows every field of the entity once, companions with their select, serial keys nowhere', () => {
    expect(sectionCoverage(page)).toEqual({ missing: [], repeated: [], unknown: [] });
  });
});
