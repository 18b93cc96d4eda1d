import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectSkeletonOnly, renderWithProviders } from '../../testing';
import { DirectSelectField } from './DirectSelectField';

const options = [{ value: 'WASHED', label: 'Washed' }];

function Controlled() {
  const [value, setValue] = useState<string | number | null>('WASHED');
  const [companion, setCompanion] = useState<string | null>('');
  return (
    <DirectSelectField
      name="bean_process"
      label="Process"
      mode="edit"
      options={options}
      value={value}
      onChange={setValue}
      companionName="bean_process_direct"
      companionLabel="Process (direct)"
      companionValue={companion}
      onCompanionChange={setCompanion}
    />
  );
}

describe('DirectSelectField', () => {
  it('shows the companion text read-only in view mode when the direct choice is stored', () => {
    renderWithProviders(
      <DirectSelectField
        name="bean_process"
        label="Process"
        mode="view"
        options={options}
        value="DIRECT"
        companionName="bean_process_direct"
        companionLabel="Process (direct)"
        companionValue="Anaerobic"
      />,
    );
    expect(screen.getByLabelText('Process')).toHaveValue('Enter directly');
    expect(screen.getByLabelText('Process (direct)')).toHaveValue('Anaerobic');
  });

  it('shows a skeleton while loading', () => {
    renderWithProviders(
      <DirectSelectField
        name="bean_process"
        label="Process"
        mode="skeleton"
        options={options}
        value="WASHED"
        companionName="bean_process_direct"
        companionLabel="Process (direct)"
        companionValue=""
      />,
    );
    expectSkeletonOnly('Process');
  });

  it('reveals the companion field only while the direct choice is selected', async () => {
    renderWithProviders(<Controlled />);
    expect(screen.queryByLabelText(/Process \(direct\)/)).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Process' }), 'Enter directly');
    await userEvent.type(screen.getByLabelText(/Process \(direct\)/), 'Honey');
    expect(screen.getByLabelText(/Process \(direct\)/)).toHaveValue('Honey');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Process' }), 'Washed');
    expect(screen.queryByLabelText(/Process \(direct\)/)).not.toBeInTheDocument();
  });
});
