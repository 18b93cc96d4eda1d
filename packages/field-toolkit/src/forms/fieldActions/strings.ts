import type { LocalisedStrings } from '@coffee/field-toolkit/runtime';

/** Labels of the field actions, under `fieldActions.*`. */
export const fieldActionStrings = {
  kr: {
    now: '현재 시각',
    stamp: '경과 시간 기록',
    timerStopped: '타이머가 멈춰 있어 경과 시간을 기록할 수 없습니다. 시작 시각을 먼저 입력하세요.',
  },
  en: {
    now: 'Now',
    stamp: 'Stamp elapsed time',
    timerStopped: 'The timer is not running, so there is no elapsed time to stamp: set the start time first.',
  },
} satisfies LocalisedStrings;
