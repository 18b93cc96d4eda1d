import { sortOptionsByLabel } from './optionOrder';

const countries = [
  { value: 'GHA', label: 'Ghana' },
  { value: 'GAB', label: 'Gabon' },
  { value: 'GUY', label: 'Guyana' },
  { value: 'GTM', label: 'Guatemala' },
  { value: 'GIN', label: 'Guinea' },
  { value: 'NGA', label: 'Nigeria' },
];

describe('option lists in the visitor’s language order', () => {
  it('sort English labels in English order, not in the order of their Korean names', () => {
    expect(sortOptionsByLabel(countries, 'en').map((option) => option.label)).toEqual([
      'Gabon',
      'Ghana',
      'Guatemala',
      'Guinea',
      'Guyana',
      'Nigeria',
    ]);
  });

  it('sort Korean labels in 가나다 order and numbers by value', () => {
    const labels = ['나이지리아', '가봉', '과테말라', '가나', '배치 10', '배치 9'].map((label) => ({ label }));
    expect(sortOptionsByLabel(labels, 'kr').map((option) => option.label)).toEqual([
      '가나',
      '가봉',
      '과테말라',
      '나이지리아',
      '배치 9',
      '배치 10',
    ]);
  });
});
