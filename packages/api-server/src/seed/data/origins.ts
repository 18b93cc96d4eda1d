/**
 * Reference origins: well-known coffee regions of the main producing countries and a few well-known farms and
 * washing stations (public facts; see SOURCES.md). Regions are named by their usual trade names.
 */

export interface SeedRegion {
  country: string;
  name: string;
  kr: string;
  /** The region this one lies in (same country). */
  parent?: string;
  desc?: string;
}

export interface SeedFarm {
  country: string;
  region: string;
  name: string;
  kr: string;
  desc: string;
}

export const REGIONS: readonly SeedRegion[] = [
  { country: 'ETH', name: 'Sidama', kr: '시다마', desc: 'Southern highlands; the historic Sidamo coffee region.' },
  { country: 'ETH', name: 'Yirgacheffe', kr: '예가체프', desc: 'Gedeo zone, known for floral washed coffees.' },
  { country: 'ETH', name: 'Kochere', kr: '코체레', parent: 'Yirgacheffe' },
  { country: 'ETH', name: 'Gedeb', kr: '게뎁', parent: 'Yirgacheffe' },
  { country: 'ETH', name: 'Guji', kr: '구지', desc: 'Oromia zone south-east of Yirgacheffe.' },
  { country: 'ETH', name: 'Hambela', kr: '함벨라', parent: 'Guji' },
  { country: 'ETH', name: 'Shakiso', kr: '샤키소', parent: 'Guji' },
  { country: 'ETH', name: 'Limu', kr: '리무' },
  { country: 'ETH', name: 'Harar', kr: '하라르', desc: 'Eastern highlands, dry-processed coffees.' },
  { country: 'KEN', name: 'Nyeri', kr: '니에리', desc: 'Slopes of Mount Kenya and the Aberdares.' },
  { country: 'KEN', name: 'Kirinyaga', kr: '키리냐가', desc: 'Southern slopes of Mount Kenya.' },
  { country: 'KEN', name: "Murang'a", kr: '무랑가' },
  { country: 'KEN', name: 'Embu', kr: '엠부' },
  { country: 'KEN', name: 'Kiambu', kr: '키암부' },
  { country: 'COL', name: 'Huila', kr: '우일라', desc: 'Southern Andes, the largest producing department.' },
  { country: 'COL', name: 'Pitalito', kr: '피탈리토', parent: 'Huila' },
  { country: 'COL', name: 'Acevedo', kr: '아세베도', parent: 'Huila' },
  { country: 'COL', name: 'Nariño', kr: '나리뇨', desc: 'High-altitude farms near the Ecuadorian border.' },
  { country: 'COL', name: 'Cauca', kr: '카우카' },
  { country: 'COL', name: 'Antioquia', kr: '안티오키아' },
  { country: 'COL', name: 'Tolima', kr: '톨리마' },
  { country: 'BRA', name: 'Sul de Minas', kr: '술 데 미나스', desc: 'Southern Minas Gerais, the largest region.' },
  { country: 'BRA', name: 'Carmo de Minas', kr: '카르무 지 미나스', parent: 'Sul de Minas' },
  { country: 'BRA', name: 'Cerrado Mineiro', kr: '세하도 미네이루', desc: 'Plateau with a protected origin.' },
  { country: 'BRA', name: 'Patrocínio', kr: '파트로시니우', parent: 'Cerrado Mineiro' },
  { country: 'BRA', name: 'Mogiana', kr: '모지아나' },
  { country: 'BRA', name: 'Chapada Diamantina', kr: '샤파다 지아만치나' },
  { country: 'GTM', name: 'Antigua', kr: '안티구아', desc: 'Volcanic valley with a protected origin.' },
  { country: 'GTM', name: 'Huehuetenango', kr: '우에우에테낭고', desc: 'Dry, high north-west near Mexico.' },
  { country: 'GTM', name: 'Atitlán', kr: '아티틀란' },
  { country: 'GTM', name: 'Acatenango', kr: '아카테낭고' },
  { country: 'GTM', name: 'Cobán', kr: '코반' },
  { country: 'CRI', name: 'Tarrazú', kr: '따라주', desc: 'Los Santos zone south of San José.' },
  { country: 'CRI', name: 'West Valley', kr: '웨스트 밸리' },
  { country: 'CRI', name: 'Central Valley', kr: '센트럴 밸리' },
  { country: 'CRI', name: 'Tres Ríos', kr: '트레스 리오스' },
  { country: 'PAN', name: 'Chiriquí', kr: '치리키', desc: 'Western highlands around Volcán Barú.' },
  { country: 'PAN', name: 'Boquete', kr: '보케테', parent: 'Chiriquí' },
  { country: 'PAN', name: 'Volcán', kr: '볼칸', parent: 'Chiriquí' },
  { country: 'RWA', name: 'Huye', kr: '후예', desc: 'Southern Province.' },
  { country: 'RWA', name: 'Nyamasheke', kr: '냐마셰케', desc: 'Western Province, on Lake Kivu.' },
  { country: 'BDI', name: 'Kayanza', kr: '카얀자' },
  { country: 'IDN', name: 'Aceh', kr: '아체', desc: 'Northern Sumatra.' },
  { country: 'IDN', name: 'Gayo', kr: '가요', parent: 'Aceh', desc: 'Highlands around Lake Laut Tawar.' },
  { country: 'IDN', name: 'North Sumatra', kr: '북수마트라' },
  { country: 'IDN', name: 'Lintong', kr: '린통', parent: 'North Sumatra' },
  { country: 'IDN', name: 'Java', kr: '자바' },
  { country: 'IDN', name: 'Ijen', kr: '이젠', parent: 'Java' },
  { country: 'IDN', name: 'Toraja', kr: '토라자', desc: 'Sulawesi highlands.' },
  { country: 'HND', name: 'Marcala', kr: '마르칼라', desc: 'La Paz department, protected origin.' },
  { country: 'HND', name: 'Santa Bárbara', kr: '산타 바르바라' },
  { country: 'SLV', name: 'Santa Ana', kr: '산타 아나' },
  { country: 'SLV', name: 'Apaneca-Ilamatepec', kr: '아파네카-일라마테펙' },
  { country: 'PER', name: 'Cajamarca', kr: '카하마르카' },
  { country: 'YEM', name: 'Haraz', kr: '하라즈' },
];

