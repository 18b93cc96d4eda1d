import { Input } from '@fluentui/react-components';
import { WidgetField } from '../shared';
import type { DateFieldProps } from './DateField.types';
import { formatDateValue, fromInputValue, toInputValue } from '@coffee/field-toolkit/widgets/format';

const INPUT_TYPES = { date: 'date', time: 'time', datetime: 'datetime-local', month: 'month' } as const;

export function DateField({
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
  kind = 'date',
  short = false,
  compact = false,
}: DateFieldProps) {
  if (mode !== 'edit') {
    return (
      <WidgetField name={name} label={label} mode={mode} hint={hint}>
        <Input name={name} readOnly appearance="underline" value={formatDateValue(value, kind, short)} />
      </WidgetField>
    );
  }
  return (
    <WidgetField name={name} label={label} mode={mode} required={required} error={error} hint={hint}>
      <Input
        name={name}
        type={INPUT_TYPES[kind]}
        value={toInputValue(value, kind)}
        disabled={disabled}
        onChange={(_, data) => onChange?.(fromInputValue(data.value, kind, compact))}
        onBlur={onBlur}
      />
    </WidgetField>
  );
}
