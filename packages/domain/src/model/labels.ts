import type { Locale } from '../navigation/routes';
import type { EntityDef } from './fields';
import { allFields, LOCALE_FIELD_SUFFIX } from './fields';
import { entities } from './entities/index';
import type { Unit } from './writtenLabels/index';
import { WRITTEN_LABELS } from './writtenLabels/index';

type Pair = readonly [kr: string, en: string];

/**
 * Words of field names: the fallback for a field without a written label (`writtenLabels/`, behaviour §09-1.1).
 * A composed label reads like a column name, so the label test refuses one on any field a page shows.
 */
const WORDS: Readonly<Record<string, Pair>> = {
  acidity: ['산미', 'acidity'],
  aftertaste: ['후미', 'aftertaste'],
  agtron: ['아그트론', 'Agtron'],
  air: ['공기 온도', 'air temperature'],
  alias1: ['별칭 1', 'alias 1'],
  alias2: ['별칭 2', 'alias 2'],
  alias3: ['별칭 3', 'alias 3'],
  alias4: ['별칭 4', 'alias 4'],
  alkalinity: ['알칼리도', 'alkalinity'],
  altitude: ['고도', 'altitude'],
  aroma: ['향', 'aroma'],
  auth: ['권한', 'authority'],
  auto: ['자동', 'auto'],
  balance: ['밸런스', 'balance'],
  bar: ['압력(bar)', 'pressure (bar)'],
  basket: ['바스켓', 'basket'],
  batch: ['배치', 'batch'],
  bean: ['원두 온도', 'bean temperature'],
  blending: ['블렌딩', 'blending'],
  body: ['바디', 'body'],
  brewing: ['추출', 'brewing'],
  cafe: ['카페', 'cafe'],
  calc: ['계산', 'calculated'],
  change: ['변경', 'change'],
  chart: ['차트', 'chart'],
  checks: ['검사 항목', 'checks'],
  code: ['코드', 'code'],
  coffeebean: ['원두', 'coffee bean'],
  column: ['컬럼', 'column'],
  columns: ['컬럼', 'columns'],
  company: ['회사', 'company'],
  condition: ['컨디션', 'condition'],
  country: ['국가', 'country'],
  create: ['생성', 'create'],
  cupnote: ['커핑노트', 'cup note'],
  customer: ['고객', 'customer'],
  date: ['일자', 'date'],
  default: ['기본', 'default'],
  density: ['밀도', 'density'],
  desc: ['설명', 'description'],
  detail: ['상세', 'detail'],
  disp: ['표시', 'display'],
  dist: ['미세먼지', 'fine dust'],
  div: ['구분', 'division'],
  dried: ['드라이 엔드', 'dry end'],
  dummy: ['입력', 'entry'],
  email: ['이메일', 'email'],
  end: ['종료', 'end'],
  equip: ['장비', 'equipment'],
  etc: ['직접 입력', 'other (typed)'],
  event: ['이벤트', 'event'],
  farm: ['농장', 'farm'],
  feeling: ['느낌', 'feeling'],
  field: ['필드', 'field'],
  file: ['파일', 'file'],
  filter: ['필터', 'filter'],
  flavor: ['향미', 'flavor'],
  flux: ['유량', 'flow'],
  grade: ['등급', 'grade'],
  greenbean: ['생두', 'green bean'],
  grinder: ['그라인더', 'grinder'],
  group: ['그룹', 'group'],
  hardness: ['경도', 'hardness'],
  harvest: ['수확 월', 'harvest month'],
  hpa: ['기압(hPa)', 'pressure (hPa)'],
  hum: ['습도', 'humidity'],
  id: ['아이디', 'ID'],
  img: ['이미지', 'image'],
  import: ['수입', 'import'],
  info: ['정보', 'information'],
  inside: ['실내', 'inside'],
  inside1: ['실내 1', 'inside 1'],
  inside2: ['실내 2', 'inside 2'],
  inside3: ['실내 3', 'inside 3'],
  instock: ['재고', 'in stock'],
  keys: ['키', 'keys'],
  link: ['링크', 'link'],
  list: ['목록', 'list'],
  log: ['로그', 'log'],
  loss: ['손실률', 'loss'],
  machine: ['머신', 'machine'],
  main: ['대표', 'main'],
  map: ['지도', 'map'],
  mapper: ['매퍼', 'mapper'],
  mass: ['무게', 'mass'],
  material: ['재료', 'material'],
  max: ['최대', 'max'],
  memo: ['메모', 'memo'],
  min: ['최소', 'min'],
  moisture: ['수분', 'moisture'],
  month: ['월', 'month'],
  name: ['이름', 'name'],
  nick: ['별명', 'nickname'],
  no: ['번호', 'number'],
  normal: ['일반', 'general public'],
  option: ['옵션', 'option'],
  order: ['순서', 'order'],
  origin: ['오리진', 'origin'],
  outside: ['실외', 'outside'],
  packaging: ['포장', 'packaging'],
  page: ['페이지', 'page'],
  path: ['경로', 'path'],
  percent: ['비율', 'percent'],
  place: ['장소', 'place'],
  point: ['점수', 'point'],
  process: ['가공 방식', 'process'],
  profile: ['프로파일', 'profile'],
  provider: ['제공자', 'provider'],
  public: ['공개', 'public'],
  radar: ['레이더 차트', 'radar chart'],
  rdt: ['RDT', 'RDT'],
  received: ['입고', 'received'],
  region: ['지역', 'region'],
  result: ['결과', 'result'],
  reverse: ['반전', 'reverse'],
  roaster: ['로스터', 'roaster'],
  roasting: ['로스팅', 'roasting'],
  rotate: ['회전', 'rotation'],
  rpm: ['회전수(rpm)', 'speed (rpm)'],
  satis: ['만족도', 'satisfaction'],
  schema: ['스키마', 'schema'],
  search: ['검색', 'search'],
  seller: ['판매처', 'seller'],
  serial: ['시리얼', 'serial'],
  seq: ['번호', 'no.'],
  shop: ['쇼핑몰', 'shop'],
  shower: ['샤워 스크린', 'shower screen'],
  simple: ['간단히', 'simple'],
  site: ['웹사이트', 'website'],
  species: ['종', 'species'],
  stage: ['단계', 'stage'],
  start: ['시작', 'start'],
  status: ['상태', 'status'],
  step: ['단계', 'step'],
  step1: ['1단계', 'step 1'],
  step2: ['2단계', 'step 2'],
  step3: ['3단계', 'step 3'],
  step4: ['4단계', 'step 4'],
  step5: ['5단계', 'step 5'],
  step6: ['6단계', 'step 6'],
  step7: ['7단계', 'step 7'],
  step8: ['8단계', 'step 8'],
  step9: ['9단계', 'step 9'],
  store: ['매장', 'store'],
  sweetness: ['단맛', 'sweetness'],
  tab: ['탭', 'tab'],
  table: ['테이블', 'table'],
  tds: ['TDS', 'TDS'],
  temp: ['온도', 'temperature'],
  temper: ['탬퍼', 'tamper'],
  term: ['경과 시간', 'time'],
  texture: ['질감', 'texture'],
  time: ['시각', 'time'],
  total: ['합계', 'total'],
  turning: ['터닝 포인트', 'turning point'],
  type: ['유형', 'type'],
  use: ['사용', 'in use'],
  user: ['사용자', 'user'],
  uuid: ['시리얼', 'serial'],
  variety: ['품종', 'variety'],
  water: ['물', 'water'],
  wdt: ['WDT', 'WDT'],
  wheel: ['휠', 'wheel'],
  year: ['연도', 'year'],
};

