import type { ReactElement } from 'react';
import { Button, Text, ToggleButton, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { TimerRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { elapsedOf, formatElapsed, useStopwatch, useStopwatchClock } from '@coffee/field-toolkit/runtime';
import { useCounterMode } from './useCounterMode';

/** Touch targets of the bar: at least 48 px (WCAG 2.5.5 asks 44), big enough for a thumb at the counter. */
const TARGET = '56px';
/** A phone's width: the bar collapses to one row there (behaviour §10-4.4). */
const PHONE = '@media (max-width: 479.98px)';

const useStyles = makeStyles({
  // Sticky at the bottom of the form: it rides along while the form scrolls and rests after the last section, so
  // scrolling to the end uncovers everything it passed over.
  bar: {
    position: 'sticky',
    bottom: 0,
    zIndex: 5,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    boxShadow: tokens.shadow16,
    borderRadius: `${tokens.borderRadiusLarge} ${tokens.borderRadiusLarge} 0 0`,
    // One row on a phone: the time, the buttons that can act now, the toggle; about a tenth of the screen's height.
    [PHONE]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gap: tokens.spacingHorizontalS,
      padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    },
  },
  readout: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: tokens.spacingHorizontalM,
    [PHONE]: { gridColumn: '1', gridRow: '1' },
  },
  time: {
    fontSize: '52px',
    lineHeight: '56px',
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
    [PHONE]: { fontSize: '30px', lineHeight: '40px' },
  },
  running: { color: tokens.colorBrandForeground1 },
  // The buttons say what comes next on a phone: the hint is left to the wider screens.
  hint: { color: tokens.colorNeutralForeground2, [PHONE]: { display: 'none' } },
  buttons: {
    gridColumn: '1 / -1',
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingHorizontalS,
    [PHONE]: { gridColumn: '2', gridRow: '1' },
  },
  button: {
    minHeight: TARGET,
    minWidth: 0,
    paddingInline: tokens.spacingHorizontalS,
    fontSize: tokens.fontSizeBase400,
    // The buttons share a phone's row: their words keep to one line without the icons.
    [PHONE]: { minHeight: '48px', '& .fui-Button__icon': { display: 'none' } },
  },
  // A button that cannot act now leaves the phone's one row to those that can.
  idle: { [PHONE]: { display: 'none' } },
  toggle: { minHeight: '48px', minWidth: '48px', [PHONE]: { gridColumn: '3', gridRow: '1' } },
  // Closed, the toggle waits after the form's last section: floating over the form it covered the field under it
  // (a note's region on a phone, the right column on a desktop).
  closed: { alignSelf: 'flex-end', marginTop: tokens.spacingVerticalS },
  status: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

export interface CounterButton {
  /** The button's words, which also name it. */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  primary?: boolean;
  icon?: ReactElement;
}

export interface CounterBarProps {
  /** The region's name (the block's timer title). */
  title: string;
  /** The stopwatch timer the big readout shows. */
  timer: string;
  /** What the next press does ("Next stamp: step 2"). */
  hint: string;
  buttons: readonly CounterButton[];
  /** Read out politely by screen readers when it changes: what was just stamped, never the ticking time. */
  announcement: string;
}

/** The big, ticking time of a stopwatch timer (role timer: not read out every tenth of a second). */
function Readout({ timer }: { timer: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const state = useStopwatch((stopwatch) => stopwatch.timers[timer]);
  const running = state?.startedAt != null;
  const now = useStopwatchClock(running);
  const elapsed = state ? elapsedOf(state, now) : 0;
  return (
    <Text
      role="timer"
      aria-label={t('blocks.counter.time')}
      className={mergeClasses(styles.time, running && styles.running)}
    >
      {formatElapsed(elapsed)}
    </Text>
  );
}

/**
 * Counter mode (for the counter, behaviour §04-3): a timer's big readout and large buttons kept at the bottom of the screen while the form
 * scrolls, for one hand at the counter. Open by default on phones; the "Counter mode" toggle opens or closes it on
 * any screen (remembered on the device). Closed, the toggle sits after the form's last section, over no field.
 */
export function CounterBar({ title, timer, hint, buttons, announcement }: CounterBarProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const mode = useCounterMode();
  const toggle = (
    <ToggleButton
      className={mergeClasses(styles.toggle, !mode.on && styles.closed)}
      checked={mode.on}
      icon={<TimerRegular />}
      aria-label={mode.on ? t('blocks.counter.mode') : undefined}
      onClick={mode.toggle}
    >
      {mode.on ? undefined : t('blocks.counter.mode')}
    </ToggleButton>
  );
  const status = (
    <div role="status" className={styles.status}>
      {announcement}
    </div>
  );
  if (!mode.on)
    return (
      <>
        {toggle}
        {status}
      </>
    );
  return (
    <section aria-label={title} className={styles.bar}>
      <div className={styles.readout}>
        <Readout timer={timer} />
        <Text className={styles.hint}>{hint}</Text>
      </div>
      {toggle}
      <div className={styles.buttons}>
        {buttons.map((button) => (
          <Button
            key={button.label}
            className={mergeClasses(styles.button, button.disabled && styles.idle)}
            appearance={button.primary ? 'primary' : 'secondary'}
            icon={button.icon}
            disabled={button.disabled}
            onClick={button.onClick}
          >
            {button.label}
          </Button>
        ))}
      </div>
      {status}
    </section>
  );
}
