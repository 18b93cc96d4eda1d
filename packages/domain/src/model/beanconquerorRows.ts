import type { BcBean, BcBrew, BcPreparation, BcWater, BeanconquerorBackup } from './beanconqueror';
import { TEXT, byteLength } from '@coffee/domain/pages';

/**
 * A Beanconqueror backup as the rows it becomes (behaviour §10-5), in stored values (masses and temperatures ×10,
 * grind and TDS ×100, durations in seconds, ratings 0–10). A cafe's mills and espresso machines become its equipment,
 * preparation methods its brewing recipes, beans its bean catalogue and brews its brewing results; a coffee lover's
 * become their equipment, brewing settings, coffee notes (a rated bean) and brewing records. Waters are written into
 * each brew that used them. Each row keeps the app's id as its key (`bc:<uuid>`), so a second import meets it.
 */
export type HistoryOwner = 'cafe' | 'user';
export type HistoryKind = 'equipment' | 'recipe' | 'bean' | 'brew';
export const HISTORY_KINDS: readonly HistoryKind[] = ['equipment', 'recipe', 'bean', 'brew'];

export interface HistoryRow {
  kind: HistoryKind;
  /** `bc:<uuid>` (an espresso method's machine `bc:<uuid>:machine`). */
  key: string;
  /** What the preview names the row by: its name, or a brew's day and bean. */
  label: string;
  values: Record<string, unknown>;
  /** Keys of the rows it points to, resolved to their numbers when stored. */
  refs: Partial<Record<'bean' | 'grinder' | 'machine' | 'recipe', string>>;
  /** Country names of a bean, resolved to their codes by the server. */
  countries?: string[];
}

/** Parts of a backup the product has no place for, counted for the preview. */
export type HistorySkip =
  'flow_profiles' | 'photos' | 'brew_notes' | 'unrated_beans' | 'roasting_items' | 'without_id' | 'missing_references';

export interface HistoryRows {
  rows: HistoryRow[];
  skipped: Partial<Record<HistorySkip, number>>;
}

const keyOf = (uuid: string) => `bc:${uuid}`;
const SOURCE = 'Beanconqueror';

/** A name the product accepts (3 to 300 bytes): a shorter one is marked as imported, a longer one cut. */
export function importedName(name: string): string {
  if (byteLength(name) < TEXT.nameMin) return name ? `${name} (${SOURCE})` : SOURCE;
  let cut = name;
  while (byteLength(cut) > TEXT.name) cut = cut.slice(0, -1);
  return cut;
}
const names = (prefix: string, name: string) => {
  const value = importedName(name);
  return { [`${prefix}_name`]: value, [`${prefix}_name_kr`]: value };
};
/** Lines of a memo, cut to the field's bytes. */
function memo(lines: Array<string | false | null | undefined>, maxBytes: number = TEXT.desc): string | null {
  let text = lines.filter(Boolean).join('\n');
  while (byteLength(text) > maxBytes) text = text.slice(0, -1);
  return text || null;
}
const tenths = (value: number | null) => (value === null ? null : Math.round(value * 10));
const hundredths = (value: number | null) => (value === null ? null : Math.round(value * 100));
const whole = (value: number | null) => (value === null ? null : Math.round(value));

/** The app's preparation methods as the product's extraction types (code group EXTR); others by their style. */
const EXTRACTION_BY_TYPE: Readonly<Record<string, string>> = {
  AEROPRESS: 'AERO',
  AEROPRESS_INVERTED: 'AERO',
  DELTER_PRESS: 'AERO',
  FRENCH_PRESS: 'FRP',
  ESPRO_BLOOM: 'FRP',
  BIALETTI: 'MOKA',
  SIPHON: 'SYPH',
  COLD_BREW: 'COLD',
  COLD_DRIP: 'COLD',
  TURKISH: 'TURK',
  HARIO_SWITCH: 'CLVR',
  MOCCA_MASTER: 'BTCH',
  RATIO_SIX_COFFEE_BREWER: 'BTCH',
};
const EXTRACTION_BY_STYLE: Readonly<Record<string, string>> = {
  ESPRESSO: 'ESP',
  'POUR OVER': 'DRP',
  FULL_IMMERSION: 'CLVR',
  PERCOLATION: 'MOKA',
};
export const extractionOf = (preparation: Pick<BcPreparation, 'type' | 'style'>): string =>
  EXTRACTION_BY_TYPE[preparation.type] ?? EXTRACTION_BY_STYLE[preparation.style] ?? 'DRP';

