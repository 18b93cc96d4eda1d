import { Rating, RatingDisplay } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { WidgetField } from '../shared';
import type { RateFieldProps } from './RateField.types';

export function RateField({
  name,
  label,
  mode,
  value,
  onChange,
  disabled,
  error,
  hint,
  max = 5,
  allowHalf = false,
  required,
}: RateFieldProps) {
  const { t } = useTranslation();
  return (
    <WidgetField name={name} label={label} mode={mode} required={required} error={error} hint={hint} skeletonSize={24}>
      {mode === 'edit' && !disabled ? (
        <Rating
          name={name}
          // The radio group is named after its field (the Field's label does not reach it).
          aria-label={label}
          max={max}
          step={allowHalf ? 0.5 : 1}
          value={value ?? 0}
          itemLabel={(rating) => t('widgets.ratingItem', { value: rating, max })}
          onChange={(_, data) => onChange?.(data.value)}
        />
      ) : (
        <RatingDisplay max={max} value={value ?? 0} valueText={t('widgets.ratingItem', { value: value ?? 0, max })} />
      )}
    </WidgetField>
  );
}