/** Word sequences with their own meaning; matched before single words (longest first). */
const PHRASES: Readonly<Record<string, Pair>> = {
  pre_heating: ['예열', 'pre-heating'],
  first_start: ['1차 크랙 시작', 'first crack start'],
  first_end: ['1차 크랙 종료', 'first crack end'],
  second_start: ['2차 크랙 시작', 'second crack start'],
  second_end: ['2차 크랙 종료', 'second crack end'],
  check_point: ['체크 포인트', 'check point'],
  organic_loss: ['유기물 손실률', 'organic loss'],
  single_origin: ['싱글 오리진', 'single origin'],
  public_stage: ['공개 단계', 'public stage'],
  flavor_wheel: ['플레이버 휠', 'flavor wheel'],
  grade_detail: ['세부 등급', 'grade detail'],
  zero_point: ['영점', 'zero point'],
  zeropoint: ['영점', 'zero point'],
  mass_calc: ['환산 무게', 'calculated mass'],
  satis_detail: ['세부 평가', 'detailed rating'],
  temping_bar: ['탬핑 압력', 'tamping pressure'],
  manufacture_seq: ['제조사', 'manufacturer'],
  step_end: ['종료 단계', 'end step'],
  uuid_str: ['QR 시리얼', 'QR serial'],
  uuid_cafe: ['카페용 QR 시리얼', 'cafe QR serial'],
  date_term: ['경과 일수', 'days since roasting'],
  batch_no: ['배치 번호', 'batch number'],
  rgst_at: ['등록일시', 'registered at'],
  rgst_by: ['등록자', 'registered by'],
  rgst_user: ['등록 사용자', 'registering user'],
  edit_at: ['수정일시', 'edited at'],
  edit_by: ['수정자', 'edited by'],
  edit_user: ['수정 사용자', 'editing user'],
  save_check: ['위 내용을 확인했습니다', 'I confirm the above'],
  instock_change: ['재고 차감', 'deduct stock'],
  seller_link: ['판매처 링크', 'seller link'],
  batch_auto: ['배치 번호 자동', 'automatic batch number'],
};

