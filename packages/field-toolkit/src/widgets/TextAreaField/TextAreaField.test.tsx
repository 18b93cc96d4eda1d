import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectSkeletonOnly, renderWithProviders } from '../../testing';
import { TextAreaField } from './TextAreaField';

describe('TextAreaField', () => {
  it('shows the text read-only in view mode', () => {
    renderWithProviders(<TextAreaField name="bean_memo" label="Memo" mode="view" value="floral" />);
    expect(screen.getByLabelText('Memo')).toHaveValue('floral');
    expect(screen.getByLabelText('Memo')).toHaveAttribute('readonly');
  });

  it('shows a skeleton while loading', () => {
    renderWithProviders(<TextAreaField name="bean_memo" label="Memo" mode="skeleton" value="" />);
    expectSkeletonOnly('Memo');
  });

  it('limits the normal variant to 1000 characters and the large one to 1,000,000', () => {
    const { unmount } = renderWithProviders(<TextAreaField name="bean_memo" label="Memo" mode="edit" value="" />);
    expect(screen.getByLabelText('Memo')).toHaveAttribute('maxlength', '1000');
    unmount();
    renderWithProviders(<TextAreaField name="bean_memo" label="Memo" mode="edit" value="" variant="large" />);
    expect(screen.getByLabelText('Memo')).toHaveAttribute('maxlength', '1000000');
  });

  it('counts characters only near the limit, the byte limit told at the width being typed', () => {
    const { rerender } = renderWithProviders(
      <TextAreaField name="bean_memo" label="Memo" mode="edit" value={'a'.repeat(700)} maxBytes={3000} />,
    );
    expect(screen.queryByText(/characters/)).not.toBeInTheDocument();
    rerender(<TextAreaField name="bean_memo" label="Memo" mode="edit" value={'a'.repeat(800)} maxBytes={3000} />);
    expect(screen.getByText('800 / 1,000 characters')).toBeInTheDocument();
    rerender(<TextAreaField name="bean_memo" label="Memo" mode="edit" value={'가'.repeat(810)} maxBytes={3000} />);
    expect(screen.getByText('810 / 1,000 characters')).toBeInTheDocument();
  });

  it('has no limit in the unlimited variant and reports typing', async () => {
    const onChange = jest.fn();
    renderWithProviders(
      <TextAreaField name="bean_memo" label="Memo" mode="edit" value="" variant="unlimited" onChange={onChange} />,
    );
    expect(screen.getByLabelText('Memo')).not.toHaveAttribute('maxlength');
    await userEvent.type(screen.getByLabelText('Memo'), 'x');
    expect(onChange).toHaveBeenCalledWith('x');
  });
});
