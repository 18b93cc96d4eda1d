import type { WrittenLabels } from '@coffee/domain/pages';
import { addWrittenLabels } from '@coffee/domain/pages';

/**
 * The written labels of the cafe's own fields: its beans, received lots and dial-ins (behaviour §09-1.1): [Korean,
 * English, unit]. They load with the area's model, so each remote holds its own area's labels; the kernel's are the
 * fields several areas share.
 */
export const cafeLabels: WrittenLabels = {
  blending_cupnote_use: ['커핑 노트 연결', 'Link cup notes'],
  blending_info_use: ['원두 정보 공개', 'Show bean information'],
  cafe_equip_seq: ['장비 번호', 'Equipment no.'],
  coffeebean_country_code: ['대표 생산국', 'Main origin country'],
  coffeebean_desc: ['원두 설명', 'Coffee description'],
  coffeebean_farm_etc: ['농장 직접 입력', 'Farm (typed)'],
  coffeebean_farm_seq: ['농장', 'Farm'],
  coffeebean_grade_detail_list: ['세부 등급', 'Grade details'],
  coffeebean_grade_list: ['등급', 'Grades'],
  coffeebean_nick: ['원두 별명', 'Coffee bean nickname'],
  coffeebean_nick_kr: ['원두 별명 (한국어)', 'Coffee bean nickname (Korean)'],
  coffeebean_process_etc: ['가공 방식 직접 입력', 'Process (typed)'],
  coffeebean_process_list: ['가공 방식', 'Processes'],
  coffeebean_region_etc: ['지역 직접 입력', 'Region (typed)'],
  coffeebean_region_seq: ['지역', 'Region'],
  coffeebean_single_origin: ['싱글 오리진', 'Single origin'],
  coffeebean_use: ['사용', 'In use'],
  coffeebean_uuid_str: ['원두 QR 시리얼', 'Coffee bean QR serial'],
  coffeebean_variety_etc: ['품종 직접 입력', 'Variety (typed)'],
  coffeebean_variety_list: ['품종', 'Varieties'],
  dialin_barista: ['바리스타', 'Barista'],
  dialin_date: ['세팅 날짜', 'Dial-in date'],
  dialin_default_memo: ['메모', 'Memo'],
  dialin_default_seq: ['목표 번호', 'Target number'],
  dialin_default_use: ['사용', 'In use'],
  dialin_fresh_days: ['로스팅 후 사용 일수', 'Days after roasting it is served'],
  dialin_public: ['손님에게 공개', 'Shown to guests'],
  dialin_seq: ['세팅 번호', 'Dial-in number'],
  dialin_taste: ['맛 노트', 'Taste note'],
  received_date: ['입고일', 'Received on'],
  received_date_term: ['로스팅 후 일수', 'Days since roasting', 'days'],
  received_div: ['입고 구분', 'Lot label'],
  received_instock: ['남은 재고', 'Stock on hand', 'g'],
  received_mass: ['입고 무게', 'Received mass', 'g'],
  received_uuid_str: ['입고 QR 시리얼', 'Received QR serial'],
};

addWrittenLabels(cafeLabels);
