import { Input, Link, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { WidgetField } from '../shared';
import type { LinkFieldProps } from './LinkField.types';

export function LinkField({
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
  text,
  external = true,
}: LinkFieldProps) {
  const { t } = useTranslation();
  if (mode === 'edit') {
    return (
      <WidgetField name={name} label={label} mode={mode} required={required} error={error} hint={hint}>
        <Input
          name={name}
          type="url"
          value={value ?? ''}
          disabled={disabled}
          onChange={(_, data) => onChange?.(data.value)}
          onBlur={onBlur}
        />
      </WidgetField>
    );
  }
  return (
    <WidgetField name={name} label={label} mode={mode} hint={hint}>
      {value ? (
        <Link
          href={value}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          title={t('widgets.openLink')}
        >
          {text ?? value}
        </Link>
      ) : (
        <Text>{t('widgets.empty')}</Text>
      )}
    </WidgetField>
  );
}
