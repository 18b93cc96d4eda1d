import { Combobox, Option, makeStyles } from '@fluentui/react-components';
import type { PositioningProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { findOption, optionText } from '../shared';
import type { SelectOption } from '../shared';
import type { SearchSelectFieldProps } from './SearchSelectField.types';
import { filterOptions } from './useSearchSelectField';

interface SearchComboboxProps extends Pick<
  SearchSelectFieldProps,
  'name' | 'label' | 'options' | 'disabled' | 'onChange' | 'onBlur'
> {
  className: string;
  multiple: boolean;
  /** What the box shows: the typed text, or the chosen labels. */
  query: string;
  onQuery: (query: string) => void;
  selected: SelectOption[];
  selectedText: string;
}

/**
 * The list opens under its field, or above it where the screen has more room there, never beside it: Fluent's own
 * fallbacks include the sides, which a long list (250 countries) taller than the screen always took. Its height is
 * capped and then shrunk to the room left, so it scrolls inside itself (behaviour §09-4.5).
 */
export const DROPDOWN_POSITIONING: PositioningProps = {
  position: 'below',
  align: 'start',
  fallbackPositions: ['above-start'],
  autoSize: 'height',
};

const useStyles = makeStyles({ listbox: { maxHeight: 'min(20rem, 50vh)' } });

/** The edit state of a search select: a free-text combobox narrowing the options as the user types. */
export default function SearchCombobox({
  className,
  name,
  label,
  multiple,
  query,
  onQuery,
  options,
  selected,
  selectedText,
  disabled,
  onChange,
  onBlur,
}: SearchComboboxProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const visible = query === selectedText ? options : filterOptions(options, query);
  return (
    <Combobox
      className={className}
      name={name}
      freeform
      positioning={DROPDOWN_POSITIONING}
      listbox={{ className: styles.listbox }}
      multiselect={multiple}
      value={query}
      placeholder={t('widgets.searchPlaceholder')}
      // Fluent names this button in English only.
      expandIcon={{ 'aria-label': t('widgets.openOptions', { field: label }) }}
      selectedOptions={selected.map((option) => String(option.value))}
      disabled={disabled}
      onChange={(event) => onQuery(event.target.value)}
      onOptionSelect={(_, data) => {
        const chosen = data.selectedOptions
          .map((item) => findOption(options, item))
          .filter((option): option is SelectOption => option !== undefined);
        onQuery(chosen.map(optionText).join(', '));
        if (multiple) onChange?.(chosen.map((option) => option.value));
        else onChange?.(chosen[0]?.value ?? null);
      }}
      onBlur={() => {
        if (query.trim() === '' && selected.length > 0) onChange?.(multiple ? [] : null);
        else onQuery(selectedText);
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
  );
}
