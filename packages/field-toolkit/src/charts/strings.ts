/** UI strings of the chart widgets, loaded by the lead under `charts.*`. */
const kr = {
  download: 'PNG로 저장',
  loading: '차트를 불러오는 중…',
  flavorWheel: {
    title: '플레이버 휠',
    selectedCount: '{{count}}개 선택됨',
    list: '목록에서 플레이버 고르기',
    tapToOpen: '휠을 누르면 그 계열이 크게 펼쳐집니다.',
    wholeWheel: '전체 휠 보기',
  },
  radar: {
    title: '레이더 차트',
  },
  timeline: {
    title: '로스팅 프로파일',
    time: '시간 (mm:ss)',
    temperature: '온도 (°C)',
    bt: '원두 온도 (BT)',
    et: '배기 온도 (ET)',
    ror: '온도 상승률 (RoR)',
    rorAxis: 'RoR (°C/분)',
    rorSpan: 'RoR 델타 스팬',
    rorSpanHint: '몇 초 전 온도와 비교해 RoR을 낼지 정합니다. 길수록 곡선이 매끄럽고 반응은 늦습니다.',
    seconds: '{{count}}초',
    dtr: 'DTR {{value}}%',
    phase: '{{name}} {{duration}} ({{percent}}%)',
    referenceSeries: '기준 배치: {{label}}',
    referenceAir: '기준 배치 ET',
    referenceRor: '기준 배치 RoR',
    events: {
      charge: '투입',
      tp: '터닝 포인트',
      dryEnd: '드라이 엔드',
      fcStart: '1차 크랙 시작',
      fcEnd: '1차 크랙 종료',
      scStart: '2차 크랙 시작',
      scEnd: '2차 크랙 종료',
      drop: '배출',
      check: '체크 포인트',
    },
    phases: {
      drying: '건조',
      maillard: '메일라드',
      development: '디벨롭먼트',
    },
  },
  map: {
    title: '생산 국가',
    filter: '선택한 국가만 보기',
    zoomIn: '확대',
    zoomOut: '축소',
    zoomReset: '원래 크기',
    zoomLevel: '배율 {{value}}%',
  },
};

type Strings = typeof kr;

const en: Strings = {
  download: 'Save as PNG',
  loading: 'Loading the chart…',
  flavorWheel: {
    title: 'Flavor wheel',
    selectedCount: '{{count}} selected',
    list: 'Choose flavors from a list',
    tapToOpen: 'Tap the wheel to open a family large.',
    wholeWheel: 'Whole wheel',
  },
  radar: {
    title: 'Radar chart',
  },
  timeline: {
    title: 'Roasting profile',
    time: 'Time (mm:ss)',
    temperature: 'Temperature (°C)',
    bt: 'Bean temperature (BT)',
    et: 'Environment temperature (ET)',
    ror: 'Rate of rise (RoR)',
    rorAxis: 'RoR (°C/min)',
    rorSpan: 'RoR delta span',
    rorSpanHint: 'How many seconds back each reading is compared with. Longer reads smoother and reacts later.',
    seconds: '{{count}} s',
    dtr: 'DTR {{value}}%',
    phase: '{{name}} {{duration}} ({{percent}}%)',
    referenceSeries: 'Reference: {{label}}',
    referenceAir: 'Reference ET',
    referenceRor: 'Reference RoR',
    events: {
      charge: 'Charge',
      tp: 'Turning point',
      dryEnd: 'Dry end',
      fcStart: 'First crack start',
      fcEnd: 'First crack end',
      scStart: 'Second crack start',
      scEnd: 'Second crack end',
      drop: 'Drop',
      check: 'Check point',
    },
    phases: {
      drying: 'Drying',
      maillard: 'Maillard',
      development: 'Development',
    },
  },
  map: {
    title: 'Countries of origin',
    filter: 'Selected countries only',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    zoomReset: 'Original size',
    zoomLevel: 'Zoom {{value}}%',
  },
};

export const chartStrings: { kr: Strings; en: Strings } = { kr, en };
export type ChartStrings = Strings;
