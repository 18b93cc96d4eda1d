import { downloadFileName, DOWNLOAD_PREFIX, timestamp } from './fileName';

describe('chart download names', () => {
  const date = new Date(2024, 0, 2, 3, 4, 5);

  it('stamps local time as YYYYMMDDHHmmss', () => {
    expect(timestamp(date)).toBe('20240102030405');
  });

  it('prefixes the flavor wheel with FlavorWheel and the radar chart with RadarChart_', () => {
    expect(downloadFileName(DOWNLOAD_PREFIX.flavorWheel, date)).toBe('FlavorWheel20240102030405');
    expect(downloadFileName(DOWNLOAD_PREFIX.radarChart, date)).toBe('RadarChart_20240102030405');
    expect(downloadFileName(DOWNLOAD_PREFIX.roastingProfile, date)).toBe('RoastingProfile_20240102030405');
  });
});
