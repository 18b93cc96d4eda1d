import { fireEvent, screen, within } from '@testing-library/react';
import type { FlavorWheelProps } from '@coffee/field-toolkit/charts';
import { renderPage } from '../../testing/renderPage';
import { FlavorWheelPage } from './FlavorWheelPage';

const loadCodes = jest.fn();

jest.mock('@coffee/api-client', () => ({
  ...jest.requireActual('@coffee/api-client'),
  loadCodeGroups: (groups: string[], locale: string) => loadCodes(groups, locale),
}));

// The wheel itself is the toolkit's; here it only reports clicks on its nodes.
jest.mock('@coffee/field-toolkit/charts', () => ({
  FlavorWheel: ({ codes, selected, onSelectedChange, rotation, reverse, simple }: FlavorWheelProps) => (
    <div>
      <p>{`drawn at ${rotation}°${reverse ? ', reversed' : ''}${simple ? ', simple' : ''}`}</p>
      {codes.map((code) => (
        <button key={code.code_id} type="button" onClick={() => onSelectedChange?.([...selected, code.code_id])}>
          wheel {code.code_id}
        </button>
      ))}
    </div>
  ),
}));

const FLVR = [
  { code_id: 'FL1', code_name: 'Fruity', code_name_kr: '과일', code_alias1: '#da1d23', code_filter: '' },
  { code_id: 'FL1_1', code_name: 'Berry', code_name_kr: '베리', code_alias1: '#dd4c51', code_filter: 'FL1' },
];

describe('FlavorWheelPage', () => {
  beforeEach(() => loadCodes.mockReset());

  it('lists the clicked flavors as chips that can be removed one by one or all at once', async () => {
    loadCodes.mockResolvedValue({ FLVR });
    renderPage(<FlavorWheelPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'wheel FL1_1' }));
    fireEvent.click(screen.getByRole('button', { name: 'wheel FL1' }));

    const chips = screen.getByRole('toolbar', { name: 'Selected flavors' });
    expect(within(chips).getByText('Berry')).toBeInTheDocument();
    expect(within(chips).getByText('Fruity')).toBeInTheDocument();
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    fireEvent.click(within(chips).getByRole('button', { name: /Remove Berry/ }));
    expect(within(chips).queryByText('Berry')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.getByText('Click the flavors you taste on the wheel.')).toBeInTheDocument();
  });

  it('keeps focus among the chips when one is removed', async () => {
    loadCodes.mockResolvedValue({ FLVR });
    renderPage(<FlavorWheelPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'wheel FL1_1' }));
    fireEvent.click(screen.getByRole('button', { name: 'wheel FL1' }));
    const chips = screen.getByRole('toolbar', { name: 'Selected flavors' });
    fireEvent.click(within(chips).getByRole('button', { name: 'Remove Berry' }));
    expect(within(chips).getByRole('button', { name: 'Remove Fruity' })).toHaveFocus();
  });

  it('draws the wheel as the rotation slider and the two switches say', async () => {
    loadCodes.mockResolvedValue({ FLVR });
    renderPage(<FlavorWheelPage />);
    expect(await screen.findByText('drawn at 0°')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('slider', { name: 'Rotation (degrees)' }), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Reverse direction' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Simple view (two rings)' }));
    expect(screen.getByText('drawn at 30°, reversed, simple')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Rotation (degrees)' })).toHaveAttribute('aria-valuetext', '30°');
  });

  it('shows Korean names on the Korean page', async () => {
    loadCodes.mockResolvedValue({ FLVR });
    renderPage(<FlavorWheelPage />, 'kr');
    fireEvent.click(await screen.findByRole('button', { name: 'wheel FL1_1' }));
    expect(screen.getByText('베리')).toBeInTheDocument();
  });

  it('explains an unreachable server and loads the wheel on retry', async () => {
    loadCodes.mockResolvedValueOnce({ FLVR: [] }).mockResolvedValueOnce({ FLVR });
    renderPage(<FlavorWheelPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The flavor wheel data could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'wheel FL1' })).toBeInTheDocument();
  });
});
