import type { LocalisedStrings } from '@coffee/field-toolkit/runtime';

/** Strings of the event sign-up and register forms, under `blocks.join.*`. */
export const eventJoinStrings = {
  kr: {
    join: {
      signUp: '가입 신청',
      register: '등록 신청',
      signedUp: '가입 신청을 보냈습니다. 관리자가 승인하면 조직 선택에 나타납니다.',
      closed: '이 이벤트는 지금 열려 있지 않습니다. 신청 기간을 확인해 주세요.',
      already: '이미 신청했거나 이미 소속되어 있습니다.',
      noEvent: '이벤트를 찾을 수 없습니다. QR 코드의 주소를 확인해 주세요.',
    },
  },
  en: {
    join: {
      signUp: 'Sign up',
      register: 'Register',
      signedUp:
        'Your sign-up was sent. Once a manager accepts it, the organisation appears in your organisation choice.',
      closed: 'This event is not open now. Check its sign-up period.',
      already: 'You have already signed up, or you are already a member.',
      noEvent: 'No such event. Check the address of the QR code.',
    },
  },
} satisfies LocalisedStrings;
