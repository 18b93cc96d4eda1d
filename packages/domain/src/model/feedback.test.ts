import { mostNamed } from './feedback';

describe('mostNamed', () => {
  it('counts each note once per flavor and lists the most named first, ties by name', () => {
    expect(
      mostNamed([['Cherry', 'Cocoa', 'Cherry'], ['Cocoa', 'Jasmine'], ['Cherry'], null, ['Cocoa', ' '], ['Apple']], 3),
    ).toEqual(['Cocoa', 'Cherry', 'Apple']);
  });
  it('is empty without notes', () => {
    expect(mostNamed([])).toEqual([]);
  });
});