/** Whole-field labels where composing words reads badly. */
const FIELD_OVERRIDES: Readonly<Record<string, Pair>> = {
  received_date_term: ['로스팅 후 일수', 'days since roasting'],
  brewing_fresh_warning: ['신선도 경고', 'freshness warning'],
  dialin_seq: ['세팅 번호', 'dial-in number'],
  dialin_date: ['세팅 날짜', 'dial-in date'],
  dialin_taste: ['맛 노트', 'taste note'],
  dialin_barista: ['바리스타', 'barista'],
  dialin_public: ['손님에게 공개', 'shown to guests'],
  dialin_default_seq: ['목표 번호', 'target number'],
  dialin_fresh_days: ['로스팅 후 사용 일수', 'days after roasting it is served'],
  dialin_default_memo: ['메모', 'memo'],
  dialin_default_use: ['사용', 'in use'],
  country_code1: ['국가 숫자 코드', 'numeric country code'],
  country_code2: ['국가 2자리 코드', 'two-letter country code'],
  country_id: ['국가 코드 (3자리)', 'country code (3 letters)'],
  region_parent_seq: ['상위 지역', 'parent region'],
  species_type: ['종', 'species'],
  greenbean_roasting_min: ['권장 로스팅 온도 최소', 'recommended roasting temperature min'],
  greenbean_roasting_max: ['권장 로스팅 온도 최대', 'recommended roasting temperature max'],
  greenbean_default_seq: ['생두 카탈로그', 'green bean catalogue'],
  greenbean_roaster_seq: ['생두', 'green bean'],
  roasting_seq: ['로스팅 레시피', 'roasting recipe'],
  roasting_result_seq: ['로스팅 결과', 'roasting result'],
  roasting_machine_seq: ['로스팅 머신', 'roasting machine'],
  roasting_create_seq: ['생성할 로스팅 레시피', 'roasting recipe to create'],
  roasting_reference_seq: ['기준 배치', 'reference batch'],
  blending_seq: ['블렌딩 레시피', 'blending recipe'],
  blending_result_seq: ['블렌딩 결과', 'blending result'],
  blending_create_seq: ['생성할 블렌딩 레시피', 'blending recipe to create'],
  brewing_seq: ['추출 설정', 'brewing setting'],
  coffeebean_seq: ['원두', 'coffee bean'],
  received_seq: ['입고 원두', 'received bean'],
  equip_seq: ['참고 제품', 'reference product'],
  brewing_machine_seq: ['에스프레소 머신', 'espresso machine'],
  brewing_grinder_seq: ['그라인더', 'grinder'],
  brewing_grinder_point: ['분쇄도', 'grind setting'],
  brewing_result_calc: ['추출 수율(%)', 'extraction yield (%)'],
  brewing_result_total: ['추출량', 'beverage mass'],
  brewing_result_main: ['대표 결과', 'main result'],
  brewing_bean_mass: ['원두 투입량', 'dose'],
  brewing_mass: ['물 양', 'water mass'],
  brewing_dist: ['디스트리뷰터 사용', 'distribution tool'],
  brewing_term: ['총 추출 시간', 'total brewing time'],
  brewing_type_etc: ['추출 방식 직접 입력', 'other extraction type'],
  brewing_type: ['추출 방식', 'extraction type'],
  brewing_result_type: ['추출 방식', 'extraction type'],
  cupnote_main: ['대표 노트', 'main note'],
  cupnote_sca_use: ['SCA 양식으로 작성', 'written on the SCA form'],
  cupnote_sca_fragrance: ['향(프래그런스/아로마)', 'fragrance/aroma'],
  cupnote_sca_flavor: ['SCA 향미', 'SCA flavor'],
  cupnote_sca_aftertaste: ['SCA 후미', 'SCA aftertaste'],
  cupnote_sca_acidity: ['SCA 산미', 'SCA acidity'],
  cupnote_sca_acidity_intensity: ['산미 강도(1-5)', 'acidity intensity (1-5)'],
  cupnote_sca_body: ['SCA 바디', 'SCA body'],
  cupnote_sca_body_level: ['바디 수준(1-5)', 'body level (1-5)'],
  cupnote_sca_balance: ['SCA 밸런스', 'SCA balance'],
  cupnote_sca_overall: ['종합 평가', 'overall'],
  cupnote_sca_uniformity: ['균일성(컵 수)', 'uniformity (cups)'],
  cupnote_sca_cleancup: ['클린 컵(컵 수)', 'clean cup (cups)'],
  cupnote_sca_sweetness: ['단맛(컵 수)', 'sweetness (cups)'],
  cupnote_sca_taint_cups: ['테인트 결점 컵 수(×2)', 'taint cups (×2)'],
  cupnote_sca_fault_cups: ['폴트 결점 컵 수(×4)', 'fault cups (×4)'],
  cupnote_sca_total: ['SCA 총점', 'SCA total score'],
  cupnote_sca_final: ['SCA 최종 점수', 'SCA final score'],
  cupnote_sca_radar: ['SCA 항목 차트', 'SCA attribute chart'],
  cupnote_etc_list: ['기타 메모 태그', 'other tags'],
  cupnote_flavor_list: ['향미 태그', 'flavor tags'],
  cupnote_date: ['노트 작성일', 'note date'],
  coffeebean_uuid_dummy: ['원두 시리얼 입력', 'bean serial'],
  coffeebean_uuid_type: ['시리얼 유형', 'serial type'],
  equip_purchase_date: ['구입일', 'purchase date'],
  equip_auth: ['공개 권한', 'visibility'],
  greenbean_user_auth: ['공개 권한', 'visibility'],
  roasting_auth: ['공개 권한', 'visibility'],
  blending_auth: ['공개 권한', 'visibility'],
  cafe_user_auth: ['직원 권한', 'staff role'],
  roaster_user_auth: ['직원 권한', 'staff role'],
  roaster_cafe_auth: ['거래 관계', 'relation'],
  event_term: ['기간(일)', 'duration (days)'],
  event_start: ['시작 일시', 'starts'],
  event_end: ['종료 일시', 'ends'],
  received_div: ['입고 구분', 'lot label'],
  roasting_mass_calc: ['계산 기준 생두 무게', 'calculation base mass'],
  roasting_step: ['로스팅 진행 단계', 'roasting progress'],
  roasting_chart_log: ['로스팅 차트 로그', 'roasting chart log'],
  roasting_file: ['로스팅 로그 파일', 'roasting log file'],
  roasting_start_time: ['로스팅 시작 일시', 'roast started at'],
  brewing_start_time: ['추출 시작 시각', 'brewing start time'],
  roaster_seq: ['로스터리', 'roastery'],
  roaster_name: ['로스터리', 'roastery'],
  cafe_name: ['카페', 'cafe'],
  user_img: ['프로필 이미지', 'profile image'],
  user_nick: ['별명', 'nickname'],
  user_desc: ['자기소개', 'about me'],
};

