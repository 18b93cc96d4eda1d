const kr = {
  scores: '점수',
  scoreHint: '0점부터 10점까지 1점 단위',
  coffeeName: '커피 이름 (선택)',
  defaultName: '내 커피',
  reset: '모두 10점으로',
  attributes: {
    balance: '밸런스',
    aroma: '향',
    sweetness: '단맛',
    body: '바디',
    flavor: '향미',
    acidity: '산미',
  },
  average: '평균 {{value}}점',
};

type RadarStrings = typeof kr;

const en: RadarStrings = {
  scores: 'Scores',
  scoreHint: 'From 0 to 10, in whole points',
  coffeeName: 'Coffee name (optional)',
  defaultName: 'My coffee',
  reset: 'All back to 10',
  attributes: {
    balance: 'Balance',
    aroma: 'Aroma',
    sweetness: 'Sweetness',
    body: 'Body',
    flavor: 'Flavor',
    acidity: 'Acidity',
  },
  average: 'Average {{value}}',
};

export const radarStrings = { kr, en };
