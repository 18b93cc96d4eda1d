import type { LocalisedStrings } from '@coffee/field-toolkit/runtime';

/** Strings of the roasting timeline block, under `blocks.roasting.*`. */
export const roastingTimelineStrings = {
  kr: {
    roasting: {
      preheating: '예열',
      checkPoints: '체크 포인트',
      timeline: '로스팅 이벤트',
      chart: '로스팅 차트',
      exportAlog: 'Artisan 파일로 받기 (.alog)',
      unreadable:
        '로스팅 로그를 읽을 수 없습니다. Artisan, RoasTime, Cropster, Stronghold, Giesen, IKAWA, Loring, Petroncini, Roest, Rubasse 또는 Kaleido의 로그를 올려 주세요.',
    },
  },
  en: {
    roasting: {
      preheating: 'Pre-heating',
      checkPoints: 'Check points',
      timeline: 'Roast events',
      chart: 'Roast chart',
      exportAlog: 'Download for Artisan (.alog)',
      unreadable:
        'The roast log could not be read. Upload a log from Artisan, RoasTime, Cropster, Stronghold, Giesen, IKAWA, Loring, Petroncini, Roest, Rubasse or Kaleido.',
    },
  },
} satisfies LocalisedStrings;
