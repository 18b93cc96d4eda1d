import { act, render, screen, waitFor } from '@testing-library/react';
import { drawLargeSectionsInSlices, useDrawnInSlices } from './drawnInSlices';

function Section({ drawing, total }: { drawing: boolean; total: number }) {
  const drawn = useDrawnInSlices(drawing, total);
  return <p>{`${drawn} of ${total} drawn`}</p>;
}

beforeEach(() => drawLargeSectionsInSlices(true));
afterEach(() => drawLargeSectionsInSlices(false));

describe('a section drawn in slices', () => {
  it('draws a large section that a change brings in after that change, a slice at a time, until all is drawn', async () => {
    const { rerender } = render(<Section drawing={false} total={45} />);
    expect(screen.getByText('0 of 45 drawn')).toBeInTheDocument();
    act(() => rerender(<Section drawing total={45} />));
    // The change itself commits nothing of the section: the tap is answered first.
    expect(screen.getByText('0 of 45 drawn')).toBeInTheDocument();
    const seen = new Set<string>();
    await waitFor(() => {
      seen.add(screen.getByRole('paragraph').textContent ?? '');
      expect(screen.getByText('45 of 45 drawn')).toBeInTheDocument();
    });
    expect(seen.size).toBeGreaterThan(1);
  });

  it('draws a section shown from the start, or a small one, at once', () => {
    render(<Section drawing total={45} />);
    expect(screen.getByText('45 of 45 drawn')).toBeInTheDocument();
    const { rerender } = render(<Section drawing={false} total={20} />);
    act(() => rerender(<Section drawing total={20} />));
    expect(screen.getByText('20 of 20 drawn')).toBeInTheDocument();
  });

  it('starts again from nothing when its section is hidden and shown again', async () => {
    const { rerender } = render(<Section drawing total={45} />);
    act(() => rerender(<Section drawing={false} total={45} />));
    expect(screen.getByText('0 of 45 drawn')).toBeInTheDocument();
    act(() => rerender(<Section drawing total={45} />));
    expect(screen.getByText('0 of 45 drawn')).toBeInTheDocument();
    expect(await screen.findByText('45 of 45 drawn')).toBeInTheDocument();
  });

  it('draws everything at once where slices are turned off (a renderer that never paints)', () => {
    drawLargeSectionsInSlices(false);
    const { rerender } = render(<Section drawing={false} total={45} />);
    act(() => rerender(<Section drawing total={45} />));
    expect(screen.getByText('45 of 45 drawn')).toBeInTheDocument();
  });
});
