import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { expectSkeletonOnly, renderWithProviders } from '../../testing';
import { DurationField } from './DurationField';
import { formatDuration, parseDuration } from './useDurationField';

/** A form-like owner of the stored seconds, so the widget re-renders with what it reported. */
function Harness({ initial, onChange }: { initial: number | null; onChange: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <DurationField
      name="turning_term"
      label="Turning time"
      mode="edit"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('formatDuration / parseDuration', () => {
  it.each([
    [0, '00:00'],
    [65, '01:05'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
  ])('shows %i seconds as %s and reads it back', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
    expect(parseDuration(text)).toBe(seconds);
  });

  it('accepts single-digit parts and minutes past 59 without hours', () => {
    expect(parseDuration('1:5')).toBe(65);
    expect(parseDuration(' 75:00 ')).toBe(4500);
  });

  it('gives null for blank text and NaN for malformed text', () => {
    expect(parseDuration('  ')).toBeNull();
    for (const text of ['abc', '90', '1:60', '1:75:00', '1:2:3:4', '-1:00']) expect(parseDuration(text)).toBeNaN();
  });
});

describe('DurationField', () => {
  it('shows the stored seconds as mm:ss, and h:mm:ss from one hour, in view mode', () => {
    const { rerender } = renderWithProviders(
      <DurationField name="turning_term" label="Turning time" mode="view" value={95} />,
    );
    expect(screen.getByRole('textbox', { name: 'Turning time' })).toHaveValue('01:35');
    rerender(<DurationField name="turning_term" label="Turning time" mode="view" value={3661} />);
    expect(screen.getByRole('textbox', { name: 'Turning time' })).toHaveValue('1:01:01');
  });

  it('stores the typed mm:ss as seconds and tidies the text on blur', () => {
    const onChange = jest.fn();
    renderWithProviders(<Harness initial={null} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Turning time' });
    fireEvent.change(input, { target: { value: '8:5' } });
    expect(onChange).toHaveBeenLastCalledWith(485);
    fireEvent.blur(input);
    expect(input).toHaveValue('08:05');
  });

  it('keeps malformed text, names the field and the rule, and reports NaN so the form refuses to save', () => {
    const onChange = jest.fn();
    renderWithProviders(<Harness initial={120} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Turning time' });
    fireEvent.change(input, { target: { value: '2:75' } });
    fireEvent.blur(input);
    expect(input).toHaveValue('2:75');
    expect(onChange).toHaveBeenLastCalledWith(Number.NaN);
    expect(screen.getByText(/Turning time: type the time as mm:ss/)).toBeInTheDocument();
  });

  it('clears the stored value when the text is erased', () => {
    const onChange = jest.fn();
    renderWithProviders(<Harness initial={120} onChange={onChange} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Turning time' }), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('follows a value changed from outside, such as undo', () => {
    const { rerender } = renderWithProviders(
      <DurationField name="turning_term" label="Turning time" mode="edit" value={60} />,
    );
    rerender(<DurationField name="turning_term" label="Turning time" mode="edit" value={90} />);
    expect(screen.getByRole('textbox', { name: 'Turning time' })).toHaveValue('01:30');
  });

  it('shows a skeleton while loading', () => {
    renderWithProviders(<DurationField name="turning_term" label="Turning time" mode="skeleton" value={60} />);
    expectSkeletonOnly('Turning time');
  });
});
