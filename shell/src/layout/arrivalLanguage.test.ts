import { arrivalPath } from './arrivalLanguage';

describe('arrivalPath (behaviour §10-3.4)', () => {
  it('opens a neutral QR link in English for a browser preferring English', () => {
    expect(arrivalPath('/info/beannote/beaninfo/abc', ['en-GB', 'ko'])).toBe('/en/info/beannote/beaninfo/abc');
  });

  it("opens a roastery's printed customer-registration link in the browser's language too", () => {
    expect(arrivalPath('/cafe/supplier/roasterregister/abc', ['en-US'])).toBe('/en/cafe/supplier/roasterregister/abc');
  });

  it('leaves Korean readers, chosen languages and other pages alone', () => {
    expect(arrivalPath('/info/beannote/beaninfo/abc', ['ko-KR', 'en'])).toBeNull();
    expect(arrivalPath('/en/info/beannote/beaninfo/abc', ['en'])).toBeNull();
    expect(arrivalPath('/roaster/roasting/result', ['en'])).toBeNull();
  });
});
