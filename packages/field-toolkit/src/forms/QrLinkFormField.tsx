import type { QrLink } from '@coffee/domain';
import { qrLinkUrl } from '@coffee/domain';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { QrCodeField } from '@coffee/field-toolkit/widgets';
import type { QrCodeFieldProps } from '@coffee/field-toolkit/widgets';

export interface QrLinkFormFieldProps extends Omit<QrCodeFieldProps, 'value'> {
  serial: string | null;
  /** The public page the serial opens; without it the field's own value is encoded as is. */
  link?: QrLink;
}

const NO_FIELD = '__qr_link_none';

/** A QR field of a serial: encodes the public URL of the serial, in the UI locale, on this site. */
export function QrLinkFormField({ serial, link, ...props }: QrLinkFormFieldProps) {
  const { i18n } = useTranslation();
  const typeField = link?.kind === 'event' ? link.typeField : NO_FIELD;
  const eventType = useField(typeField, { subscription: { value: true } }).input.value as unknown;
  const url = link
    ? qrLinkUrl(
        link,
        serial,
        { [typeField]: eventType },
        {
          locale: i18n.language === 'en' ? 'en' : 'kr',
          origin: globalThis.location?.origin,
        },
      )
    : serial;
  return <QrCodeField {...props} value={url} />;
}
