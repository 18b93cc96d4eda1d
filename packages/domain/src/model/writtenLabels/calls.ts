import type { WrittenLabels } from './types';

/**
 * Labels of the values hand-written calls take outside any page's form (a shipment's batches, a stock correction, a
 * cupper's pick): a refusal names them as it names a form's field (behaviour §01-8). [Korean, English, unit].
 */
export const callLabels: WrittenLabels = {
  backup: ['Beanconqueror 백업 파일', 'Beanconqueror backup'],
  batches: ['일정에 넣을 배치', 'Batches to schedule'],
  code: ['코드', 'Code'],
  code_group: ['코드 그룹', 'Code group'],
  columns: ['내보낼 열', 'Columns to export'],
  correction_kind: ['조정 사유', 'Reason'],
  dry_run: ['미리 보기', 'Preview only'],
  file: ['파일', 'Files'],
  form: ['커핑 양식', 'Cupping form'],
  item_type: ['재고 종류', 'Kind of stock'],
  plan_to: ['계획 마지막 날', 'Plan until'],
  request_id: ['요청 번호', 'Request number'],
  schedule_date: ['로스팅할 날', 'Roast day'],
  schedule_from: ['일정 첫날', 'Schedule from'],
  schedule_green_mass: ['투입 생두량', 'Green to charge', 'g'],
  schedule_seq: ['로스팅 일정', 'Scheduled batch'],
  schedule_to: ['일정 마지막 날', 'Schedule until'],
  schedule_user: ['담당자', 'Roaster in charge'],
  ship_list: ['출고 배치', 'Batches shipped'],
  ship_mass: ['출고량', 'Shipped', 'g'],
  shipment_no: ['출고 번호', 'Shipment number'],
  short_mass: ['누락량', 'Missing', 'g'],
  time_zone: ['시간대', 'Time zone'],
  triangle_pick: ['다른 한 컵', 'The odd cup'],
};
