import { fireEvent, screen } from '@testing-library/react';
import { expectSkeletonOnly, renderWithProviders } from '../../testing';
import { DateField } from './DateField';
import { formatDateValue } from '@coffee/field-toolkit/widgets/format';

describe('formatDateValue', () => {
  it('shows dates as YYYY-MM-DD whatever the stored form', () => {
    expect(formatDateValue('20240305')).toBe('2024-03-05');
    expect(formatDateValue('2024-03-05T10:20:00.000Z')).toBe('2024-03-05');
  });

  it('shortens dates to MM-DD for mobile lists', () => {
    expect(formatDateValue('2024-03-05', 'date', true)).toBe('03-05');
  });

  it('shows date and time for datetime values', () => {
    expect(formatDateValue('2024-03-05T10:20:00', 'datetime')).toBe('2024-03-05 10:20');
  });
});

describe('DateField', () => {
  it('shows the formatted date read-only in view mode', () => {
    renderWithProviders(<DateField name="rgst_at" label="Registered" mode="view" value="20240305" />);
    expect(screen.getByLabelText('Registered')).toHaveValue('2024-03-05');
    expect(screen.getByLabelText('Registered')).toHaveAttribute('readonly');
  });

  it('shows a skeleton while loading', () => {
    renderWithProviders(<DateField name="rgst_at" label="Registered" mode="skeleton" value="2024-03-05" />);
    expectSkeletonOnly('Registered');
  });

  it('edits dates with a native date input', () => {
    const onChange = jest.fn();
    renderWithProviders(
      <DateField name="rgst_at" label="Registered" mode="edit" value="2024-03-05" onChange={onChange} />,
    );
    const input = screen.getByLabelText('Registered');
    expect(input).toHaveAttribute('type', 'date');
    fireEvent.change(input, { target: { value: '2024-04-01' } });
    expect(onChange).toHaveBeenCalledWith('2024-04-01');
  });

  it('picks a compact date (kept as YYYYMMDD) with the date input', () => {
    const onChange = jest.fn();
    renderWithProviders(
      <DateField
        name="greenbean_import_date"
        label="Import date"
        mode="edit"
        value="20261120"
        onChange={onChange}
        compact
      />,
    );
    const input = screen.getByLabelText('Import date');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveValue('2026-11-20');
    fireEvent.change(input, { target: { value: '2026-12-01' } });
    expect(onChange).toHaveBeenCalledWith('20261201');
  });

  it('stores datetime values with a space between date and time', () => {
    const onChange = jest.fn();
    renderWithProviders(
      <DateField
        name="rgst_at"
        label="Registered"
        mode="edit"
        kind="datetime"
        value="2024-03-05 10:20"
        onChange={onChange}
      />,
    );
    const input = screen.getByLabelText('Registered');
    expect(input).toHaveValue('2024-03-05T10:20');
    fireEvent.change(input, { target: { value: '2024-03-06T08:00' } });
    expect(onChange).toHaveBeenCalledWith('2024-03-06 08:00');
  });

  it('edits calendar months as YYYY-MM', () => {
    const onChange = jest.fn();
    renderWithProviders(
      <DateField name="rgst_at" label="Registered" mode="edit" kind="month" value="2024-03" onChange={onChange} />,
    );
    const input = screen.getByLabelText('Registered');
    expect(input).toHaveAttribute('type', 'month');
    fireEvent.change(input, { target: { value: '2024-05' } });
    expect(onChange).toHaveBeenCalledWith('2024-05');
  });
});
