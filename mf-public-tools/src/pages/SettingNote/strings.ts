/** Strings of the cafe's public setting note, under `area.settingNote.*`. */
const kr = {
  title: '오늘의 커피',
  summary: '카페가 오늘 원두를 어떻게 내리고 있는지 공개한 세팅 노트입니다.',
  loading: '세팅 노트를 불러오는 중…',
  notFound: '세팅 노트를 찾을 수 없습니다',
  notFoundDetail: '이 QR 코드의 카페가 없거나 세팅 노트를 공개하지 않았습니다.',
  failed: '세팅 노트를 불러오지 못했습니다',
  empty: '오늘 공개된 세팅이 아직 없습니다.',
  askSerial: '카운터의 QR 코드로 카페의 세팅 노트를 열어 주세요.',
  yours: '우리 카페의 세팅 노트',
  yoursHint: '이 QR 코드를 카운터에 두면 손님이 오늘의 세팅을 볼 수 있습니다.',
  open: '세팅 노트 열기',
  on: '{{date}} 세팅',
  by: '바리스타 {{name}}',
  qr: '세팅 노트 QR 코드',
};

const en: typeof kr = {
  title: "Today's coffee",
  summary: 'How this cafe is brewing its beans today, as its baristas dialled them in.',
  loading: 'Loading the setting note…',
  notFound: 'Setting note not found',
  notFoundDetail: 'No cafe has this QR code, or the cafe does not show its setting note.',
  failed: 'The setting note could not be loaded',
  empty: 'No dial-in has been shared today yet.',
  askSerial: "Open the cafe's setting note from the QR code at the counter.",
  yours: "Your cafe's setting note",
  yoursHint: "Put this QR code on the counter and guests can read today's dial-ins.",
  open: 'Open the setting note',
  on: 'Dialled in on {{date}}',
  by: 'Barista {{name}}',
  qr: 'Setting note QR code',
};

export const settingNoteStrings = { kr, en };
