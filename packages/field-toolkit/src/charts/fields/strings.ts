import type { LocalisedStrings } from '@coffee/field-toolkit/runtime';

/** Strings of the chart form fields, under `charts.fields.*`. */
export const chartFieldStrings = {
  kr: {
    fields: {
      curveTitle: '추출 곡선',
      curveSeries: '누적 물 양',
      curveAxis: '물 (g)',
      noCodes: '플레이버 휠 코드를 불러오지 못했습니다.',
    },
  },
  en: {
    fields: {
      curveTitle: 'Brewing curve',
      curveSeries: 'Water poured',
      curveAxis: 'Water (g)',
      noCodes: 'The flavor wheel codes could not be loaded.',
    },
  },
} satisfies LocalisedStrings;
