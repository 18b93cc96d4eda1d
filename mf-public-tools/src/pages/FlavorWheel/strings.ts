const kr = {
  options: '보기 옵션',
  rotation: '회전 (도)',
  reverse: '반대 방향',
  simple: '간단히 보기 (두 단계만)',
  selection: '선택한 향미',
  selectionEmpty: '휠에서 느낀 향미를 눌러 골라 보세요.',
  selectionCount: '{{count}}개 선택',
  remove: '{{name}} 빼기',
  clear: '모두 지우기',
  loadFailed: '플레이버 휠 데이터를 불러오지 못했습니다.',
  loadFailedDetail: '서버에 연결할 수 없습니다. 잠시 뒤 다시 시도해 주세요.',
};

type FlavorWheelStrings = typeof kr;

const en: FlavorWheelStrings = {
  options: 'View options',
  rotation: 'Rotation (degrees)',
  reverse: 'Reverse direction',
  simple: 'Simple view (two rings)',
  selection: 'Selected flavors',
  selectionEmpty: 'Click the flavors you taste on the wheel.',
  selectionCount: '{{count}} selected',
  remove: 'Remove {{name}}',
  clear: 'Clear all',
  loadFailed: 'The flavor wheel data could not be loaded.',
  loadFailedDetail: 'The server cannot be reached. Please try again in a moment.',
};

export const flavorWheelStrings = { kr, en };
