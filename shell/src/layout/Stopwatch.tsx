import { makeStyles, tokens } from '@fluentui/react-components';
import { Pause20Regular } from '@fluentui/react-icons/svg/pause';
import { Play20Regular } from '@fluentui/react-icons/svg/play';
import { Timer20Regular } from '@fluentui/react-icons/svg/timer';
import { useTranslation } from 'react-i18next';
import {
  MAIN_TIMER,
  elapsedOf,
  formatElapsed,
  showTimer,
  toggleTimer,
  useStopwatchClock,
  useStopwatch,
} from '@coffee/field-toolkit/runtime';
import { ChoiceMenu } from './ChoiceMenu';
import { ToolbarButton } from './ToolbarParts';

const useStyles = makeStyles({
  time: {
    fontVariantNumeric: 'tabular-nums',
    fontFamily: tokens.fontFamilyMonospace,
    minWidth: '7ch',
    textAlign: 'right',
    alignSelf: 'center',
    paddingInlineEnd: tokens.spacingHorizontalS,
  },
});

/** The toolbar stopwatch: the main timer, plus any named timer a page runs (behaviour §01-4). */
export function Stopwatch() {
  const styles = useStyles();
  const { t } = useTranslation();
  const timers = useStopwatch((state) => state.timers);
  const displayed = useStopwatch((state) => state.displayed);
  const timer = timers[displayed] ?? timers[MAIN_TIMER];
  const running = Object.values(timers).some((candidate) => candidate.startedAt !== null);
  const now = useStopwatchClock(running);

  const isRunning = timer?.startedAt != null;
  const names = Object.keys(timers);
  const timerLabel = (name: string) => t(`shell.timers.${name}`, { defaultValue: name });
  return (
    <>
      {names.length > 1 && (
        <ChoiceMenu
          label={t('shell.stopwatchShow')}
          icon={<Timer20Regular />}
          value={displayed}
          options={names}
          optionLabel={timerLabel}
          onChange={showTimer}
        />
      )}
      <ToolbarButton
        icon={isRunning ? <Pause20Regular /> : <Play20Regular />}
        aria-label={isRunning ? t('shell.stopwatchStop') : t('shell.stopwatchStart')}
        aria-pressed={isRunning}
        onClick={() => toggleTimer(displayed)}
      />
      <span className={styles.time} role="timer" aria-label={`${t('shell.stopwatch')} ${timerLabel(displayed)}`}>
        {formatElapsed(timer ? elapsedOf(timer, now) : 0)}
      </span>
    </>
  );
}
