/**
 * A bean serial's short code (behaviour §10-4.3): the serial's first 40 bits (its first ten hex digits) in Crockford's
 * base 32, eight characters without I, L, O or U. Derived, never stored: the same serial always prints the same code.
 */
export const SHORT_CODE_LENGTH = 8;
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const HEX_DIGITS = 10;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The short code of a UUID serial; null for anything else. */
export function shortCodeOf(serial: string | null | undefined): string | null {
  if (!serial || !UUID.test(serial)) return null;
  let bits = BigInt(`0x${serial.replace(/-/g, '').slice(0, HEX_DIGITS)}`);
  let code = '';
  for (let index = 0; index < SHORT_CODE_LENGTH; index += 1) {
    code = ALPHABET[Number(bits & 31n)]! + code;
    bits >>= 5n;
  }
  return code;
}

/** A typed code as printed: upper case, without spaces or dashes, the look-alikes read as Crockford reads them. */
export function normaliseShortCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
}

/** True when `typed` reads as a short code (eight characters of the alphabet once normalised). */
export function isShortCode(typed: string): boolean {
  const code = normaliseShortCode(typed);
  return code.length === SHORT_CODE_LENGTH && [...code].every((char) => ALPHABET.includes(char));
}

/**
 * The start every serial with this code shares, `xxxxxxxx-xx` (serials are stored with their dashes); null when
 * `typed` is not a short code.
 */
export function serialPrefixOf(typed: string): string | null {
  if (!isShortCode(typed)) return null;
  let bits = 0n;
  for (const char of normaliseShortCode(typed)) bits = (bits << 5n) | BigInt(ALPHABET.indexOf(char));
  const hex = bits.toString(16).padStart(HEX_DIGITS, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8)}`;
}

/** The code printed for reading: two groups of four (`7K3M-9QXA`); typing it with or without the dash is the same. */
export const shortCodeText = (code: string): string => `${code.slice(0, 4)}-${code.slice(4)}`;
