import { pagePath } from '@coffee/domain';
import type { SaveContext } from '@coffee/field-toolkit/engine';
import { page as greenbeanPage } from '../RoasterGreenbeanDefault/page';
import { page as lotPage } from '../RoasterGreenbeanYear/page';
import { addToOurBeansPath, firstLotPath } from './catalogueFlow';
import { ROASTER_PAGES } from '../../../model';

const screenAt = (search: string) => ({
  mode: 'write' as const,
  visitor: { userTypes: ['USER'], orgRole: 'OWN' as const },
  locale: 'en' as const,
  query: new URLSearchParams(search),
});

describe('from a catalogue bean to a lot in stock (behaviour §09-2.3)', () => {
  const bean = { value: 12, label: 'Ethiopia Guji', greenbean_country_code: 'ETH', greenbean_seller_seq: 4 };
  const link = addToOurBeansPath(bean);

  it('opens the roastery’s green bean form with the catalogue bean, its country and seller chosen', () => {
    const [path, search = ''] = link.split('?');
    expect(path).toBe(`${pagePath(ROASTER_PAGES.RoasterGreenbeanDefault)}/write`);
    expect(greenbeanPage.detail?.defaults?.(screenAt(search))).toEqual({
      greenbean_default_seq: 12,
      greenbean_country_code: 'ETH',
      greenbean_seller_seq: 4,
    });
  });

  it('goes on from the saved bean to its first lot, where only the lot is asked', () => {
    const [, search = ''] = link.split('?');
    const saved: SaveContext = { mode: 'write', id: undefined, values: {}, query: new URLSearchParams(search) };
    const next = greenbeanPage.detail?.successPath?.({ greenbean_roaster_seq: 31 }, saved);
    expect(next).toBe(firstLotPath(31));
    const [, lotSearch = ''] = (next ?? '').split('?');
    expect(lotPage.detail?.defaults?.(screenAt(lotSearch))).toMatchObject({ greenbean_roaster_seq: 31 });
  });

  it('leaves a green bean written without the catalogue link where it was', () => {
    const plain: SaveContext = { mode: 'write', id: undefined, values: {}, query: new URLSearchParams() };
    expect(greenbeanPage.detail?.successPath?.({ greenbean_roaster_seq: 31 }, plain)).toBeUndefined();
  });
});
