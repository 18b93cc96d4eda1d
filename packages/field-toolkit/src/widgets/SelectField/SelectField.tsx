import { Button, Input, Select, Tooltip, makeStyles } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { WidgetField, findOption, optionText } from '../shared';
import type { SelectFieldProps } from './SelectField.types';
import { valueFromSelection } from './useSelectField';

const useStyles = makeStyles({
  row: { display: 'flex', columnGap: '4px', alignItems: 'center' },
  select: { flexGrow: 1 },
});

export function SelectField({
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
  options,
  allowEmpty,
  onReload,
  loading,
}: SelectFieldProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const selected = findOption(options, value);
  if (mode !== 'edit') {
    return (
      <WidgetField name={name} label={label} mode={mode} hint={hint}>
        <Input name={name} readOnly appearance="underline" value={selected ? optionText(selected) : ''} />
      </WidgetField>
    );
  }
  const withEmpty = allowEmpty ?? !required;
  return (
    <WidgetField name={name} label={label} mode={mode} required={required} error={error} hint={hint}>
      <div className={styles.row}>
        <Select
          className={styles.select}
          name={name}
          value={selected ? String(selected.value) : ''}
          disabled={disabled}
          onChange={(_, data) => onChange?.(valueFromSelection(options, data.value))}
          onBlur={onBlur}
        >
          {(withEmpty || !selected) && <option value="">{t('widgets.selectPlaceholder')}</option>}
          {options.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {optionText(option)}
            </option>
          ))}
        </Select>
        {onReload && (
          <Tooltip content={t('widgets.reloadOptions')} relationship="label">
            <Button
              appearance="subtle"
              icon={<ArrowClockwiseRegular />}
              disabled={disabled || loading}
              onClick={onReload}
            />
          </Tooltip>
        )}
      </div>
    </WidgetField>
  );
}
