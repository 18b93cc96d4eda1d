import type { RoastEventType } from '../types';
import { fileStem, numberCell } from './assemble';
import { cellText, excelDay, type SheetBook, type SheetVendor } from './sheetVendor';

/*
 * Cropster's roast export (XLS, or XLSX from newer versions) writes every label in the exporting user's language:
 * a general sheet (one row of the roast's properties), a comments sheet (time, temperature, kind of comment) and a
 * sheet per curve whose value column names its unit in English in every language: "(CELSIUS) 값". The labels below
 * are the export's own words in English, German, Spanish, French, Italian, Portuguese, Russian, Korean, Japanese and
 * Chinese (listed in SOURCES.md).
 */
const CURVE_UNIT = /^\((CELSIUS|FAHRENHEIT)\)/i;
const BEAN_CURVE = /bean temp|bohnentemp|del grano|grain|chicco|do grão|зерен|빈(\(bean\))? 온도|豆の温度|豆温|豆溫/i;
/** Curves to draw as the air temperature, in order of preference. */
const AIR_CURVES = [
  /exhaust|ablufttemp|de salida|échappement|fumi|exaustão|на выходе|배기 온도|排気温度|排风温/i,
  /env\. temp|umgebungstemp|temp(\.|eratura) ambiente|environnement|aria in tamburo|окружения|주변 온도|周囲温度|炉温|爐溫/i,
  /inlet|einlasstemp|de entrada|entrée|in ingresso|ar de entrada|на входе|흡기 온도|吸気|进风温|進風溫/i,
];
const COMMENTS: ReadonlyArray<readonly [RegExp, RoastEventType]> = [
  [
    /^(color change|farbänderung|cambio de color|changement de couleur|cambiamento di colore|mudança de cor|изменение цвета|색 변화|色の変化|颜色变化|顏色變化)$/i,
    'dryEnd',
  ],
  [
    /^(first crack|1\. crack|primer crac|premier crack|primo crack|primeiro crack|первый треск|1차 크랙|１ハゼ|一爆)$/i,
    'fcStart',
  ],
  [/^(second crack|2\. crack|segundo crac|secondo crack|segundo crack|второй треск|2차 크랙|２ハゼ|二爆)$/i, 'scStart'],
];
const GENERAL = {
  beans:
    /^(lot name|chargenname|nombre del lote|nom du lot|nome lotto|nome do lote|имя лота|lot 이름|ロット名|批次名称|批次名稱)$/i,
  title: /^(profile|profil|perfil|profilo|профиль|프로파일|プロファイル|曲线档案|曲線檔案)$/i,
  roaster: /^(machine|maschine|tostador|macchina|máquina|машина|머신|機械|烘焙机|烘焙機)$/i,
  operator:
    /^(roast technician|rösttechniker|técnico de tueste|torréfacteur|addetto alla tostatura|mestre de torra|обжарщик|로스터|ローストテクニシャン|烘焙师|烘焙師)$/i,
  date: /^(date|datum|fecha|data|дата|날짜|日付|日期)$/i,
  startWeight:
    /^(start weight|startgewicht|peso inicial|poids initial|peso iniziale|начальный вес|시작 무게|開始重量|开始重量)$/i,
  startUnit:
    /^(start weight unit|einheit startgewicht|unidad de peso inicial|unité poids initial|unità peso iniziale|unidade do peso inicial|единица измерения начального веса|시작 무게 단위|開始重量ユニット|开始重量单位|開始重量單位)$/i,
  endWeight:
    /^(end weight|endgewicht|peso final|poids final|peso finale|конечный вес|종료 무게|結束重量|结束重量|終了重量)$/i,
  endUnit:
    /^(end weight unit|einheit endgewicht|unidad de peso final|unité poids final|unità peso finale|unidade de peso final|единица измерения конечного веса|종료 무게 단위|結束重量單位|结束重量单位|終了重量ユニット)$/i,
} as const;
const GRAMS_PER: Readonly<Record<string, number>> = { G: 1, KG: 1000, LB: 453.59237, LBS: 453.59237, OZ: 28.349523 };

