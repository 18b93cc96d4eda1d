import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../SelectField';
import { TextField } from '../TextField';
import type { DirectSelectFieldProps } from './DirectSelectField.types';
import { DIRECT_INPUT_VALUE, isDirectChoice, withDirectOption } from './useDirectSelectField';

export function DirectSelectField({
  directValue = DIRECT_INPUT_VALUE,
  companionName,
  companionLabel,
  companionValue,
  onCompanionChange,
  companionError,
  companionMaxBytes,
  options,
  ...select
}: DirectSelectFieldProps) {
  const { t } = useTranslation();
  const allOptions = useMemo(
    () => withDirectOption(options, directValue, t('widgets.directInput')),
    [options, directValue, t],
  );
  return (
    <>
      <SelectField {...select} options={allOptions} />
      {isDirectChoice(select.value, directValue) && (
        <TextField
          name={companionName}
          label={companionLabel}
          mode={select.mode}
          value={companionValue}
          onChange={onCompanionChange}
          required
          disabled={select.disabled}
          error={companionError}
          maxBytes={companionMaxBytes}
        />
      )}
    </>
  );
}
