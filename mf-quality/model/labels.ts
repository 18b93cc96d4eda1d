import type { WrittenLabels } from '@coffee/domain/pages';
import { addWrittenLabels } from '@coffee/domain/pages';

/**
 * The written labels of the quality area's own fields: its QC notes and cupping sessions (behaviour §09-1.1): [Korean,
 * English, unit]. They load with the area's model, so each remote holds its own area's labels; the kernel's are the
 * fields several areas share.
 */
export const qualityLabels: WrittenLabels = {
  cupper_list: ['커퍼', 'Cuppers'],
  roaster_user_seq: ['커퍼', 'Cupper'],
  sample_code: ['블라인드 코드', 'Blind code'],
  sample_kind: ['샘플 종류', 'Sample type'],
  sample_list: ['샘플', 'Samples'],
  session_date: ['커핑 날짜', 'Cupping date'],
  session_form: ['평가 양식', 'Cupping form'],
  session_mode: ['진행 방식', 'Session type'],
  session_name: ['세션 이름', 'Session name'],
  session_seq: ['세션 번호', 'Session no.'],
  session_status: ['세션 상태', 'Session status'],
  session_table: ['결과 표', 'Results table'],
};

addWrittenLabels(qualityLabels);
