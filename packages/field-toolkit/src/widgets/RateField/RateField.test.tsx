import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectSkeletonOnly, renderWithProviders } from '../../testing';
import { RateField } from './RateField';

describe('RateField', () => {
  it('displays the rating without radio inputs in view mode', () => {
    renderWithProviders(<RateField name="bean_score" label="Score" mode="view" value={3.5} />);
    expect(screen.getByText('3.5 of 5')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading', () => {
    renderWithProviders(<RateField name="bean_score" label="Score" mode="skeleton" value={3} />);
    expectSkeletonOnly('Score');
  });

  it('offers whole steps up to 5 by default and reports the choice', async () => {
    const onChange = jest.fn();
    renderWithProviders(<RateField name="bean_score" label="Score" mode="edit" value={1} onChange={onChange} />);
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    // Several ratings on one form (the six cupping points) are told apart by their field's label.
    const group = screen.getByRole('radiogroup', { name: 'Score' });
    await userEvent.click(within(group).getByRole('radio', { name: '4 of 5' }));
    expect(onChange).toHaveBeenCalledWith(4);
  });

  it('offers half steps only when enabled', () => {
    renderWithProviders(<RateField name="bean_score" label="Score" mode="edit" value={1} allowHalf />);
    expect(screen.getByRole('radio', { name: '3.5 of 5' })).toBeInTheDocument();
  });
});
