import { Button, Link, Text, makeStyles } from '@fluentui/react-components';
import { shortCodeText } from '@coffee/domain/pages';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { WidgetField } from '../shared';
import type { QrCodeFieldProps } from './QrCodeField.types';
import { useQrCodeDownload } from './useQrCodeField';

export const QR_CODE_SIZE = 120;

const useStyles = makeStyles({
  wrap: { display: 'flex', flexDirection: 'column', rowGap: '6px', alignItems: 'flex-start' },
  link: { wordBreak: 'break-all' },
  code: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', letterSpacing: '0.08em' },
});

/** A derived, read-only code of a public link: view and edit show the same picture, the link and a PNG download. */
export function QrCodeField({
  name,
  label,
  mode,
  value,
  hint,
  size = QR_CODE_SIZE,
  fileName,
  shortCode,
}: QrCodeFieldProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const printed = shortCode ? shortCodeText(shortCode) : undefined;
  const { svgRef, download } = useQrCodeDownload(size, value, fileName, printed);
  return (
    <WidgetField name={name} label={label} mode={mode} hint={hint} skeletonSize={120}>
      {value ? (
        <div className={styles.wrap}>
          <QRCodeSVG ref={svgRef} value={value} size={size} role="img" aria-label={t('widgets.qrCode', { value })} />
          {printed && (
            <Text>
              {t('widgets.beanCode')}: <strong className={styles.code}>{printed}</strong>
            </Text>
          )}
          <Link href={value} target="_blank" rel="noopener" className={styles.link}>
            {value}
          </Link>
          <Button size="small" icon={<ArrowDownloadRegular />} onClick={() => void download()}>
            {t('widgets.qrDownload')}
          </Button>
        </div>
      ) : (
        <Text>{t('widgets.empty')}</Text>
      )}
    </WidgetField>
  );
}
