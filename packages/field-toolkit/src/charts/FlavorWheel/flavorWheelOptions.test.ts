import { readableRotation } from './flavorWheelOptions';

describe('outside label rotation', () => {
  it('runs along the radius and never turns text upside down', () => {
    expect(readableRotation(0 - 90)).toBe(-90);
    expect(readableRotation(45 - 90)).toBe(-45);
    expect(readableRotation(135 - 90)).toBe(45);
    expect(readableRotation(200 - 90)).toBe(-70);
    expect(readableRotation(300 - 90)).toBe(30);
  });
});