const capitalise = (label: string): string => label.charAt(0).toUpperCase() + label.slice(1);
const PHRASE_KEYS = Object.keys(PHRASES).sort((a, b) => b.split('_').length - a.split('_').length);

/** The pair of labels composed for a field name, or undefined if a word is unknown. */
const composePair = (name: string): Pair | undefined => {
  const override = FIELD_OVERRIDES[name];
  if (override) return [override[0], capitalise(override[1])];
  if (name.endsWith(LOCALE_FIELD_SUFFIX)) {
    const base = composePair(name.slice(0, -LOCALE_FIELD_SUFFIX.length));
    return base && [`${base[0]} (한국어)`, `${base[1]} (Korean)`];
  }
  const words = name.split('_');
  const parts: Pair[] = [];
  for (let index = 0; index < words.length;) {
    const phrase = PHRASE_KEYS.find((key) => words.slice(index, index + key.split('_').length).join('_') === key);
    const single = words[index] ?? '';
    const pair = phrase ? PHRASES[phrase] : /^\d+$/.test(single) ? ([single, single] as const) : WORDS[single];
    if (!pair) return undefined;
    parts.push(pair);
    index += phrase ? phrase.split('_').length : 1;
  }
  return [parts.map((part) => part[0]).join(' '), capitalise(parts.map((part) => part[1]).join(' '))];
};

