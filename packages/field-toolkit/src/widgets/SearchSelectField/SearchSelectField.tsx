import { Suspense, lazy, useState } from 'react';
import { Button, Input, Tooltip, makeStyles } from '@fluentui/react-components';
import { ArrowClockwiseRegular, DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { WidgetField, findOption, optionText } from '../shared';
import type { SelectOption } from '../shared';
import type { SearchSelectFieldProps } from './SearchSelectField.types';

// Fluent's combobox is a large download: fetched when a field is first edited, never for a list or a read-only form.
const SearchCombobox = lazy(() => import('./SearchCombobox'));

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
  return (
    <WidgetField name={name} label={label} mode={mode} required={required} error={error} hint={hint}>
      <div className={styles.row}>
        <Suspense fallback={<Input className={styles.combo} name={name} disabled value={query} />}>
          <SearchCombobox
            className={styles.combo}
            name={name}
            label={label}
            multiple={multiple}
            query={query}
            onQuery={setQuery}
            options={options}
            selected={selected}
            selectedText={selectedText}
            disabled={disabled}
            onChange={onChange}
            onBlur={onBlur}
          />
        </Suspense>
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
