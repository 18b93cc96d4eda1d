import type { LocalisedStrings } from '@coffee/field-toolkit/runtime';

/** This area's strings, under `area.*`. */
const kr = {
  sections: {
    basic: '기본 정보',
    detail: '상세 정보',
    origin: '원산지',
    ranges: '측정 범위',
    audit: '등록·수정 정보',
  },
  codeTools: {
    reload: '코드 다시 불러오기',
    reloadLink: '코드 다시 불러오기 링크',
    clear: '로컬 데이터베이스 비우기',
    cleared: '이 브라우저에 저장된 코드와 목록을 지웠습니다.',
  },
};

const en: typeof kr = {
  sections: {
    basic: 'Basic information',
    detail: 'Details',
    origin: 'Origin',
    ranges: 'Measured ranges',
    audit: 'Registration and edits',
  },
  codeTools: {
    reload: 'Reload codes',
    reloadLink: 'Code reload link',
    clear: 'Clear local database',
    cleared: 'The codes and lists stored in this browser were cleared.',
  },
};

export const strings: LocalisedStrings = { kr, en };
