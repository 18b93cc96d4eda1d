import type { LocalisedStrings } from '@coffee/field-toolkit/runtime';

/** Strings of the saves kept on this device (behaviour §06-2), under `blocks.keptSaves.*`. */
export const keptSavesStrings = {
  kr: {
    keptSaves: {
      title: '보내지 못한 기록 {{count}}건',
      offlineTitle: '오프라인으로 작업 중',
      offline: '인터넷 연결이 끊겼습니다. 저장한 기록은 이 기기에 보관했다가 연결되면 순서대로 보냅니다.',
      waiting: '연결을 기다리는 중',
      sending: '보내는 중',
      refused: '서버가 받지 않음',
      keptAt: '{{time}} 저장',
      sendNow: '지금 보내기',
      sendAgain: '다시 보내기',
      fix: '고치기',
      drop: '버리기',
      dropTitle: '기록 버리기',
      dropDetail: '이 기록을 버릴까요? 서버에 보내지 않고 이 기기에서 지웁니다.',
    },
  },
  en: {
    keptSaves: {
      title: 'Not sent yet: {{count}}',
      offlineTitle: 'Working offline',
      offline: 'No connection. What you save is kept on this device and sent in order when the connection returns.',
      waiting: 'Waiting for the connection',
      sending: 'Sending',
      refused: 'Refused by the server',
      keptAt: 'Saved at {{time}}',
      sendNow: 'Send now',
      sendAgain: 'Send again',
      fix: 'Fix',
      drop: 'Drop',
      dropTitle: 'Drop the record',
      dropDetail: 'Drop this record? It is removed from this device without being sent.',
    },
  },
} satisfies LocalisedStrings;
