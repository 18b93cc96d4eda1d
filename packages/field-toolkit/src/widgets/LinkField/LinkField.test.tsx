import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectSkeletonOnly, renderWithProviders } from '../../testing';
import { LinkField } from './LinkField';

describe('LinkField', () => {
  it('renders an external link opening in a new tab in view mode', () => {
    renderWithProviders(<LinkField name="bean_name" label="Bean name" mode="view" value="https://shop.test" />);
    const link = screen.getByRole('link', { name: 'https://shop.test' });
    expect(link).toHaveAttribute('href', 'https://shop.test');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows a skeleton while loading', () => {
    renderWithProviders(<LinkField name="bean_name" label="Bean name" mode="skeleton" value="https://shop.test" />);
    expectSkeletonOnly('Bean name');
  });

  it('edits the address in edit mode', async () => {
    const onChange = jest.fn();
    renderWithProviders(<LinkField name="bean_name" label="Bean name" mode="edit" value="" onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Bean name'), 'h');
    expect(onChange).toHaveBeenCalledWith('h');
  });
});