/** A recipe water of the app (Third Wave, Pure Coffee, Empirical) is a mineral recipe; a custom one has no code. */
const waterCode = (water: BcWater) => (water.type && water.type !== 'CUSTOM_WATER' ? 'RECIPE' : null);

function beanRow(bean: BcBean, owner: HistoryOwner, brews: readonly BcBrew[]): HistoryRow | null {
  const origins = bean.origins.map((origin) =>
    [origin.country, origin.region, origin.farm, origin.variety, origin.processing].filter(Boolean).join(' · '),
  );
  const described = memo(
    [
      bean.roaster && `${SOURCE}: ${bean.roaster}`,
      bean.roastingDate && `Roasted ${bean.roastingDate}`,
      bean.aromatics.length > 0 && bean.aromatics.join(', '),
      ...origins,
      bean.decaffeinated && 'Decaf',
      bean.note,
    ],
    owner === 'cafe' ? TEXT.detail : TEXT.desc,
  );
  const countries = [...new Set(bean.origins.map((origin) => origin.country).filter(Boolean))];
  const base = { kind: 'bean' as const, key: keyOf(bean.uuid), label: importedName(bean.name), refs: {}, countries };
  if (owner === 'cafe') {
    return {
      ...base,
      values: {
        ...names('coffeebean', bean.name),
        coffeebean_single_origin: !bean.blend,
        coffeebean_use: !bean.finished,
        coffeebean_desc: described,
      },
    };
  }
  // A coffee note needs a rating: the bean's own, else its brews' average; a bean rated nowhere is left out.
  const rated = brews.filter((brew) => brew.bean === bean.uuid && brew.rating !== null);
  const satisfaction =
    bean.rating ??
    (rated.length > 0 ? Math.round(rated.reduce((sum, brew) => sum + (brew.rating ?? 0), 0) / rated.length) : null);
  if (satisfaction === null) return null;
  return {
    ...base,
    values: {
      ...names('cupnote', bean.name),
      cupnote_date: bean.roastingDate ?? rated[0]?.date ?? null,
      cupnote_place: 'HOME',
      store_name: bean.roaster || null,
      store_name_kr: bean.roaster || null,
      cupnote_satis: satisfaction,
      cupnote_desc: described,
      blending_result_date: bean.roastingDate,
      blending_info_detail_use: countries.length > 0,
    },
  };
}

