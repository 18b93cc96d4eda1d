import { useState } from 'react';
import { Button, Combobox, Input, Option, Tooltip, makeStyles } from '@fluentui/react-components';
import { ArrowClockwiseRegular, DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { WidgetField, findOption, optionText } from '../shared';
import type { SelectOption } from '../shared';
import type { SearchSelectFieldProps } from './SearchSelectField.types';
import { filterOptions } from './useSearchSelectField';

const useStyles = makeStyles({
  row: { display: 'flex', columnGap: '4px', alignItems: 'center' },
  combo: { flexGrow: 1, minWidth: 0 },
});

const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value];

export function SearchSelectField({
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
  multiple = false,
  onReload,
  loading,
}: SearchSelectFieldProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const selected = asList(value)
    .map((item) => findOption(options, item))
    .filter((option): option is SelectOption => option !== undefined);
  const selectedText = selected.map(optionText).join(', ');
  const [query, setQuery] = useState(selectedText);
  const [shownSelection, setShownSelection] = useState(selectedText);
  if (shownSelection !== selectedText) {
    setShownSelection(selectedText);
    setQuery(selectedText);
  }

  if (mode !== 'edit') {
    return (
      <WidgetField name={name} label={label} mode={mode} hint={hint}>
        <Input name={name} readOnly appearance="underline" value={selectedText} />
      </WidgetField>
    );
  }
  const visible = query === selectedText ? options : filterOptions(options, query);
  return (
    <WidgetField name={name} label={label} mode={mode} required={required} error={error} hint={hint}>
      <div className={styles.row}>
        <Combobox
          className={styles.combo}
          name={name}
          freeform
          multiselect={multiple}
          value={query}
          placeholder={t('widgets.searchPlaceholder')}
          // Fluent names this button in English only.
          expandIcon={{ 'aria-label': t('widgets.openOptions', { field: label }) }}
          selectedOptions={selected.map((option) => String(option.value))}
          disabled={disabled}
          onChange={(event) => setQuery(event.target.value)}
          onOptionSelect={(_, data) => {
            const chosen = data.selectedOptions
              .map((item) => findOption(options, item))
              .filter((option): option is SelectOption => option !== undefined);
            setQuery(chosen.map(optionText).join(', '));
            if (multiple) onChange?.(chosen.map((option) => option.value));
            else onChange?.(chosen[0]?.value ?? null);
          }}
          onBlur={() => {
            if (query.trim() === '' && selected.length > 0) onChange?.(multiple ? [] : null);
            else setQuery(selectedText);
            onBlur?.();
          }}
        >
          {visible.map((option) => (
            <Option key={String(option.value)} value={String(option.value)} text={optionText(option)}>
              {option.label}
            </Option>
          ))}
          {visible.length === 0 && (
            <Option key="" value="" text="" disabled>
              {t('widgets.noOptions')}
            </Option>
          )}
        </Combobox>
        {!required && !multiple && selected.length > 0 && (
          // An optional choice can be taken back (e.g. a recipe's reference batch).
          <Tooltip content={t('widgets.clearChoice', { field: label })} relationship="label">
            <Button
              appearance="subtle"
              icon={<DismissRegular />}
              disabled={disabled}
              onClick={() => {
                setQuery('');
                onChange?.(null);
              }}
            />
          </Tooltip>
        )}
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
