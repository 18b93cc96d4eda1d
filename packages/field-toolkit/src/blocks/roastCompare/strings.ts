import type { LocalisedStrings } from '@coffee/field-toolkit/runtime';

/** Strings of the roast compare block, under `blocks.compare.*`. */
export const roastCompareStrings = {
  kr: {
    compare: {
      table: '배치 비교표',
      keyFigures: '핵심 수치',
      measure: '항목',
      phases: { drying: '건조 시간', maillard: '메일라드 시간', development: '디벨롭 시간' },
      share: '{{phase}} 비율',
      dtr: 'DTR',
      fcStart: '1차 크랙 시작 온도',
      drop: '배출 온도',
      total: '총 로스팅 시간',
      loss: '무게 감소율',
    },
  },
  en: {
    compare: {
      table: 'Batch comparison',
      keyFigures: 'Key figures',
      measure: 'Measure',
      phases: { drying: 'Drying time', maillard: 'Maillard time', development: 'Development time' },
      share: '{{phase}} share',
      dtr: 'DTR',
      fcStart: 'First crack start temperature',
      drop: 'Drop temperature',
      total: 'Total roast time',
      loss: 'Weight loss',
    },
  },
} satisfies LocalisedStrings;