function brewRow(brew: BcBrew, owner: HistoryOwner, backup: BeanconquerorBackup, known: Set<string>): HistoryRow {
  const preparation = backup.preparations.find((candidate) => candidate.uuid === brew.preparation);
  const water = backup.waters.find((candidate) => candidate.uuid === brew.water);
  const bean = backup.beans.find((candidate) => candidate.uuid === brew.bean);
  const ref = (uuid: string, suffix = '') => (uuid && known.has(keyOf(uuid) + suffix) ? keyOf(uuid) + suffix : null);
  const refs: HistoryRow['refs'] = {};
  const grinder = ref(brew.mill);
  const recipe = ref(brew.preparation);
  const machine = ref(brew.preparation, ':machine');
  const beanKey = owner === 'cafe' ? ref(brew.bean) : null;
  if (grinder) refs.grinder = grinder;
  if (recipe) refs.recipe = recipe;
  if (machine) refs.machine = machine;
  if (beanKey) refs.bean = beanKey;
  return {
    kind: 'brew',
    key: keyOf(brew.uuid),
    label: [brew.date, bean?.name, preparation?.name].filter(Boolean).join(' · '),
    refs,
    values: {
      brewing_result_date: brew.date,
      brewing_start_time: brew.at,
      brewing_type: preparation ? extractionOf(preparation) : 'DRP',
      brewing_bean_mass: tenths(brew.doseG),
      brewing_mass: tenths(brew.waterG),
      brewing_temp: tenths(brew.temperatureC),
      brewing_term: whole(brew.timeS),
      brewing_result_total: tenths(brew.beverageG),
      brewing_tds: hundredths(brew.tds),
      brewing_satis: brew.rating,
      brewing_grinder_point: hundredths(brew.grind),
      brewing_grinder_rpm: whole(brew.millSpeedRpm),
      brewing_grinder_term: whole(brew.millTimerS),
      brewing_detail_use: Boolean(grinder || machine || water || brew.millSpeedRpm || brew.millTimerS),
      brewing_water: water ? waterCode(water) : null,
      brewing_water_hardness: water?.hardnessPpm ?? null,
      brewing_water_alkalinity: water?.alkalinityPpm ?? null,
      brewing_water_tds: whole(water?.tdsPpm ?? null),
      ...(owner === 'cafe'
        ? {
            brewing_result_use: true,
            brewing_default_memo: memo([
              brew.note,
              brew.grindText && `Grind ${brew.grindText}`,
              water && `${water.name}`,
            ]),
          }
        : {}),
    },
  };
}

/** The rows a backup becomes for a cafe or a coffee lover, and what it leaves out. */
export function beanconquerorRows(backup: BeanconquerorBackup, owner: HistoryOwner): HistoryRows {
  const skipped: HistoryRows['skipped'] = {};
  const skip = (reason: HistorySkip, count = 1) => {
    if (count > 0) skipped[reason] = (skipped[reason] ?? 0) + count;
  };
  const equipment: HistoryRow[] = backup.mills.map((mill) => ({
    kind: 'equipment',
    key: keyOf(mill.uuid),
    label: importedName(mill.name),
    refs: {},
    values: {
      ...names('equip', mill.name),
      equip_type: 'GRND',
      equip_use: !mill.finished,
      equip_detail: mill.note || null,
    },
  }));
  const recipes: HistoryRow[] = [];
  for (const preparation of backup.preparations) {
    const type = extractionOf(preparation);
    recipes.push({
      kind: 'recipe',
      key: keyOf(preparation.uuid),
      label: importedName(preparation.name),
      refs: {},
      values: {
        ...names('brewing', preparation.name),
        brewing_type: type,
        brewing_use: !preparation.finished,
        brewing_default_memo: memo([preparation.note]),
      },
    });
    if (type === 'ESP') {
      equipment.push({
        kind: 'equipment',
        key: `${keyOf(preparation.uuid)}:machine`,
        label: importedName(preparation.name),
        refs: {},
        values: { ...names('equip', preparation.name), equip_type: 'ESP', equip_use: !preparation.finished },
      });
    }
  }
  const beans = backup.beans.flatMap((bean) => beanRow(bean, owner, backup.brews) ?? []);
  if (owner === 'user') skip('unrated_beans', backup.beans.length - beans.length);
  const known = new Set([...equipment, ...recipes, ...beans].map((row) => row.key));
  const brews = backup.brews.map((brew) => brewRow(brew, owner, backup, known));
  for (const brew of backup.brews) {
    const named = [brew.bean, brew.mill, brew.preparation].filter(Boolean);
    const found = [...backup.beans, ...backup.mills, ...backup.preparations].filter((item) =>
      named.includes(item.uuid),
    );
    if (found.length < named.length) skip('missing_references');
    if (brew.flowProfile) skip('flow_profiles');
    skip('photos', brew.photos);
    if (owner === 'user' && (brew.note || brew.grindText)) skip('brew_notes');
  }
  skip('roasting_items', backup.roastingItems);
  skip('without_id', backup.withoutId);
  return { rows: [...equipment, ...recipes, ...beans, ...brews], skipped };
}
