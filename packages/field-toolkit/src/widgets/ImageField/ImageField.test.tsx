import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectSkeletonOnly, renderWithProviders } from '../../testing';
import { ImageField } from './ImageField';

describe('ImageField', () => {
  it('shows the picture in view mode', () => {
    renderWithProviders(<ImageField name="bean_name" label="Bean name" mode="view" value="/bean.png" />);
    expect(screen.getByRole('img', { name: 'Bean name' })).toHaveAttribute('src', '/bean.png');
  });

  it('replaces a failed image with an empty placeholder', () => {
    renderWithProviders(<ImageField name="bean_name" label="Bean name" mode="view" value="/broken.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Bean name' }));
    expect(screen.getByRole('img', { name: 'No image' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Bean name' })).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading', () => {
    renderWithProviders(<ImageField name="bean_name" label="Bean name" mode="skeleton" value="/bean.png" />);
    expectSkeletonOnly('Bean name');
  });

  it('edits the image address in edit mode', async () => {
    const onChange = jest.fn();
    renderWithProviders(<ImageField name="bean_name" label="Bean name" mode="edit" value="" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Image address' }), 'x');
    expect(onChange).toHaveBeenCalledWith('x');
  });
});
