import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectSkeletonOnly, renderWithProviders } from '../../testing';
import { TextField } from './TextField';
import type { TextFieldProps } from './TextField.types';

function Controlled(props: Omit<TextFieldProps, 'value' | 'onChange'> & { initial?: string }) {
  const [value, setValue] = useState<string | null>(props.initial ?? '');
  return <TextField {...props} value={value} onChange={setValue} />;
}

describe('TextField', () => {
  it('shows the value read-only in view mode', () => {
    renderWithProviders(<TextField name="bean_name" label="Bean name" mode="view" value="Yirgacheffe" />);
    const input = screen.getByLabelText('Bean name');
    expect(input).toHaveValue('Yirgacheffe');
    expect(input).toHaveAttribute('readonly');
  });

  it('renders a labelled skeleton placeholder instead of the input while loading', () => {
    renderWithProviders(<TextField name="bean_name" label="Bean name" mode="skeleton" value="x" />);
    expectSkeletonOnly('Bean name');
  });

  it('reports typed text in edit mode', async () => {
    const onChange = jest.fn();
    renderWithProviders(<TextField name="bean_name" label="Bean name" mode="edit" value="" onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Bean name'), 'a');
    expect(onChange).toHaveBeenCalledWith('a');
  });

  it('shows no counter until the text nears its limit, then counts characters at the width being typed', async () => {
    renderWithProviders(<Controlled name="bean_name" label="Bean name" mode="edit" maxBytes={30} />);
    const input = screen.getByLabelText('Bean name');
    await userEvent.type(input, 'a'.repeat(23));
    expect(screen.queryByText(/characters/)).not.toBeInTheDocument();
    await userEvent.type(input, 'a');
    expect(screen.getByText('24 / 30 characters')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '커피커피커피커피');
    expect(screen.getByText('8 / 10 characters')).toBeInTheDocument();
    await userEvent.type(input, '커피커피');
    expect(screen.getByText('12 / 10 characters')).toBeInTheDocument();
  });
});
