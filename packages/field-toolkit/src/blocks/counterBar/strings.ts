import type { LocalisedStrings } from '@coffee/field-toolkit/runtime';

/** Strings of the counter bar (a timer one hand can run at the counter), under `blocks.counter.*`. */
export const counterBarStrings = {
  kr: {
    counter: {
      mode: '카운터 모드',
      shot: '샷 타이머',
      brewing: '추출 카운터',
      time: '경과 시간',
      start: '시작',
      restart: '다시 시작',
      end: '종료',
      stamp: '{{step}} 기록',
      step: '{{n}}단계',
      next: '다음 기록: {{step}}',
      allStamped: '9단계까지 모두 기록했습니다',
      ready: '시작을 누르면 타이머가 돕니다',
      ended: '종료: {{time}}',
      started: '타이머를 시작했습니다',
      stamped: '{{step}} 기록: {{time}}',
      filled: '{{field}}: {{time}}',
      fills: '종료하면 ‘{{field}}’ 칸을 채웁니다',
    },
  },
  en: {
    counter: {
      mode: 'Counter mode',
      shot: 'Shot timer',
      brewing: 'Brewing counter',
      time: 'Elapsed time',
      start: 'Start',
      restart: 'Restart',
      end: 'End',
      stamp: 'Stamp {{step}}',
      step: 'step {{n}}',
      next: 'Next stamp: {{step}}',
      allStamped: 'All nine steps are stamped',
      ready: 'Start runs the timer',
      ended: 'Ended at {{time}}',
      started: 'Timer started',
      stamped: '{{step}} stamped at {{time}}',
      filled: '{{field}}: {{time}}',
      fills: 'End fills ‘{{field}}’',
    },
  },
} satisfies LocalisedStrings;
