import type { QrLink } from '@coffee/domain';
import { qrLinkUrl } from '@coffee/domain/navigation';
import { shortCodeOf } from '@coffee/domain/kernel';
import { useField } from 'react-final-form';
import { QrCodeField } from '@coffee/field-toolkit/widgets/QrCodeField';
import type { QrCodeFieldProps } from '@coffee/field-toolkit/widgets/QrCodeField';

export interface QrLinkFormFieldProps extends Omit<QrCodeFieldProps, 'value'> {
  serial: string | null;
  /** The public page the serial opens; without it the field's own value is encoded as is. */
  link?: QrLink;
}

const NO_FIELD = '__qr_link_none';

/**
 * A QR field of a serial: encodes the public URL of the serial on this site, language-neutral (behaviour §10-3.4):
 * the code printed by a Korean roaster opens in English for an English reader.
 */
export function QrLinkFormField({ serial, link, ...props }: QrLinkFormFieldProps) {
  const typeField = link?.kind === 'event' ? link.typeField : NO_FIELD;
  const eventType = useField(typeField, { subscription: { value: true } }).input.value as unknown;
  const url = link
    ? qrLinkUrl(link, serial, { [typeField]: eventType }, { origin: globalThis.location?.origin })
    : serial;
  // A bean's code has a short code to type on the public page (behaviour §10-4.3); an event's has none.
  const shortCode = link?.kind === 'bean' ? shortCodeOf(serial) : null;
  return <QrCodeField {...props} value={url} shortCode={shortCode} />;
}
