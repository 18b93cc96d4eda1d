import { Textarea } from '@fluentui/react-components';
import type { CSSProperties } from 'react';
import { WidgetField } from '../shared';
import { LimitCounter } from '../shared/LimitCounter';
import type { TextAreaFieldProps } from './TextAreaField.types';
import { textAreaLimit } from './useTextAreaField';

/** A memo read in view mode is as tall as what it holds (where the browser can size a field to its content). */
const FIT_CONTENT = { fieldSizing: 'content', minHeight: '2.5rem' } as CSSProperties;

export function TextAreaField({
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
  variant = 'normal',
  rows = 4,
  placeholder,
  maxBytes,
}: TextAreaFieldProps) {
  const limit = textAreaLimit(variant);
  const text = value ?? '';
  const counter = mode === 'edit' && <LimitCounter text={text} maxBytes={maxBytes} maxCharacters={limit} />;
  return (
    <WidgetField
      name={name}
      label={label}
      mode={mode}
      required={required}
      error={error}
      hint={counter || hint}
      skeletonSize={96}
    >
      <Textarea
        name={name}
        value={text}
        rows={rows}
        resize="vertical"
        readOnly={mode === 'view'}
        appearance={mode === 'view' ? 'filled-lighter' : 'outline'}
        textarea={mode === 'view' ? { style: FIT_CONTENT } : undefined}
        maxLength={mode === 'edit' ? limit : undefined}
        disabled={disabled}
        placeholder={mode === 'edit' ? placeholder : undefined}
        onChange={(_, data) => onChange?.(data.value)}
        onBlur={onBlur}
      />
    </WidgetField>
  );
}
