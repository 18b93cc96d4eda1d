import { Text } from '@fluentui/react-components';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { WidgetField } from '../shared';
import type { QrCodeFieldProps } from './QrCodeField.types';

export const QR_CODE_SIZE = 120;

/** A derived, read-only code: view and edit show the same picture. */
export function QrCodeField({ name, label, mode, value, hint, size = QR_CODE_SIZE }: QrCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <WidgetField name={name} label={label} mode={mode} hint={hint} skeletonSize={120}>
      {value ? (
        <QRCodeSVG value={value} size={size} role="img" aria-label={t('widgets.qrCode', { value })} />
      ) : (
        <Text>{t('widgets.empty')}</Text>
      )}
    </WidgetField>
  );
}
