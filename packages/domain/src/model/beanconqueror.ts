/**
 * A Beanconqueror backup read (behaviour §10-5): its beans, brews, mills, preparation methods and waters, each kept
 * with the app's own id (`config.uuid`) so a second import meets the first. The backup is the app's `Beanconqueror.json`
 * (the JSON inside its export ZIP): arrays `BEANS`, `BREWS`, `MILL`, `PREPARATION`, `WATER`, `SETTINGS`, `VERSION`, with
 * the properties of the app's classes (Bean, Brew, Mill, Preparation, Water; enum values stored by their keys).
 * Isomorphic: the server reads the backup it is sent; the page can read it too.
 */

/** What one backup may hold: the bytes of its JSON and the brews in it. */
export const BEANCONQUEROR_LIMITS = { bytes: 16 * 1024 * 1024, brews: 20_000 } as const;

/** Why a text is not a Beanconqueror backup. */
export class BeanconquerorFormatError extends Error {
  constructor(readonly reason: 'not_json' | 'not_backup') {
    super(reason === 'not_json' ? 'not JSON' : 'no BEANS, BREWS, MILL or PREPARATION list');
  }
}

interface Item {
  /** Beanconqueror's id of the object (`config.uuid`). */
  uuid: string;
  name: string;
  note: string;
  /** Archived in the app ("finished"). */
  finished: boolean;
}
export type BcMill = Item;
export interface BcPreparation extends Item {
  /** The app's method (`V60`, `PORTAFILTER`, `CUSTOM_PREPARATION`, …) and style (`POUR OVER`, `ESPRESSO`, …). */
  type: string;
  style: string;
}
export interface BcWater extends Item {
  type: string;
  /** As ppm CaCO3, whatever unit the app recorded. */
  hardnessPpm: number | null;
  alkalinityPpm: number | null;
  tdsPpm: number | null;
}
export interface BcBean extends Item {
  roaster: string;
  /** `YYYY-MM-DD` in the importer's time zone, or null. */
  roastingDate: string | null;
  blend: boolean;
  decaffeinated: boolean;
  aromatics: string[];
  /** 0 to 10 (the app's scale brought to ten), null when not rated. */
  rating: number | null;
  origins: Array<{ country: string; region: string; farm: string; variety: string; processing: string }>;
}
export interface BcBrew {
  uuid: string;
  /** When it was brewed (ISO) and its day in the importer's time zone. */
  at: string;
  date: string;
  bean: string;
  mill: string;
  preparation: string;
  water: string;
  doseG: number | null;
  /** Water poured (a millilitre taken as a gram). */
  waterG: number | null;
  beverageG: number | null;
  /** °C; a reading above 100 taken as °F and converted. */
  temperatureC: number | null;
  timeS: number | null;
  /** The grind setting as a number when it is one, else null with `grindText` kept. */
  grind: number | null;
  grindText: string;
  millSpeedRpm: number | null;
  millTimerS: number | null;
  tds: number | null;
  rating: number | null;
  note: string;
  /** Parts the product keeps no place for: the scale's flow curve and the photos. */
  flowProfile: boolean;
  photos: number;
}
export interface BeanconquerorBackup {
  beans: BcBean[];
  brews: BcBrew[];
  mills: BcMill[];
  preparations: BcPreparation[];
  waters: BcWater[];
  /** Objects without an id (never written by the app): left out, counted here. */
  withoutId: number;
  /** Green beans and roasting machines of the app's roasting section: not brewing history. */
  roastingItems: number;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (backup: Json, key: string): Json[] =>
  Array.isArray(backup[key]) ? (backup[key] as unknown[]).filter(isObject) : [];
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const positive = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
const uuidOf = (item: Json): string => (isObject(item.config) ? text(item.config.uuid) : '');
const createdAt = (item: Json): number | null => (isObject(item.config) ? positive(item.config.unix_timestamp) : null);

/** The day of an instant in a time zone (`YYYY-MM-DD`). */
export function dayIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** A rating on the app's scale (`max`, 5 unless the settings say otherwise) brought to 0–10; 0 means not rated. */
const ratingOf = (value: unknown, max: number): number | null => {
  const rating = positive(value);
  return rating === null ? null : Math.min(10, Math.round((rating / max) * 10));
};

/** ppm as CaCO3 from the app's water units (°dH, mmol/l; mg/l and unknown taken as ppm). */
const WATER_UNIT_PPM: Readonly<Record<string, number>> = { DH: 17.848, MMOL_L: 100.09, PPM: 1, MG_L: 1, UNKNOWN: 1 };
const ppm = (value: unknown, unit: unknown): number | null => {
  const reading = positive(value);
  return reading === null ? null : Math.round(reading * (WATER_UNIT_PPM[text(unit)] ?? 1));
};

const seconds = (whole: unknown, milliseconds: unknown): number | null => {
  const total = (positive(whole) ?? 0) + (positive(milliseconds) ?? 0) / 1000;
  return total > 0 ? Math.round(total * 10) / 10 : null;
};

const grindOf = (value: unknown): number | null => {
  const written = typeof value === 'number' ? String(value) : text(value).replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(written) ? Number(written) : null;
};

function itemOf(item: Json): Item {
  return { uuid: uuidOf(item), name: text(item.name), note: text(item.note), finished: item.finished === true };
}

function beanOf(item: Json, timeZone: string, ratingMax: number): BcBean {
  const roasted = text(item.roastingDate);
  const roastedAt = roasted ? new Date(roasted) : null;
  return {
    ...itemOf(item),
    roaster: text(item.roaster),
    roastingDate: roastedAt && !Number.isNaN(roastedAt.getTime()) ? dayIn(roastedAt, timeZone) : null,
    blend: text(item.beanMix) === 'BLEND',
    decaffeinated: item.decaffeinated === true,
    aromatics: text(item.aromatics)
      .split(',')
      .map((aroma) => aroma.trim())
      .filter(Boolean),
    rating: ratingOf(item.rating, ratingMax),
    origins: (Array.isArray(item.bean_information) ? item.bean_information : []).filter(isObject).flatMap((origin) => {
      const read = {
        country: text(origin.country),
        region: text(origin.region),
        farm: text(origin.farm),
        variety: text(origin.variety),
        processing: text(origin.processing),
      };
      return Object.values(read).some(Boolean) ? [read] : [];
    }),
  };
}

function brewOf(item: Json, timeZone: string, ratingMax: number): BcBrew | null {
  const stamp = createdAt(item);
  if (stamp === null) return null;
  const at = new Date(stamp * 1000);
  const temperature = positive(item.brew_temperature);
  const grind = grindOf(item.grind_size);
  return {
    uuid: uuidOf(item),
    at: at.toISOString(),
    date: dayIn(at, timeZone),
    bean: text(item.bean),
    mill: text(item.mill),
    preparation: text(item.method_of_preparation),
    water: text(item.water),
    doseG: positive(item.grind_weight) ?? positive(item.bean_weight_in),
    waterG: positive(item.brew_quantity),
    beverageG: positive(item.brew_beverage_quantity),
    temperatureC:
      temperature === null ? null : temperature > 100 ? Math.round(((temperature - 32) * 5) / 9) : temperature,
    timeS: seconds(item.brew_time, item.brew_time_milliseconds),
    grind,
    grindText: grind === null ? text(item.grind_size) : '',
    millSpeedRpm: positive(item.mill_speed),
    millTimerS: seconds(item.mill_timer, item.mill_timer_milliseconds),
    tds: positive(item.tds),
    rating: ratingOf(item.rating, ratingMax),
    note: text(item.note),
    flowProfile: text(item.flow_profile) !== '',
    photos: Array.isArray(item.attachments) ? item.attachments.length : 0,
  };
}

/**
 * Reads a backup (its JSON text or the parsed value). A text that is not JSON, or JSON without any of the app's lists,
 * throws `BeanconquerorFormatError`; objects without an id are left out and counted.
 */
export function readBeanconqueror(input: string | unknown, timeZone = 'UTC'): BeanconquerorBackup {
  let backup: unknown = input;
  if (typeof input === 'string') {
    try {
      backup = JSON.parse(input.replace(/^\uFEFF/, ''));
    } catch {
      throw new BeanconquerorFormatError('not_json');
    }
  }
  if (!isObject(backup) || !['BEANS', 'BREWS', 'MILL', 'PREPARATION'].some((key) => Array.isArray(backup[key]))) {
    throw new BeanconquerorFormatError('not_backup');
  }
  const settings = listOf(backup, 'SETTINGS')[0] ?? {};
  const brewMax = positive(settings.brew_rating) ?? 5;
  const beanMax = positive(settings.bean_rating) ?? 5;
  let withoutId = 0;
  const kept = <T extends { uuid: string }>(items: Array<T | null>): T[] =>
    items.filter((item): item is T => {
      if (item && item.uuid) return true;
      withoutId += 1;
      return false;
    });
  return {
    beans: kept(listOf(backup, 'BEANS').map((item) => beanOf(item, timeZone, beanMax))),
    brews: kept(listOf(backup, 'BREWS').map((item) => brewOf(item, timeZone, brewMax))),
    mills: kept(listOf(backup, 'MILL').map(itemOf)),
    preparations: kept(
      listOf(backup, 'PREPARATION').map((item) => ({
        ...itemOf(item),
        type: text(item.type),
        style: text(item.style_type),
      })),
    ),
    waters: kept(
      listOf(backup, 'WATER').map((item) => ({
        ...itemOf(item),
        type: text(item.type),
        hardnessPpm: ppm(item.general_hardness, item.general_hardness_type),
        alkalinityPpm: ppm(item.total_alkalinity, item.total_alkalinity_type),
        tdsPpm: positive(item.tds),
      })),
    ),
    withoutId,
    roastingItems: listOf(backup, 'GREEN_BEANS').length + listOf(backup, 'ROASTING_MACHINES').length,
  };
}
