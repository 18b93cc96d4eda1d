import { relationPage } from './relationPage';
import { statusOptions } from './staffStatus';
import { RELATION_PAGES } from '@coffee/suite';

describe('partner (roaster-cafe) pages', () => {
  it('lists customers, the register queue and former customers, with no write button', () => {
    expect(relationPage('active', RELATION_PAGES.active).listPath).toBe('/roaster/customer/cafe');
    expect(relationPage('queue', RELATION_PAGES.queue).entity.api?.list).toBe('/api/roaster/cafe/register/list');
    expect(relationPage('etc', RELATION_PAGES.etc).entity.creatable).toBe(false);
  });

  it('offers the roaster-run status (RSTR) to the owner only', () => {
    const choices = relationPage('active', RELATION_PAGES.active).detail?.allowedOptions;
    const offered = (orgRole: string) =>
      choices?.({ name: 'roaster_cafe_auth' } as never, {
        mode: 'edit',
        visitor: { userTypes: ['USER'], orgRole },
        locale: 'en',
        query: new URLSearchParams(),
        loaded: { roaster_cafe_auth: 'CSTMR' },
      });
    expect(offered('OWN')).toEqual(['CSTMR', 'CAFE', 'EXCLD', 'RSTR']);
    expect(offered('MNG')).toEqual(['CSTMR', 'CAFE', 'EXCLD']);
  });

  it('leaves a roaster-run cafe to the owner', () => {
    expect(statusOptions('PSAUTH', 'active', 'SMNG', 'RSTR')).toEqual([]);
    expect(statusOptions('PSAUTH', 'active', 'OWN', 'RSTR')).toContain('CAFE');
  });

  it('returns to the list when the saved status moves the cafe off the screen', () => {
    const saved = (status: string) =>
      relationPage('queue', RELATION_PAGES.queue).detail?.successPath?.(undefined, {
        mode: 'edit',
        id: 'x',
        values: { roaster_cafe_auth: status },
      });
    expect(saved('CSTMR')).toBe('/roaster/customer/registercafe');
    expect(saved('HLD')).toBeUndefined();
  });
});
