import {
  MAIN_TIMER,
  formatElapsed,
  highlightedThreshold,
  restoreStartedAt,
  startTimer,
  stopTimer,
  stopwatchStore,
  setTimerThresholds,
  tickTimers,
  toggleTimer,
} from './stopwatch';

const DAY = 24 * 60 * 60 * 1000;

describe('stored main timer', () => {
  it('resumes a start time younger than a day', () => {
    expect(restoreStartedAt('1000', 1000 + DAY - 1)).toBe(1000);
  });

  it('clears a start time a day old or older, or unreadable', () => {
    expect(restoreStartedAt('1000', 1000 + DAY)).toBeNull();
    expect(restoreStartedAt('soon', 5000)).toBeNull();
    expect(restoreStartedAt(null, 5000)).toBeNull();
  });

  it('is written on start and removed on stop', () => {
    startTimer(MAIN_TIMER, 5000);
    expect(localStorage.getItem('stopwatch.main.startedAt')).toBe('5000');
    stopTimer(MAIN_TIMER, 8000);
    expect(localStorage.getItem('stopwatch.main.startedAt')).toBeNull();
    expect(stopwatchStore.getState().timers[MAIN_TIMER]?.stoppedElapsed).toBe(3000);
  });
});

describe('display', () => {
  it('shows minutes, seconds and tenths, hours from one hour, days beyond 24 hours', () => {
    expect(formatElapsed(61_250)).toBe('01:01.2');
    expect(formatElapsed(3_600_000 + 5_000)).toBe('1:00:05.0');
    expect(formatElapsed(DAY + 3_600_000)).toBe('1d 1:00:00');
  });
});

describe('named timers', () => {
  it('toggles between running and stopped', () => {
    toggleTimer('brew', 0);
    expect(stopwatchStore.getState().timers.brew?.startedAt).toBe(0);
    expect(stopwatchStore.getState().displayed).toBe('brew');
    toggleTimer('brew', 500);
    expect(stopwatchStore.getState().timers.brew?.startedAt).toBeNull();
  });

  it('stops a timer that runs past its last threshold', () => {
    startTimer('steps', 0, [30_000, 60_000]);
    tickTimers(59_000);
    expect(stopwatchStore.getState().timers.steps?.startedAt).toBe(0);
    tickTimers(60_100);
    expect(stopwatchStore.getState().timers.steps?.startedAt).toBeNull();
  });

  it('highlights a passed threshold for three seconds', () => {
    expect(highlightedThreshold([30_000, 60_000], 31_000)).toBe(0);
    expect(highlightedThreshold([30_000, 60_000], 33_100)).toBe(-1);
    expect(highlightedThreshold([30_000, 60_000], 10_000)).toBe(-1);
  });

  it('takes new thresholds while running, so a later step keeps it going', () => {
    startTimer('moving', 0, [30_000]);
    setTimerThresholds('moving', [30_000, 90_000]);
    tickTimers(60_000);
    expect(stopwatchStore.getState().timers.moving?.startedAt).toBe(0);
    expect(stopwatchStore.getState().timers.moving?.thresholds).toEqual([30_000, 90_000]);
  });
});
