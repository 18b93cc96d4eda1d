import { encodeId } from './encodeId';

describe('encodeId', () => {
  it('percent-encodes characters that would break a path segment', () => {
    expect(encodeId('a/b c?d#é')).toBe('a%2Fb%20c%3Fd%23%C3%A9');
  });

  it('joins the encoded parts of a composite id with an underscore', () => {
    expect(encodeId([12, 'x/y', 3])).toBe('12_x%2Fy_3');
  });

  it('accepts numeric ids', () => {
    expect(encodeId(42)).toBe('42');
  });
});
