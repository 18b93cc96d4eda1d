import { fireEvent, screen } from '@testing-library/react';
import { expectSkeletonOnly, renderWithProviders } from '../../testing';
import { SliderField } from './SliderField';
import { ROASTING_MARKS, ROASTING_MAX } from './useSliderField';

describe('SliderField', () => {
  it('shows the value read-only in view mode', () => {
    renderWithProviders(<SliderField name="bean_score" label="Score" mode="view" value={42} />);
    expect(screen.getByLabelText('Score')).toHaveValue('42');
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading', () => {
    renderWithProviders(<SliderField name="bean_score" label="Score" mode="skeleton" value={42} />);
    expectSkeletonOnly('Score');
  });

  it('ranges 0 to 100 by default and reports moves', () => {
    const onChange = jest.fn();
    renderWithProviders(<SliderField name="bean_score" label="Score" mode="edit" value={10} onChange={onChange} />);
    const slider = screen.getByRole('slider', { name: 'Score' });
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '100');
    fireEvent.change(slider, { target: { value: '30' } });
    expect(onChange).toHaveBeenCalledWith(30);
  });

  it('labels the roasting temperature marks', () => {
    renderWithProviders(
      <SliderField name="bean_score" label="Score" mode="edit" value={150} max={ROASTING_MAX} marks={ROASTING_MARKS} />,
    );
    for (const mark of ['70', '150', '190', '220', '250']) expect(screen.getByText(mark)).toBeInTheDocument();
  });
});
