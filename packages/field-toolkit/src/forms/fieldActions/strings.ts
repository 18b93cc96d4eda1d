import type { LocalisedStrings } from '@coffee/field-toolkit/runtime';

/** Labels of the field actions, under `fieldActions.*`. */
export const fieldActionStrings = {
  kr: { now: '현재 시각', stamp: '경과 시간 기록', timerStopped: '타이머가 멈춰 있습니다.' },
  en: { now: 'Now', stamp: 'Stamp elapsed time', timerStopped: 'The timer is not running.' },
} satisfies LocalisedStrings;
