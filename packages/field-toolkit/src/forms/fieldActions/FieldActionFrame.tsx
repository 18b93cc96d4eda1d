import type { FieldDef } from '@coffee/domain';
import type { ReactNode } from 'react';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ClockRegular, TimerRegular, WandRegular } from '@fluentui/react-icons';
import { useField, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { alert } from '@coffee/field-toolkit/dialogs';
import { stopwatchStore } from '@coffee/field-toolkit/runtime';
import type { FormValues } from '../subLists';
import { applyAction, isHighlighted, runTimerEffect } from '@coffee/field-toolkit/forms/fieldActions/actions';
import { useFieldActionSpec, useHighlightedMark } from './FieldActionsContext';
import type { FieldAction } from './types';

const useStyles = makeStyles({
  frame: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalXXS,
    borderRadius: tokens.borderRadiusMedium,
    outline: `${tokens.strokeWidthThick} solid transparent`,
    transitionProperty: 'background-color, outline-color',
    transitionDuration: tokens.durationNormal,
  },
  highlighted: { backgroundColor: tokens.colorBrandBackground2, outlineColor: tokens.colorBrandStroke1 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

const ICONS = {
  now: <ClockRegular />,
  elapsed: <TimerRegular />,
  toggle: <ClockRegular />,
  update: <WandRegular />,
} as const;

function labelKey(action: FieldAction): string {
  if (action.label) return action.label;
  if (action.kind === 'now' || action.kind === 'toggle') return 'fieldActions.now';
  return 'fieldActions.stamp';
}

export interface FieldActionFrameProps {
  def: FieldDef;
  name: string;
  /** Buttons show in edit mode only. */
  editing: boolean;
  children: ReactNode;
}

const currentTime = () => Date.now();

/** A field with its action buttons ('now', a timer stamp, ...) and the threshold highlight (behaviour §01-4). */
export function FieldActionFrame({ def, name, editing, children }: FieldActionFrameProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const form = useForm<FormValues>();
  const spec = useFieldActionSpec(def.name);
  const { input } = useField(name, { subscription: { value: true } });
  const highlighted = isHighlighted(input.value, useHighlightedMark(spec?.timer));
  const label = t(`fields.${def.name}`);
  const run = async (action: FieldAction) => {
    const now = currentTime();
    const { timers } = stopwatchStore.getState();
    const pending = applyAction(action, { name, type: def.type }, form.getState().values, now, timers);
    runTimerEffect(action, timers, now);
    const updates = await pending;
    if (updates === null && action.kind === 'elapsed')
      await alert({ title: { key: 'messages.alert' }, message: { key: 'fieldActions.timerStopped' } });
    if (updates) form.batch(() => Object.entries(updates).forEach(([field, value]) => form.change(field, value)));
  };
  return (
    <div
      className={mergeClasses(styles.frame, highlighted && styles.highlighted)}
      data-highlighted={highlighted || undefined}
      aria-current={highlighted ? 'time' : undefined}
    >
      {children}
      {editing && spec?.actions?.length ? (
        <div className={styles.actions} role="group" aria-label={label}>
          {spec.actions.map((action) => (
            <Button
              key={labelKey(action)}
              size="small"
              appearance="subtle"
              icon={ICONS[action.kind]}
              aria-label={`${label}: ${t(labelKey(action))}`}
              onClick={() => void run(action)}
            >
              {t(labelKey(action))}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
