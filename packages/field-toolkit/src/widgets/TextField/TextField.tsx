import { Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { WidgetField } from '../shared';
import type { TextFieldProps } from './TextField.types';
import { useByteCount } from './useTextField';

const useStyles = makeStyles({
  over: { color: tokens.colorPaletteRedForeground1 },
});

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
  const { t } = useTranslation();
  const styles = useStyles();
  const count = useByteCount(value, mode === 'edit' ? maxBytes : undefined);
  const counter = count && (
    <Text size={200} className={count.over ? styles.over : undefined} aria-live="polite">
      {t('widgets.byteCounter', { count: count.bytes, max: count.max })}
    </Text>
  );
  return (
    <WidgetField name={name} label={label} mode={mode} required={required} error={error} hint={counter ?? hint}>
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