export const FARMS: readonly SeedFarm[] = [
  {
    country: 'PAN',
    region: 'Boquete',
    name: 'Hacienda La Esmeralda',
    kr: '아시엔다 라 에스메랄다',
    desc: 'Peterson family estate whose Geisha made the variety famous from 2004.',
  },
  {
    country: 'PAN',
    region: 'Volcán',
    name: 'Janson Coffee Farm',
    kr: '얀슨 커피 농장',
    desc: 'Family farm on the slopes of Volcán Barú.',
  },
  {
    country: 'GTM',
    region: 'Huehuetenango',
    name: 'Finca El Injerto',
    kr: '핀카 엘 인헤르토',
    desc: 'Aguirre family farm, many times Cup of Excellence winner.',
  },
  {
    country: 'GTM',
    region: 'Antigua',
    name: 'Finca Santa Clara',
    kr: '핀카 산타 클라라',
    desc: 'Zelaya family farm in the Antigua valley.',
  },
  {
    country: 'BRA',
    region: 'Patrocínio',
    name: 'Daterra',
    kr: '다테하',
    desc: 'Large estate in the Cerrado Mineiro known for its variety research.',
  },
  {
    country: 'BRA',
    region: 'Carmo de Minas',
    name: 'Fazenda Santa Inês',
    kr: '파젠다 산타 이네스',
    desc: 'Historic farm of the Mantiqueira mountains, Cup of Excellence winner.',
  },
  {
    country: 'COL',
    region: 'Acevedo',
    name: 'Finca Monteblanco',
    kr: '핀카 몬테블랑코',
    desc: 'Farm of Rodrigo Sánchez in San Adolfo.',
  },
  {
    country: 'COL',
    region: 'Cauca',
    name: 'Finca El Paraíso',
    kr: '핀카 엘 파라이소',
    desc: 'Farm of Diego Bermúdez in Piendamó, known for controlled fermentation.',
  },
  {
    country: 'CRI',
    region: 'Tarrazú',
    name: 'Hacienda La Minita',
    kr: '아시엔다 라 미니타',
    desc: 'Estate in the Tarrazú valley.',
  },
  {
    country: 'CRI',
    region: 'Central Valley',
    name: 'Las Lajas',
    kr: '라스 라하스',
    desc: 'Micro mill of the Chacón family in Sabanilla de Alajuela, a pioneer of honey processing.',
  },
  {
    country: 'ETH',
    region: 'Yirgacheffe',
    name: 'Konga washing station',
    kr: '콩가 워싱 스테이션',
    desc: 'Washing station of the Konga cooperative.',
  },
  {
    country: 'ETH',
    region: 'Gedeb',
    name: 'Worka washing station',
    kr: '워르카 워싱 스테이션',
    desc: 'Washing station in the Gedeb district.',
  },
  {
    country: 'ETH',
    region: 'Kochere',
    name: 'Chelchele washing station',
    kr: '첼첼레 워싱 스테이션',
    desc: 'Washing station in the Kochere district.',
  },
  {
    country: 'KEN',
    region: 'Nyeri',
    name: 'Gatomboya factory',
    kr: '가톰보야 팩토리',
    desc: 'Wet mill (factory) of a Nyeri farmers cooperative society.',
  },
  {
    country: 'KEN',
    region: 'Nyeri',
    name: 'Gachatha factory',
    kr: '가차타 팩토리',
    desc: 'Wet mill (factory) of a Nyeri farmers cooperative society.',
  },
  {
    country: 'KEN',
    region: 'Kirinyaga',
    name: 'Karimikui factory',
    kr: '카리미쿠이 팩토리',
    desc: 'Wet mill (factory) on the slopes of Mount Kenya.',
  },
  {
    country: 'RWA',
    region: 'Huye',
    name: 'Huye Mountain washing station',
    kr: '후예 마운틴 워싱 스테이션',
    desc: 'Washing station on Mount Huye.',
  },
  {
    country: 'RWA',
    region: 'Nyamasheke',
    name: 'Kanzu washing station',
    kr: '칸주 워싱 스테이션',
    desc: 'Washing station above Lake Kivu.',
  },
  {
    country: 'IDN',
    region: 'Gayo',
    name: 'Koperasi Ketiara',
    kr: '코페라시 케티아라',
    desc: 'Women-led cooperative of Gayo smallholders.',
  },
  {
    country: 'SLV',
    region: 'Santa Ana',
    name: 'Finca Kilimanjaro',
    kr: '핀카 킬리만자로',
    desc: 'Farm of Aida Batlle on the Santa Ana volcano.',
  },
  {
    country: 'HND',
    region: 'Marcala',
    name: 'Finca El Puente',
    kr: '핀카 엘 푸엔테',
    desc: 'Farm of Marysabel Caballero and Moisés Herrera.',
  },
];
