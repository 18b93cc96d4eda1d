import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '@coffee/field-toolkit/testing';
import { renderBlock } from '../testing/renderBlock';
import { MovementHistory } from './MovementHistory';

const movement = (index: number) => ({
  movement_seq: 100 - index,
  movement_date: `2026-11-${String(30 - Math.floor(index / 2)).padStart(2, '0')}`,
  movement_kind: 'use',
  correction_kind: null,
  source_type: null,
  source_id: null,
  source_name: null,
  change_mass: -1800,
  balance_after: 60_000 + index * 1800,
  movement_memo: null,
  rgst_by: 'kim',
});

describe('an item’s ledger', () => {
  it('shows the newest movements a page at a time, each mass with its unit', async () => {
    const user = userEvent.setup();
    mockFetch().mockResolvedValue(
      jsonResponse({ status: 'OK', result: Array.from({ length: 45 }, (_, i) => movement(i)), balance: 60_000 }),
    );
    renderBlock(
      <MovementHistory type="greenbean" keys={{ greenbean_roaster_seq: 1, greenbean_year: 2026 }} recordPaths={{}} />,
    );
    expect(await screen.findByText('1–20 of 45')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(21);
    expect(screen.getAllByText('-180 g')).toHaveLength(20);
    expect(screen.getByText('6 kg')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(screen.getByText('21–40 of 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(screen.getByText('41–45 of 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
  });
});
