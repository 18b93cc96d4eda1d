/** Strings shared by several pages, under `area.common.*`. */
const kr = {
  appName: '커피 노트',
  openTool: '{{tool}} 열기',
  retry: '다시 시도',
  tools: {
    flavorWheel: {
      title: '플레이버 휠',
      summary: 'SCA 플레이버 휠에서 느낀 향미를 골라 목록과 이미지로 남깁니다.',
    },
    radarChart: {
      title: '레이더 차트',
      summary: '밸런스, 향, 단맛, 바디, 향미, 산미 여섯 항목 점수를 한눈에 그립니다.',
    },
    brewingRecord: {
      title: '추출 기록',
      summary: '단계별 시간과 물 양을 정하고 타이머에 맞춰 추출하며 그래프로 기록합니다.',
    },
    roastingProfile: {
      title: '로스팅 프로파일',
      summary: '온도를 직접 입력하거나 Artisan 파일을 불러와 곡선, RoR, 단계, DTR을 봅니다.',
    },
  },
};

type CommonStrings = typeof kr;

const en: CommonStrings = {
  appName: 'Coffee Note',
  openTool: 'Open the {{tool}}',
  retry: 'Try again',
  tools: {
    flavorWheel: {
      title: 'Flavor wheel',
      summary: 'Pick what you taste on the SCA flavor wheel and keep it as a list and an image.',
    },
    radarChart: {
      title: 'Radar chart',
      summary: 'Draw six cupping scores (balance, aroma, sweetness, body, flavor, acidity) at a glance.',
    },
    brewingRecord: {
      title: 'Brewing record',
      summary: 'Plan pour times and water per step, brew along with the timer and see it as a graph.',
    },
    roastingProfile: {
      title: 'Roasting profile',
      summary: 'Type temperatures or import an Artisan file to see the curve, RoR, phases and DTR.',
    },
  },
};

export const commonStrings = { kr, en };
