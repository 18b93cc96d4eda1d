import { useState } from 'react';
import { Input } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { WidgetField } from '../shared';
import type { NumberFieldProps } from './NumberField.types';
import { defaultStep, formatNumber, toDisplayNumber, toStoredNumber } from '@coffee/field-toolkit/widgets/format';

export function NumberField({
  name,
  label,
  mode,
  value,
  onChange,
  onBlur,
  required,
  disabled,
  error,
  hint,
  scale = 1,
  step,
  min,
  max,
  unit,
  grouping = true,
}: NumberFieldProps) {
  const { i18n } = useTranslation();
  const shown = toDisplayNumber(value, scale);
  // Local text keeps partial input such as "1." that has no stored equivalent yet.
  const [text, setText] = useState(shown === null ? '' : String(shown));
  // Re-sync only when the stored value changes from outside (undo, paste, reload), not while typing.
  const [synced, setSynced] = useState({ value, scale });
  if (synced.value !== value || synced.scale !== scale) {
    setSynced({ value, scale });
    if (toStoredNumber(text, scale) !== value && !(value === null && text === ''))
      setText(shown === null ? '' : String(shown));
  }

  if (mode !== 'edit') {
    return (
      <WidgetField name={name} label={label} mode={mode} hint={hint}>
        <Input
          name={name}
          readOnly
          appearance="underline"
          value={formatNumber(value, scale, i18n.language, grouping)}
          contentAfter={unit}
        />
      </WidgetField>
    );
  }
  return (
    <WidgetField name={name} label={label} mode={mode} required={required} error={error} hint={hint}>
      <Input
        name={name}
        type="number"
        inputMode="decimal"
        step={step ?? defaultStep(scale)}
        min={min}
        max={max}
        value={text}
        disabled={disabled}
        contentAfter={unit}
        onChange={(event, data) => {
          setText(data.value);
          const bad = data.value === '' && event.currentTarget.validity?.badInput;
          onChange?.(bad ? Number.NaN : toStoredNumber(data.value, scale));
        }}
        onBlur={onBlur}
      />
    </WidgetField>
  );
}