/** Every field name of the definitions, including sub-list row fields and list-only columns. */
export const definedFieldNames = (definitions: readonly EntityDef[] = Object.values(entities)): string[] => {
  const names = new Set<string>();
  for (const definition of definitions) {
    for (const field of allFields(definition)) names.add(field.name);
    const { list } = definition;
    for (const name of [
      ...(list?.columns ?? []),
      ...(list?.search ?? []),
      ...(list?.titleSearch ?? []),
      ...(list?.sort ?? []),
    ]) {
      names.add(name);
    }
  }
  return [...names].sort();
};

/** The fields of these definitions whose label is still composed from words: none may be shown (behaviour §09-1.1). */
export const composedLabelFields = (definitions: readonly EntityDef[] = Object.values(entities)): string[] =>
  definedFieldNames(definitions).filter((name) => !WRITTEN_LABELS[name]);

const buildLabels = (): Record<Locale, Record<string, string>> => {
  const labels: Record<Locale, Record<string, string>> = { kr: {}, en: {} };
  // A hand-written call's values are labelled as fields are, so a refusal can name them.
  for (const name of new Set([...definedFieldNames(), ...Object.keys(WRITTEN_LABELS)])) {
    const written = WRITTEN_LABELS[name];
    const pair = written ? ([written[0], written[1]] as const) : composePair(name);
    if (!pair) continue;
    labels.kr[name] = pair[0];
    labels.en[name] = pair[1];
  }
  return labels;
};

/** Field labels by locale, keyed by field name (i18n keys `fields.<field_name>`). */
export const fieldLabels: Readonly<Record<Locale, Readonly<Record<string, string>>>> = buildLabels();

/** The label of a field in a locale; the name itself when unknown (as i18n falls back to the key). */
export const fieldLabel = (name: string, locale: Locale): string => fieldLabels[locale][name] ?? name;

/** Whether a field has a label a person wrote (the e2e sweep asks it of every field a page shows). */
export const hasWrittenLabel = (name: string): boolean => WRITTEN_LABELS[name] !== undefined;

/** The unit of a field's value (g, °C, %, ...), undefined for a field without one (behaviour §09-1.2). */
export const fieldUnit = (name: string): Unit | undefined => WRITTEN_LABELS[name]?.[2];

const UNIT_WORDS: Partial<Record<Unit, Pair>> = { days: ['일', 'days'] };

/** A unit as the visitor reads it beside a value. */
export const unitText = (unit: Unit, locale: Locale): string => {
  const words = UNIT_WORDS[unit];
  return words ? words[locale === 'kr' ? 0 : 1] : unit;
};

/** Label of a sort option value `{field}_orderasc|_orderdesc`. */
export const sortOptionLabel = (option: string, locale: Locale): string => {
  const match = /^(.*)_order(asc|desc)$/.exec(option);
  if (!match) return option;
  const [, field = '', direction] = match;
  const arrow = direction === 'asc' ? '↑' : '↓';
  return `${fieldLabel(field, locale)} ${arrow}`;
};
