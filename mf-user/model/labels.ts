import type { WrittenLabels } from '@coffee/domain/pages';
import { addWrittenLabels } from '@coffee/domain/pages';

/**
 * The written labels of a person's own fields: their equipment, notes and account (behaviour §09-1.1): [Korean,
 * English, unit]. They load with the area's model, so each remote holds its own area's labels; the kernel's are the
 * fields several areas share.
 */
export const userLabels: WrittenLabels = {
  blending_info_detail_use: ['상세 원두 정보 공개', 'Show detailed bean information'],
  coffeebean_uuid_dummy: ['원두 시리얼 입력', 'Bean serial'],
  coffeebean_uuid_type: ['시리얼 유형', 'Serial type'],
  cupnote_place: ['작성 장소', 'Where tasted'],
  user_email: ['사용자 이메일', 'User email'],
  user_img: ['프로필 이미지', 'Profile image'],
  user_provider: ['로그인 방식', 'Signs in with'],
  user_seq: ['사용자 번호', 'User no.'],
  user_serial: ['사용자 시리얼', 'User serial'],
  user_type: ['사용자 유형', 'User type'],
  user_use: ['사용', 'In use'],
  user_uuid: ['사용자 시리얼', 'User serial'],
};

addWrittenLabels(userLabels);
