import { fireEvent, screen } from '@testing-library/react';
import { expectSkeletonOnly, renderWithProviders } from '../../testing';
import { NumberField } from './NumberField';
import { formatNumber, toStoredNumber } from '@coffee/field-toolkit/widgets/format';

describe('NumberField', () => {
  it('divides the scaled stored value for display in view mode', () => {
    renderWithProviders(<NumberField name="bean_weight" label="Weight" mode="view" value={1234} scale={100} />);
    expect(screen.getByLabelText('Weight')).toHaveValue('12.34');
  });

  it('shows a skeleton and no input while loading', () => {
    renderWithProviders(<NumberField name="bean_weight" label="Weight" mode="skeleton" value={1} />);
    expectSkeletonOnly('Weight');
  });

  it('uses step 1/scale and stores the typed number multiplied by the scale', () => {
    const onChange = jest.fn();
    renderWithProviders(
      <NumberField name="bean_weight" label="Weight" mode="edit" value={null} scale={10} onChange={onChange} />,
    );
    const input = screen.getByLabelText('Weight');
    expect(input).toHaveAttribute('step', '0.1');
    fireEvent.change(input, { target: { value: '12.3' } });
    expect(onChange).toHaveBeenLastCalledWith(123);
  });

  it('stores null for blank input and NaN for text that is not a number', () => {
    expect(toStoredNumber(' ', 10)).toBeNull();
    expect(toStoredNumber('abc')).toBeNaN();
  });
});

describe('formatNumber', () => {
  it('groups thousands for masses but shows a year as written', () => {
    expect(formatNumber(13950, 10, 'en')).toBe('1,395.0');
    expect(formatNumber(2025, 1, 'en', false)).toBe('2025');
  });
});
