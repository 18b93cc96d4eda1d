/** The shared short time-out delay (behaviour §01-9). */
export const SHORT_DELAY_MS = 300;
/** Mobile is a width below 768 px (behaviour §01-9). */
export const MOBILE_MEDIA_QUERY = '(max-width: 767.98px)';
