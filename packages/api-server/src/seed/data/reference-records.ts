/** Reference catalogue records: real equipment makers and green bean importers, their products, materials. */

/** Species of the VRT varieties that are not Coffea arabica. */
export const VARIETY_SPECIES: Readonly<Record<string, string>> = { ROBUSTA: 'ROBUSTA', LIBERICA: 'LIBERICA' };

export const REFERENCE_COMPANIES = [
  {
    company_type: 'EQD',
    company_country_code: 'ITA',
    company_name: 'La Marzocco',
    company_name_kr: '라 마르조코',
    company_site: 'https://lamarzocco.com',
  },
  {
    company_type: 'EQD',
    company_country_code: 'ITA',
    company_name: 'Nuova Simonelli',
    company_name_kr: '누오바 시모넬리',
    company_site: 'https://www.nuovasimonelli.it',
  },
  {
    company_type: 'EQD',
    company_country_code: 'DEU',
    company_name: 'Mahlkönig',
    company_name_kr: '말코닉',
    company_site: 'https://www.mahlkoenig.de',
  },
  {
    company_type: 'EQD',
    company_country_code: 'DEU',
    company_name: 'Probat',
    company_name_kr: '프로밧',
    company_site: 'https://www.probat.com',
  },
  {
    company_type: 'EQD',
    company_country_code: 'JPN',
    company_name: 'Hario',
    company_name_kr: '하리오',
    company_site: 'https://www.hario.com',
  },
  {
    company_type: 'EQD',
    company_country_code: 'JPN',
    company_name: 'Kalita',
    company_name_kr: '칼리타',
    company_site: 'https://www.kalita.co.jp',
  },
  {
    company_type: 'EQD',
    company_country_code: 'TUR',
    company_name: 'Toper',
    company_name_kr: '토퍼',
    company_site: 'https://www.toper.com',
  },
  {
    company_type: 'EQD',
    company_country_code: 'KOR',
    company_name: 'Stronghold',
    company_name_kr: '스트롱홀드',
    company_site: 'https://stronghold-technology.com',
  },
  {
    company_type: 'EQD',
    company_country_code: 'USA',
    company_name: 'VST',
    company_name_kr: 'VST',
    company_site: 'https://www.vstapps.com',
  },
  {
    company_type: 'GBD',
    company_country_code: 'KOR',
    company_name: 'Almacielo',
    company_name_kr: '알마씨엘로',
    company_site: 'https://almacielo.com',
  },
  {
    company_type: 'GBD',
    company_country_code: 'KOR',
    company_name: 'Coffee Libre Green',
    company_name_kr: '커피리브레 생두',
    company_site: 'https://coffeelibre.kr',
  },
  {
    company_type: 'GBD',
    company_country_code: 'USA',
    company_name: 'Royal Coffee',
    company_name_kr: '로열 커피',
    company_site: 'https://royalcoffee.com',
  },
  {
    company_type: 'GBD',
    company_country_code: 'NLD',
    company_name: 'Nordic Approach',
    company_name_kr: '노르딕 어프로치',
    company_site: 'https://nordicapproach.no',
  },
] as const;

export const REFERENCE_EQUIPMENT = [
  { maker: 'La Marzocco', equip_type: 'ESP', equip_name: 'Linea PB', equip_name_kr: '리네아 PB' },
  { maker: 'La Marzocco', equip_type: 'ESP', equip_name: 'GS3', equip_name_kr: 'GS3' },
  { maker: 'Nuova Simonelli', equip_type: 'ESP', equip_name: 'Aurelia Wave', equip_name_kr: '오렐리아 웨이브' },
  { maker: 'Mahlkönig', equip_type: 'GRND', equip_name: 'EK43', equip_name_kr: 'EK43', equip_zero_point: 0 },
  { maker: 'Mahlkönig', equip_type: 'GRND', equip_name: 'E65S GbW', equip_name_kr: 'E65S GbW', equip_zero_point: 0 },
  { maker: 'Probat', equip_type: 'RSTR', equip_name: 'P05 Probatone', equip_name_kr: 'P05 프로바톤' },
  { maker: 'Toper', equip_type: 'RSTR', equip_name: 'TKM-SX 5', equip_name_kr: 'TKM-SX 5kg' },
  { maker: 'Stronghold', equip_type: 'RSTR', equip_name: 'S7X', equip_name_kr: 'S7X' },
  { maker: 'Hario', equip_type: 'DRP', equip_name: 'V60 02', equip_name_kr: 'V60 02 드리퍼' },
  { maker: 'Kalita', equip_type: 'DRP', equip_name: 'Wave 185', equip_name_kr: '웨이브 185 드리퍼' },
  { maker: 'VST', equip_type: 'BSKT', equip_name: 'Precision basket 20 g', equip_name_kr: '정밀 바스켓 20g' },
] as const;

export const REFERENCE_MATERIALS = [
  { material_type: 'BAG', material_name: 'Kraft bean bag 200 g', material_name_kr: '크라프트 원두 봉투 200g' },
  { material_type: 'BAG', material_name: 'Aluminium bean bag 1 kg', material_name_kr: '알루미늄 원두 봉투 1kg' },
  { material_type: 'VALVE', material_name: 'One-way degassing valve', material_name_kr: '원웨이 아로마 밸브' },
  { material_type: 'FILTER', material_name: 'Cone filter paper 02', material_name_kr: '원뿔형 필터 페이퍼 02' },
  { material_type: 'CUP', material_name: 'Paper cup 12 oz', material_name_kr: '종이컵 12온스' },
] as const;
