import type { LocalisedStrings } from '@coffee/field-toolkit/runtime';

/** This area's strings, under `area.*`. */
const kr = {
  codeTools: {
    reload: '코드 다시 불러오기',
    reloadLink: '코드 다시 불러오기 링크',
    clear: '로컬 데이터베이스 비우기',
    cleared: '이 브라우저에 저장된 코드와 목록을 지웠습니다.',
  },
  system: {
    choose: '선택하세요',
    pageSettings: '페이지 설정',
    actions: '코드 생성',
    generate: '코드 생성',
    generated: '생성된 페이지 설정',
    saveSettings: '설정 저장',
    saved: '이 브라우저에 설정을 저장했습니다.',
    infoBlock: '설정 정보 블록',
    pasteBlock: '붙여 넣을 정보 블록',
    apply: '정보 블록 적용',
    compareTitle: '테이블 비교',
    left: '왼쪽',
    right: '오른쪽',
    comparison: '비교',
    onlyLeft: '왼쪽에만 있음',
    onlyRight: '오른쪽에만 있음',
    differing: '형식 다름',
    same: '같음',
    collectionTitle: '컬렉션',
    comment: '설명',
  },
};

const en: typeof kr = {
  codeTools: {
    reload: 'Reload codes',
    reloadLink: 'Code reload link',
    clear: 'Clear local database',
    cleared: 'The codes and lists stored in this browser were cleared.',
  },
  system: {
    choose: 'Choose',
    pageSettings: 'Page settings',
    actions: 'Code generation',
    generate: 'Generate code',
    generated: 'Generated page config',
    saveSettings: 'Save settings',
    saved: 'The settings were saved in this browser.',
    infoBlock: 'Settings info block',
    pasteBlock: 'Info block to paste',
    apply: 'Apply info block',
    compareTitle: 'Table comparison',
    left: 'Left',
    right: 'Right',
    comparison: 'Comparison',
    onlyLeft: 'Only on the left',
    onlyRight: 'Only on the right',
    differing: 'Different type',
    same: 'Same',
    collectionTitle: 'Collections',
    comment: 'Comment',
  },
};

export const strings: LocalisedStrings = { kr, en };
