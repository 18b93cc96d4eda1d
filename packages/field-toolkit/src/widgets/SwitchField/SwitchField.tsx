import { Switch } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { WidgetField } from '../shared';
import type { SwitchFieldProps } from './SwitchField.types';
import { isSwitchOn } from './useSwitchField';

export function SwitchField({
  name,
  label,
  mode,
  value,
  onChange,
  onBlur,
  disabled,
  error,
  hint,
  onValue = 1,
  offValue = 0,
}: SwitchFieldProps) {
  const { t } = useTranslation();
  const checked = isSwitchOn(value, onValue);
  return (
    <WidgetField name={name} label={label} mode={mode} error={error} hint={hint} skeletonSize={24}>
      <Switch
        name={name}
        checked={checked}
        label={checked ? t('widgets.yes') : t('widgets.no')}
        disabled={disabled || mode === 'view'}
        onChange={(_, data) => onChange?.(data.checked ? onValue : offValue)}
        onBlur={onBlur}
      />
    </WidgetField>
  );
}
