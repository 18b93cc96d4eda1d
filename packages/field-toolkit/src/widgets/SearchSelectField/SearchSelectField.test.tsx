import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectSkeletonOnly, renderWithProviders } from '../../testing';
import { SearchSelectField } from './SearchSelectField';
import { filterOptions } from './useSearchSelectField';

const options = [
  { value: 'ET', label: 'Ethiopia' },
  { value: 'KE', label: 'Kenya' },
  { value: 'CR', label: 'Costa Rica (C+)' },
];

describe('filterOptions', () => {
  it('treats the query as a case-insensitive regular expression', () => {
    expect(filterOptions(options, '^k|pia$').map((o) => o.value)).toEqual(['ET', 'KE']);
  });

  it('falls back to a substring match when the query is not a valid pattern', () => {
    expect(filterOptions(options, '(c+').map((o) => o.value)).toEqual(['CR']);
  });
});

describe('SearchSelectField', () => {
  it('shows the chosen label read-only in view mode', () => {
    renderWithProviders(
      <SearchSelectField name="bean_country" label="Country" mode="view" value="KE" options={options} />,
    );
    expect(screen.getByLabelText('Country')).toHaveValue('Kenya');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading', () => {
    renderWithProviders(
      <SearchSelectField name="bean_country" label="Country" mode="skeleton" value="KE" options={options} />,
    );
    expectSkeletonOnly('Country');
  });

  it('narrows the options as the user types and reports the chosen one', async () => {
    const onChange = jest.fn();
    renderWithProviders(
      <SearchSelectField
        name="bean_country"
        label="Country"
        mode="edit"
        value={null}
        options={options}
        onChange={onChange}
      />,
    );
    await userEvent.type(await screen.findByRole('combobox', { name: 'Country' }), 'ken');
    expect(screen.queryByRole('option', { name: 'Ethiopia' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Kenya' }));
    expect(onChange).toHaveBeenCalledWith('KE');
  });

  it('offers to clear an optional choice, and no such button on a required one', async () => {
    const onChange = jest.fn();
    const { rerender } = renderWithProviders(
      <SearchSelectField
        name="bean_country"
        label="Country"
        mode="edit"
        value="KE"
        options={options}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear Country' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('');
    rerender(
      <SearchSelectField name="bean_country" label="Country" mode="edit" value="KE" options={options} required />,
    );
    expect(screen.queryByRole('button', { name: 'Clear Country' })).not.toBeInTheDocument();
  });
});

describe('SearchSelectField with several values', () => {
  it('lists every chosen label in view mode', () => {
    renderWithProviders(
      <SearchSelectField
        name="bean_country"
        label="Country"
        mode="view"
        value={['ET', 'KE']}
        options={options}
        multiple
      />,
    );
    expect(screen.getByLabelText('Country')).toHaveValue('Ethiopia, Kenya');
  });

  it('adds a chosen option to the values', async () => {
    const onChange = jest.fn();
    renderWithProviders(
      <SearchSelectField
        name="bean_country"
        label="Country"
        mode="edit"
        value={['ET']}
        options={options}
        multiple
        onChange={onChange}
      />,
    );
    await userEvent.click(await screen.findByRole('combobox', { name: 'Country' }));
    await userEvent.click(await screen.findByText('Kenya'));
    expect(onChange).toHaveBeenCalledWith(['ET', 'KE']);
  });
});

describe('SearchSelectField open button', () => {
  it('names its open button in the visitor language, Korean on Korean screens', () => {
    renderWithProviders(
      <SearchSelectField name="bean_country" label="국가" mode="edit" value={null} options={options} />,
      { language: 'kr' },
    );
    expect(screen.getByRole('button', { name: '국가 목록 열기' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Open/ })).not.toBeInTheDocument();
  });
});
