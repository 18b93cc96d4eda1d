import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectSkeletonOnly, renderWithProviders } from '../../testing';
import { SelectField } from './SelectField';

const options = [
  { value: 1, label: 'Ethiopia' },
  { value: 2, label: 'Kenya' },
];

describe('SelectField', () => {
  it('shows the chosen option label read-only in view mode', () => {
    renderWithProviders(<SelectField name="bean_country" label="Country" mode="view" value={2} options={options} />);
    expect(screen.getByLabelText('Country')).toHaveValue('Kenya');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading', () => {
    renderWithProviders(
      <SelectField name="bean_country" label="Country" mode="skeleton" value={2} options={options} />,
    );
    expectSkeletonOnly('Country');
  });

  it('reports the chosen option with its original value type', async () => {
    const onChange = jest.fn();
    renderWithProviders(
      <SelectField
        name="bean_country"
        label="Country"
        mode="edit"
        value={null}
        options={options}
        onChange={onChange}
      />,
    );
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'Kenya');
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('disables its reload button while the options are loading', async () => {
    const onReload = jest.fn();
    const { rerender } = renderWithProviders(
      <SelectField name="bean_country" label="Country" mode="edit" value={1} options={options} onReload={onReload} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reload the list' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    rerender(
      <SelectField
        name="bean_country"
        label="Country"
        mode="edit"
        value={1}
        options={options}
        onReload={onReload}
        loading
      />,
    );
    expect(screen.getByRole('button', { name: 'Reload the list' })).toBeDisabled();
  });
});
