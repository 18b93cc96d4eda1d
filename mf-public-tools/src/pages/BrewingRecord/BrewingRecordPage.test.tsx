import { act, fireEvent, screen, within } from '@testing-library/react';
import { resetTimer, stopwatchStore } from '@coffee/field-toolkit/runtime';
import { renderPage } from '../../testing/renderPage';
import { BrewingRecordPage } from './BrewingRecordPage';
import { BREWING_TIMER, useBrewingRecipe } from './brewingStore';
import { sampleRecipe } from '@coffee/domain';

jest.mock('@coffee/field-toolkit/charts', () => ({ LineChart: jest.fn(() => null) }));
const { LineChart } = jest.requireMock<{ LineChart: jest.Mock }>('@coffee/field-toolkit/charts');

const stepRow = (name: string) => screen.getByText(name, { selector: 'span' }).closest('li')!;
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('BrewingRecordPage', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2025-03-01T09:00:00Z') });
    useBrewingRecipe.setState({ ...sampleRecipe(), startedAt: null });
  });
  afterEach(() => {
    act(() => resetTimer(BREWING_TIMER));
    jest.useRealTimers();
  });

  it('charts the water in grams from zero and downloads it as BrewingRecord_', () => {
    renderPage(<BrewingRecordPage />);
    expect(LineChart).toHaveBeenLastCalledWith(
      expect.objectContaining({
        downloadable: true,
        downloadPrefix: 'BrewingRecord_',
        valueAxis: expect.objectContaining({ title: 'Water (g)', unit: 'g', floor: 0 }),
      }),
      undefined,
    );
  });

  it('shows the cumulative water of each step', () => {
    renderPage(<BrewingRecordPage />);
    const cumulative = within(stepRow('Step 3')).getByRole('textbox', { name: 'Cumulative water (g)' });
    expect(cumulative).toHaveValue('180');
  });

  it('highlights the step whose time mark passed for three seconds and stops after the last mark', () => {
    renderPage(<BrewingRecordPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(stopwatchStore.getState().timers[BREWING_TIMER]?.thresholds).toEqual([
      0, 45_000, 90_000, 135_000, 165_000, 210_000,
    ]);

    advance(45_500);
    expect(stepRow('Step 2')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Now: Step 2, pour up to 120 g')).toBeInTheDocument();
    advance(3_000);
    expect(stepRow('Step 2')).not.toHaveAttribute('aria-current');

    advance(165_000);
    expect(stopwatchStore.getState().timers[BREWING_TIMER]?.startedAt).toBeNull();
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });

  it('shows the next pour and the water the scale should read then while running, not when stopped', () => {
    renderPage(<BrewingRecordPage />);
    expect(screen.queryByText(/^Next:/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    advance(50_000);
    expect(screen.getByText('Next: Step 3 at 01:30, pour to 180 g')).toBeInTheDocument();
    expect(screen.getByText('in 40 s')).toBeInTheDocument();
    // A number keeps its unit on its line.
    expect(screen.getByTestId('next-pour').textContent).toContain('180\u00a0g');
    advance(120_000);
    expect(screen.getByText('Next: End at 03:30')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(screen.queryByText(/^Next:/)).not.toBeInTheDocument();
  });

  it('clears the timer fields on reset', () => {
    renderPage(<BrewingRecordPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    advance(5_000);
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(screen.getByRole('timer')).toHaveTextContent('00:05.0');

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(stopwatchStore.getState().timers[BREWING_TIMER]).toBeUndefined();
    expect(screen.getByRole('timer')).toHaveTextContent('00:00.0');
    expect(screen.getByText('Start time').closest('dt')!.nextElementSibling).toHaveTextContent('-');
  });

  it('names the step and rule of a time mark out of order and does not start', () => {
    renderPage(<BrewingRecordPage />);
    const term = within(stepRow('Step 3')).getByRole('spinbutton', { name: 'Time (s)' });
    fireEvent.change(term, { target: { value: '30' } });
    expect(screen.getAllByText('Step 3 Time (s): must be later than Step 2 (45 s).').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled();
  });
});
