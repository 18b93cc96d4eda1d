import type { ComponentType } from 'react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckmarkRegular, PlayRegular } from '@fluentui/react-icons';
import type { PageContext } from '@coffee/field-toolkit/engine';
import { elapsedSeconds } from '@coffee/field-toolkit/forms/fieldActions/actions';
import { resetTimer, startTimer, stopTimer, stopwatchStore, useStopwatch } from '@coffee/field-toolkit/runtime';
import { durationText } from '@coffee/domain';
import { CounterBar } from '@coffee/field-toolkit/blocks/counterBar';

/** The stopwatch timer of a shot (a dial-in's extraction time). */
export const SHOT_TIMER = 'shot';

export interface ShotTimerBlock {
  /** The counter bar (start, end with a big timer), for `detail.companion`. */
  companion: ComponentType<{ context: PageContext }>;
}

/**
 * A shot timer for a form whose extraction time has no timer of its own (the cafe's dial-in): Start runs the
 * stopwatch, End stops it and puts the whole seconds into `field`. Leaving the form forgets the timer.
 */
export function shotTimer(field: string): ShotTimerBlock {
  function ShotCounter({ context }: { context: PageContext }) {
    const { t } = useTranslation();
    const { mode, change } = context;
    const timer = useStopwatch((state) => state.timers[SHOT_TIMER]);
    const running = timer?.startedAt != null;
    const [announcement, setAnnouncement] = useState('');
    useEffect(() => () => resetTimer(SHOT_TIMER), []);
    if (mode === 'view') return null;
    const label = t(`fields.${field}`);
    const stopped = timer !== undefined && !running;
    const start = () => {
      startTimer(SHOT_TIMER, Date.now(), []);
      setAnnouncement(t('blocks.counter.started'));
    };
    const end = () => {
      const now = Date.now();
      const seconds = elapsedSeconds(stopwatchStore.getState().timers[SHOT_TIMER], now);
      stopTimer(SHOT_TIMER, now);
      if (seconds === null) return;
      change(field, seconds);
      setAnnouncement(t('blocks.counter.filled', { field: label, time: durationText(seconds) }));
    };
    return (
      <CounterBar
        title={t('blocks.counter.shot')}
        timer={SHOT_TIMER}
        hint={t(running || !stopped ? 'blocks.counter.fills' : 'blocks.counter.filled', {
          field: label,
          time: durationText((timer?.stoppedElapsed ?? 0) / 1000),
        })}
        announcement={announcement}
        buttons={[
          {
            label: t(stopped ? 'blocks.counter.restart' : 'blocks.counter.start'),
            icon: <PlayRegular />,
            onClick: start,
            disabled: running,
            primary: !running,
          },
          {
            label: t('blocks.counter.end'),
            icon: <CheckmarkRegular />,
            onClick: end,
            disabled: !running,
            primary: running,
          },
        ]}
      />
    );
  }
  return { companion: ShotCounter };
}
