import { areaOfRoute, buildPath, parseRoute, switchLocale } from '@coffee/domain/navigation';
import { AREA_ROUTES } from './menuTree';

describe('parseRoute', () => {
  it('reads Korean (the default) from a path without prefix', () => {
    expect(parseRoute('/info/chart/flavorwheel')).toEqual({
      locale: 'kr',
      segments: ['info', 'chart', 'flavorwheel'],
      category: 'info',
      group: 'chart',
      tab: 'flavorwheel',
    });
  });

  it('reads English from the /en prefix and drops it from the segments', () => {
    const route = parseRoute('/en/info/intro/');
    expect(route.locale).toBe('en');
    expect(route.segments).toEqual(['info', 'intro']);
    expect(route.tab).toBeUndefined();
  });
});

describe('switchLocale', () => {
  it('adds the /en prefix and keeps query and hash', () => {
    expect(switchLocale('/info/code/country?page=2#top', 'en')).toBe('/en/info/code/country?page=2#top');
  });

  it('removes the prefix for Korean', () => {
    expect(switchLocale('/en/info/intro', 'kr')).toBe('/info/intro');
  });

  it('maps the English home to the Korean home', () => {
    expect(switchLocale('/en', 'kr')).toBe('/');
    expect(buildPath('en', [])).toBe('/en/');
  });
});

describe('areaOfRoute', () => {
  it('gives public bean pages under cafe/coffeebean to the public tools, the rest of cafe/coffeebean to the cafe', () => {
    expect(areaOfRoute(['cafe', 'coffeebean', 'beaninfo', 'abc'], AREA_ROUTES)).toBe('mf-public-tools');
    expect(areaOfRoute(['cafe', 'coffeebean', 'default'], AREA_ROUTES)).toBe('mf-cafe');
  });

  it('gives roaster QC to the quality remote and info/etc/equip to the user remote', () => {
    expect(areaOfRoute(['roaster', 'qc', 'blr'], AREA_ROUTES)).toBe('mf-quality');
    expect(areaOfRoute(['roaster', 'roasting', 'result'], AREA_ROUTES)).toBe('mf-roaster');
    expect(areaOfRoute(['info', 'etc', 'equip'], AREA_ROUTES)).toBe('mf-user');
  });

  it('leaves sign-in and unknown paths to the shell', () => {
    expect(areaOfRoute(['user', 'signin'], AREA_ROUTES)).toBeUndefined();
    expect(areaOfRoute([], AREA_ROUTES)).toBeUndefined();
    expect(areaOfRoute(['nowhere'], AREA_ROUTES)).toBeUndefined();
  });
});
