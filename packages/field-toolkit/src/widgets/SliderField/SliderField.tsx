import { Input, Slider, Text, makeStyles } from '@fluentui/react-components';
import { WidgetField } from '../shared';
import type { SliderFieldProps } from './SliderField.types';
import { markPositions } from './useSliderField';

const useStyles = makeStyles({
  wrap: { display: 'flex', flexDirection: 'column' },
  marks: { position: 'relative', height: '1.2em', marginLeft: '10px', marginRight: '10px' },
  mark: { position: 'absolute', transform: 'translateX(-50%)' },
});

export function SliderField({
  name,
  label,
  mode,
  value,
  onChange,
  onBlur,
  disabled,
  error,
  hint,
  min = 0,
  max = 100,
  step = 1,
  marks,
  unit,
  required,
}: SliderFieldProps) {
  const styles = useStyles();
  if (mode !== 'edit') {
    return (
      <WidgetField name={name} label={label} mode={mode} hint={hint}>
        <Input
          name={name}
          readOnly
          appearance="underline"
          value={value === null || value === undefined ? '' : String(value)}
          contentAfter={unit}
        />
      </WidgetField>
    );
  }
  const positions = marks ? markPositions(marks, min, max) : [];
  return (
    <WidgetField name={name} label={label} mode={mode} required={required} error={error} hint={hint}>
      <div className={styles.wrap}>
        <Slider
          name={name}
          min={min}
          max={max}
          step={step}
          value={value ?? min}
          disabled={disabled}
          aria-valuetext={unit && value !== null && value !== undefined ? `${value} ${unit}` : undefined}
          onChange={(_, data) => onChange?.(data.value)}
          onBlur={onBlur}
        />
        {positions.length > 0 && (
          <div className={styles.marks} aria-hidden="true">
            {positions.map((mark) => (
              <Text key={mark.value} size={100} className={styles.mark} style={{ left: `${mark.percent}%` }}>
                {mark.value}
              </Text>
            ))}
          </div>
        )}
      </div>
    </WidgetField>
  );
}
