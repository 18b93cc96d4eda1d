import { readFixture } from '../roast-log/testing/fixtures';
import { BeanconquerorFormatError, readBeanconqueror } from './beanconqueror';
import { beanconquerorRows, extractionOf, importedName } from './beanconquerorRows';

/** A backup in the app's format written by the team (test-fixtures/beanconqueror/SOURCES.md). */
const BACKUP = readFixture('beanconqueror/Beanconqueror.json');

describe('reading a Beanconqueror backup', () => {
  const backup = readBeanconqueror(BACKUP, 'Asia/Seoul');

  it('keeps every bean, brew, mill, method and water with the app id', () => {
    expect(backup.beans.map((bean) => bean.name)).toEqual(['Ethiopia Guji Hambela', '하우스 블렌드', 'Kenya Nyeri AA']);
    expect(backup.mills.map((mill) => mill.uuid)).toEqual([
      '5d0e9c8b-7a6f-4e3d-9c2b-1a0f9e8d7c45',
      'e7f6a5b4-c3d2-4e1f-8a9b-0c1d2e3f4a56',
    ]);
    expect(backup.preparations.map((method) => [method.name, method.type, method.style])).toEqual([
      ['V60 02', 'V60', 'POUR OVER'],
      ['Linea Mini', 'PORTAFILTER', 'ESPRESSO'],
      ['Aeropress Go', 'CUSTOM_PREPARATION', 'FULL_IMMERSION'],
    ]);
    expect(backup.brews).toHaveLength(5);
    expect(backup.waters).toHaveLength(2);
    expect(backup.withoutId).toBe(0);
  });

  it("reads a brew's figures in the product's units", () => {
    const [first, , espresso, aero] = backup.brews;
    expect(first).toMatchObject({
      // 1709512200 = 2024-03-04 00:30 UTC = 09:30 in Seoul
      at: '2024-03-04T00:30:00.000Z',
      date: '2024-03-04',
      doseG: 15,
      waterG: 250,
      beverageG: 212.5,
      temperatureC: 93,
      timeS: 165.4,
      grind: 24,
      millTimerS: 18,
      tds: 1.38,
      rating: 8,
      note: 'Sweet, a little thin.',
    });
    // a decimal comma, °F above 100 °C, a 3.5 of 5
    expect(espresso).toMatchObject({ grind: 2.5, temperatureC: 94, rating: 7, millSpeedRpm: 1200 });
    // a grind that is no number is kept as text; 0 is no rating
    expect(aero).toMatchObject({ grind: null, grindText: '12 clicks', rating: null });
  });

  it('brings water hardness to ppm as CaCO3 from °dH and mmol/l', () => {
    expect(backup.waters.map((water) => [water.hardnessPpm, water.alkalinityPpm, water.tdsPpm])).toEqual([
      [68, 40, 100],
      [100, 120, 140],
    ]);
  });

  it('takes the day of a brew in the importer’s time zone', () => {
    expect(readBeanconqueror(BACKUP, 'America/Los_Angeles').brews[0]?.date).toBe('2024-03-03');
  });

  it('refuses a text that is not JSON and JSON that is not a backup', () => {
    expect(() => readBeanconqueror('BEANS,BREWS\n1,2')).toThrow(BeanconquerorFormatError);
    expect(() => readBeanconqueror('{"roasts": []}')).toThrow(expect.objectContaining({ reason: 'not_backup' }));
    expect(() => readBeanconqueror('not json')).toThrow(expect.objectContaining({ reason: 'not_json' }));
  });

  it('leaves out objects without an id and counts them', () => {
    const parsed = JSON.parse(BACKUP) as { BREWS: Array<{ config: { uuid: string } }> };
    parsed.BREWS[0]!.config.uuid = '';
    expect(readBeanconqueror(parsed)).toMatchObject({ withoutId: 1 });
  });
});

describe('the rows a backup becomes', () => {
  const backup = readBeanconqueror(BACKUP, 'Asia/Seoul');

  it("gives a cafe its grinders, the espresso machine, recipes, beans and brews, each keyed by the app's id", () => {
    const { rows, skipped } = beanconquerorRows(backup, 'cafe');
    const count = (kind: string) => rows.filter((row) => row.kind === kind).length;
    expect([count('equipment'), count('recipe'), count('bean'), count('brew')]).toEqual([3, 3, 3, 5]);
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
    const machine = rows.find((row) => row.key === 'bc:7c6b5a49-3827-4165-9f4e-3d2c1b0a9f78:machine');
    expect(machine?.values).toMatchObject({ equip_type: 'ESP', equip_name: 'Linea Mini' });
    const brew = rows.find((row) => row.key === 'bc:0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d01');
    expect(brew).toMatchObject({
      refs: { grinder: 'bc:5d0e9c8b-7a6f-4e3d-9c2b-1a0f9e8d7c45', recipe: 'bc:1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c67' },
      values: {
        brewing_type: 'DRP',
        brewing_bean_mass: 150,
        brewing_mass: 2500,
        brewing_result_total: 2125,
        brewing_temp: 930,
        brewing_term: 165,
        brewing_tds: 138,
        brewing_grinder_point: 2400,
        brewing_satis: 8,
        brewing_water: 'RECIPE',
        brewing_water_hardness: 68,
        brewing_detail_use: true,
        brewing_default_memo: 'Sweet, a little thin.\nThird Wave Water light',
      },
    });
    const bean = rows.find((row) => row.key === 'bc:a8e4d6c2-0f3b-4e91-8d2a-6c5b7e9f1a23');
    expect(bean).toMatchObject({ countries: ['Brazil', 'Colombia'], values: { coffeebean_single_origin: false } });
    expect(skipped).toEqual({ flow_profiles: 1, photos: 1, missing_references: 1 });
  });

  it("gives a coffee lover coffee notes of the rated beans only, and counts the brews' notes it cannot keep", () => {
    const { rows, skipped } = beanconquerorRows(backup, 'user');
    const notes = rows.filter((row) => row.kind === 'bean');
    expect(notes.map((row) => [row.label, row.values.cupnote_satis, row.values.cupnote_place])).toEqual([
      ['Ethiopia Guji Hambela', 9, 'HOME'],
      ['하우스 블렌드', 6, 'HOME'],
    ]);
    expect(rows.find((row) => row.kind === 'brew')?.refs.bean).toBeUndefined();
    expect(skipped).toMatchObject({ unrated_beans: 1, brew_notes: 3 });
  });

  it('maps methods to extraction types and keeps names within the rules', () => {
    expect(extractionOf({ type: 'AEROPRESS', style: 'FULL_IMMERSION' })).toBe('AERO');
    expect(extractionOf({ type: 'CUSTOM_PREPARATION', style: 'ESPRESSO' })).toBe('ESP');
    expect(importedName('K6')).toBe('K6 (Beanconqueror)');
    expect(importedName('')).toBe('Beanconqueror');
    expect(importedName('커')).toBe('커');
  });
});
