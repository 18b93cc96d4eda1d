import { screen, within } from '@testing-library/react';
import { renderBlock } from '../testing/renderBlock';
import { RoastKeyFigures } from './RoastKeyFigures';

/** A deviation as the server stores it beside its verdict. */
const STORED = JSON.stringify({
  figures: [{ figure: 'meanBt', value: 6.2, tolerance: 3, unit: '°C', within: false }],
  within: false,
  outCount: 1,
});

describe('a batch’s key figures', () => {
  it('lead with the verdict against the reference batch when the batch was judged', () => {
    renderBlock(<RoastKeyFigures values={{}} chartOf={[]} withinTolerance={false} deviation={STORED} />);
    const list = screen.getByLabelText('Key figures');
    expect(within(list).getByText('Against the reference')).toBeInTheDocument();
    expect(within(list).getByText('Out of tolerance')).toBeInTheDocument();
  });

  it('say nothing of a reference when the batch was not judged', () => {
    renderBlock(<RoastKeyFigures values={{}} chartOf={[]} />, { language: 'kr' });
    expect(screen.getByLabelText('핵심 수치')).toBeInTheDocument();
    expect(screen.queryByText('허용 범위 안')).toBeNull();
    expect(screen.queryByText('허용 범위 밖')).toBeNull();
  });

  it('give no verdict beside no stored deviation: a new batch, or one without a reference batch', () => {
    renderBlock(<RoastKeyFigures values={{}} chartOf={[]} withinTolerance={false} />);
    expect(screen.getByLabelText('Key figures')).toBeInTheDocument();
    expect(screen.queryByText('Against the reference')).toBeNull();
    expect(screen.queryByText('Out of tolerance')).toBeNull();
  });
});