type Sheet = SheetBook['sheets'][number];
const isCurve = (sheet: Sheet) => CURVE_UNIT.test(cellText(sheet.rows[0]?.[1]));
const curveName = (sheet: Sheet) => sheet.name.replace(/^[^-]*-\s*/, '');
const isComments = (sheet: Sheet) =>
  sheet.rows.slice(1).some((row) => COMMENTS.some(([pattern]) => pattern.test(cellText(row[2]))));

function generalOf(book: SheetBook): (key: keyof typeof GENERAL) => unknown {
  const [header = [], values = []] = book.sheets[0]?.rows ?? [];
  return (key) => values[header.findIndex((title) => GENERAL[key].test(cellText(title)))];
}

function grams(weight: unknown, unit: unknown): number | null {
  const value = numberCell(weight as string);
  const factor = GRAMS_PER[cellText(unit).toUpperCase()];
  return value === null || value <= 0 || !factor ? null : Math.round(value * factor * 10) / 10;
}

/**
 * Cropster roast export in any of its languages, °C or °F, with the readings before CHARGE (negative times) kept
 * as the part of the curve before CHARGE. CHARGE is time 0, DROP the last reading; the colour change and the
 * cracks come from the comments.
 */
export const cropster: SheetVendor = {
  format: 'cropster',
  detect: (book) => book.sheets.some(isCurve) && book.sheets.some((sheet) => BEAN_CURVE.test(sheet.name)),
  read(book, fileName) {
    const curves = book.sheets.filter(isCurve);
    const bean = curves.find((sheet) => BEAN_CURVE.test(curveName(sheet)))!;
    const air = AIR_CURVES.map((pattern) => curves.find((sheet) => pattern.test(curveName(sheet)))).find(Boolean);
    const points = (sheet: Sheet | undefined) =>
      new Map(
        (sheet?.rows.slice(1) ?? []).flatMap((row) => {
          const [time, value] = [numberCell(row[0] as string), numberCell(row[1] as string)];
          return time === null ? [] : [[time, value] as const];
        }),
      );
    const bt = points(bean);
    const et = points(air);
    const times = [...bt.keys()].sort((a, b) => a - b);
    const indexAt = (seconds: number) => {
      const index = times.findIndex((time) => time >= seconds);
      return index < 0 ? times.length - 1 : index;
    };
    const marks: Partial<Record<RoastEventType, number>> = { charge: indexAt(0), drop: times.length - 1 };
    for (const row of book.sheets.find(isComments)?.rows.slice(1) ?? []) {
      const type = COMMENTS.find(([pattern]) => pattern.test(cellText(row[2])))?.[1];
      const seconds = numberCell(row[0] as string);
      if (type && seconds !== null && marks[type] === undefined) marks[type] = indexAt(seconds);
    }
    const general = generalOf(book);
    return {
      source: 'cropster',
      recordedUnit: /FAHRENHEIT/i.test(cellText(bean.rows[0]?.[1])) ? 'F' : 'C',
      timesMs: times.map((seconds) => Math.round(seconds * 1000)),
      bt: times.map((time) => bt.get(time) ?? null),
      et: times.map((time) => et.get(time) ?? null),
      marks,
      extras: curves
        .filter((sheet) => sheet !== bean && sheet !== air)
        .map((sheet) => {
          const values = points(sheet);
          return { name: curveName(sheet), values: times.map((time) => values.get(time) ?? null) };
        }),
      title: cellText(general('title')) || fileStem(fileName),
      beans: cellText(general('beans')),
      roaster: cellText(general('roaster')),
      operator: cellText(general('operator')),
      date: excelDay(general('date')),
      weightInG: grams(general('startWeight'), general('startUnit')),
      weightOutG: grams(general('endWeight'), general('endUnit')),
    };
  },
};
