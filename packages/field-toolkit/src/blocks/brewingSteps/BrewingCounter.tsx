import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckmarkRegular, FlagRegular, PlayRegular } from '@fluentui/react-icons';
import type { PageContext } from '@coffee/field-toolkit/engine';
import { elapsedSeconds } from '@coffee/field-toolkit/forms/fieldActions/actions';
import { stopwatchStore, useStopwatch } from '@coffee/field-toolkit/runtime';
import { durationText } from '@coffee/domain/brewing';
import { CounterBar } from '@coffee/field-toolkit/blocks/counterBar';
import { counterEnd, counterNextStep, counterStamp, counterStart } from './counter';
import { BREWING_TIMER, TIMER_START_WINDOW_MS, parseStartTime } from './steps';

const isBlank = (value: unknown) => value === null || value === undefined || value === '';
const secondsNow = () => elapsedSeconds(stopwatchStore.getState().timers[BREWING_TIMER], Date.now());

/**
 * When a brew started and has not ended (no total yet): the clock may have stopped at its last planned step (a
 * repeated pour-over), the brew still goes on until End.
 */
function underWaySince(values: Readonly<Record<string, unknown>>): number | null {
  const startedAt = parseStartTime(values.brewing_start_time);
  return startedAt === null || !isBlank(values.brewing_term) ? null : startedAt;
}

/** The brewing steps' counter bar: start the brew, stamp the next step, end it (sets the total). */
export function BrewingCounter({ context }: { context: PageContext }) {
  const { t } = useTranslation();
  const { values, mode, batch } = context;
  const running = useStopwatch((state) => state.timers[BREWING_TIMER]?.startedAt != null);
  const [announcement, setAnnouncement] = useState('');
  if (mode === 'view') return null;
  const next = counterNextStep(values);
  const stepName = (step: number) => t('blocks.counter.step', { n: step + 1 });
  const ended = !running && !isBlank(values.brewing_term) && !isBlank(values.brewing_start_time);
  const since = running ? null : underWaySince(values);
  let hint: string;
  if (ended) hint = t('blocks.counter.ended', { time: durationText(Number(values.brewing_term)) });
  else if (!running) hint = t('blocks.counter.ready');
  else if (next === null) hint = t('blocks.counter.allStamped');
  else hint = t('blocks.counter.next', { step: stepName(next) });

  const start = () => {
    batch(counterStart(values, Date.now()));
    setAnnouncement(t('blocks.counter.started'));
  };
  const stamp = () => {
    const seconds = secondsNow();
    const stamped = seconds === null ? null : counterStamp(values, seconds);
    if (!stamped || seconds === null) return;
    batch(stamped.values);
    setAnnouncement(t('blocks.counter.stamped', { step: stepName(stamped.step), time: durationText(seconds) }));
  };
  const end = () => {
    const late = since === null ? null : Date.now() - since;
    const seconds =
      late === null ? secondsNow() : late > 0 && late <= TIMER_START_WINDOW_MS ? Math.round(late / 1000) : null;
    if (seconds === null) return;
    batch(counterEnd(values, seconds));
    setAnnouncement(t('blocks.counter.ended', { time: durationText(seconds) }));
  };
  return (
    <CounterBar
      title={t('blocks.counter.brewing')}
      timer={BREWING_TIMER}
      hint={hint}
      announcement={announcement}
      buttons={[
        {
          label: t(isBlank(values.brewing_start_time) ? 'blocks.counter.start' : 'blocks.counter.restart'),
          icon: <PlayRegular />,
          onClick: start,
          disabled: running,
          primary: !running,
        },
        {
          label: t('blocks.counter.stamp', { step: stepName(next ?? 8) }),
          icon: <FlagRegular />,
          onClick: stamp,
          disabled: !running || next === null,
          primary: running,
        },
        {
          label: t('blocks.counter.end'),
          icon: <CheckmarkRegular />,
          onClick: end,
          disabled: !running && since === null,
        },
      ]}
    />
  );
}
