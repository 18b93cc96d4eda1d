import { screen } from '@testing-library/react';
import { expectSkeletonOnly, renderWithProviders } from '../../testing';
import { QrCodeField } from './QrCodeField';

const link = 'https://example.test/info/beannote/beaninfo/12';

describe('QrCodeField', () => {
  it('draws a 120 px code for the value in view mode', () => {
    renderWithProviders(<QrCodeField name="bean_name" label="Bean name" mode="view" value={link} />);
    const code = screen.getByRole('img', { name: `QR code for ${link}` });
    expect(code).toHaveAttribute('width', '120');
    expect(code.querySelectorAll('path').length).toBeGreaterThan(0);
  });

  it('keeps showing the code in edit mode and a dash when there is no value', () => {
    renderWithProviders(<QrCodeField name="bean_name" label="Bean name" mode="edit" value="" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('-')).toBeInTheDocument();
  });

  it('shows a skeleton while loading', () => {
    renderWithProviders(<QrCodeField name="bean_name" label="Bean name" mode="skeleton" value={link} />);
    expectSkeletonOnly('Bean name');
  });
});
