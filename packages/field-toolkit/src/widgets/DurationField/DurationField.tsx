import { Input } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { WidgetField } from '../shared';
import type { DurationFieldProps } from './DurationField.types';
import { formatDuration, useDurationText } from './useDurationField';

export function DurationField({
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
}: DurationFieldProps) {
  const { t } = useTranslation();
  const { text, malformed, change, normalise } = useDurationText(value, onChange);

  if (mode !== 'edit') {
    return (
      <WidgetField name={name} label={label} mode={mode} hint={hint}>
        <Input name={name} readOnly appearance="underline" value={formatDuration(value)} />
      </WidgetField>
    );
  }
  return (
    <WidgetField
      name={name}
      label={label}
      mode={mode}
      required={required}
      error={malformed ? t('widgets.durationFormat', { field: label }) : error}
      hint={hint}
    >
      <Input
        name={name}
        inputMode="numeric"
        placeholder={t('widgets.durationPlaceholder')}
        value={text}
        disabled={disabled}
        onChange={(_event, data) => change(data.value)}
        onBlur={() => {
          normalise();
          onBlur?.();
        }}
      />
    </WidgetField>
  );
}
