import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectSkeletonOnly, renderWithProviders } from '../../testing';
import { SwitchField } from './SwitchField';

describe('SwitchField', () => {
  it('shows the state but cannot be toggled in view mode', () => {
    renderWithProviders(<SwitchField name="bean_use" label="In use" mode="view" value={1} />);
    const control = screen.getByRole('switch');
    expect(control).toBeChecked();
    expect(control).toBeDisabled();
  });

  it('shows a skeleton while loading', () => {
    renderWithProviders(<SwitchField name="bean_use" label="In use" mode="skeleton" value={1} />);
    expectSkeletonOnly('In use');
  });

  it('stores 1 / 0 flags by default when toggled', async () => {
    const onChange = jest.fn();
    renderWithProviders(<SwitchField name="bean_use" label="In use" mode="edit" value={0} onChange={onChange} />);
    await userEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenCalledWith(1);
  });
});
