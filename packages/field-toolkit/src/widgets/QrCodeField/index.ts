export { QrCodeField, QR_CODE_SIZE } from './QrCodeField';
export type { QrCodeFieldProps } from './QrCodeField.types';
export { downloadSvgAsPng, qrFileName } from './useQrCodeField';
