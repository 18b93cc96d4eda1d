import { Input } from '@fluentui/react-components';
import { WidgetField } from '../shared';
import { LimitCounter } from '../shared/LimitCounter';
import type { TextFieldProps } from './TextField.types';

export function TextField({
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
  maxBytes,
  placeholder,
  type = 'text',
}: TextFieldProps) {
  const counter = mode === 'edit' && maxBytes !== undefined && <LimitCounter text={value ?? ''} maxBytes={maxBytes} />;
  return (
    <WidgetField name={name} label={label} mode={mode} required={required} error={error} hint={counter || hint}>
      <Input
        name={name}
        type={type}
        value={value ?? ''}
        readOnly={mode === 'view'}
        appearance={mode === 'view' ? 'underline' : 'outline'}
        disabled={disabled}
        placeholder={mode === 'edit' ? placeholder : undefined}
        onChange={(_, data) => onChange?.(data.value)}
        onBlur={onBlur}
      />
    </WidgetField>
  );
}
