import { Image, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { WidgetField } from '../shared';
import type { ImageFieldProps } from './ImageField.types';
import { useImageFailed } from './useImageField';

const useStyles = makeStyles({
  wrap: { display: 'flex', flexDirection: 'column', rowGap: '4px' },
  placeholder: { backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusMedium },
});

export function ImageField({
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
  alt,
  width = 160,
  height = 120,
}: ImageFieldProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [failed, onError] = useImageFailed(value);
  const picture = failed ? (
    <div role="img" aria-label={t('widgets.imageEmpty')} className={styles.placeholder} style={{ width, height }} />
  ) : (
    <Image src={value ?? undefined} alt={alt ?? label} width={width} height={height} fit="contain" onError={onError} />
  );
  return (
    <WidgetField name={name} label={label} mode={mode} required={required} error={error} hint={hint} skeletonSize={120}>
      {mode === 'edit' ? (
        <div className={styles.wrap}>
          <Input
            name={name}
            type="url"
            aria-label={t('widgets.imageUrl')}
            value={value ?? ''}
            disabled={disabled}
            onChange={(_, data) => onChange?.(data.value === '' ? null : data.value)}
            onBlur={onBlur}
          />
          {picture}
        </div>
      ) : (
        picture
      )}
    </WidgetField>
  );
}
