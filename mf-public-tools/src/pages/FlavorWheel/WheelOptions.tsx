import { useId } from 'react';
import { Label, Slider, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const ROTATION = { min: -180, max: 180, step: 10 } as const;

const useStyles = makeStyles({
  rotation: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  // The marks sit under the ends and the middle of the track (the thumb's half-width in from each edge).
  marks: { display: 'flex', justifyContent: 'space-between', marginInline: '10px' },
  mark: { color: tokens.colorNeutralForeground2 },
});

/** How the wheel is drawn. */
export interface WheelView {
  /** Degrees, -180 to 180 in steps of 10. */
  rotation: number;
  reverse: boolean;
  simple: boolean;
}

export const INITIAL_VIEW: WheelView = { rotation: 0, reverse: false, simple: false };

/** The wheel's view options: a rotation slider and two switches (plain Fluent controls, no form field around). */
export function WheelOptions({ view, onChange }: { view: WheelView; onChange: (view: WheelView) => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const rotationId = useId();
  return (
    <>
      <div className={styles.rotation}>
        <Label htmlFor={rotationId}>{t('area.flavorWheel.rotation')}</Label>
        <Slider
          id={rotationId}
          name="cupnote_flavor_wheel_rotate"
          {...ROTATION}
          value={view.rotation}
          aria-valuetext={`${view.rotation}°`}
          onChange={(_, data) => onChange({ ...view, rotation: data.value })}
        />
        <div className={styles.marks} aria-hidden="true">
          {[ROTATION.min, 0, ROTATION.max].map((mark) => (
            <Text key={mark} size={100} className={styles.mark}>
              {mark}
            </Text>
          ))}
        </div>
      </div>
      <Switch
        name="cupnote_flavor_wheel_reverse"
        label={t('area.flavorWheel.reverse')}
        checked={view.reverse}
        onChange={(_, data) => onChange({ ...view, reverse: data.checked })}
      />
      <Switch
        name="cupnote_flavor_wheel_simple"
        label={t('area.flavorWheel.simple')}
        checked={view.simple}
        onChange={(_, data) => onChange({ ...view, simple: data.checked })}
      />
    </>
  );
}
