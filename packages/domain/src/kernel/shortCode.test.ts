import { isShortCode, normaliseShortCode, serialPrefixOf, shortCodeOf, shortCodeText } from './shortCode';

const serial = '3f2a9c1e-7b44-4d2a-9e0f-1c2b3a4d5e6f';

describe('bean short codes (behaviour §10-4.3)', () => {
  it('derives eight characters of the unambiguous alphabet from the serial’s first ten hex digits', () => {
    const code = shortCodeOf(serial)!;
    expect(code).toHaveLength(8);
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    // 0x3f2a9c1e7b in base 32, most significant digit first.
    expect(code).toBe('7WN9R7KV');
    expect(shortCodeOf(serial.toUpperCase())).toBe(code);
  });

  it('gives different serials different codes where their first ten hex digits differ', () => {
    expect(shortCodeOf('3f2a9c1e-7c44-4d2a-9e0f-1c2b3a4d5e6f')).not.toBe(shortCodeOf(serial));
    expect(shortCodeOf('3f2a9c1e-7b99-4d2a-9e0f-000000000000')).toBe(shortCodeOf(serial));
  });

  it('has no code for what is not a UUID', () => {
    expect(shortCodeOf('not-a-serial')).toBeNull();
    expect(shortCodeOf('')).toBeNull();
    expect(shortCodeOf(null)).toBeNull();
  });

  it('reads a typed code as printed: any case, with the dash or spaces, I and L as 1, O as 0', () => {
    expect(normaliseShortCode(' 7wn9-r7kv ')).toBe('7WN9R7KV');
    expect(normaliseShortCode('7WN9RLKV')).toBe('7WN9R1KV');
    expect(normaliseShortCode('O0lL')).toBe('0011');
    expect(isShortCode('7wn9-r7kv')).toBe(true);
    expect(isShortCode('7WN9R7K')).toBe(false);
    expect(isShortCode('7WN9R7KU')).toBe(false);
    expect(isShortCode(serial)).toBe(false);
  });

  it('turns a code back into the start of its serial', () => {
    expect(serialPrefixOf('7wn9-r7kv')).toBe('3f2a9c1e-7b');
    expect(serialPrefixOf('00000000')).toBe('00000000-00');
    expect(serialPrefixOf('nope')).toBeNull();
    expect(shortCodeText('7WN9R7KV')).toBe('7WN9-R7KV');
  });
});
