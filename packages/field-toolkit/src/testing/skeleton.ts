import { screen } from '@testing-library/react';

/** The skeleton state: a labelled busy placeholder and no interactive control. */
export function expectSkeletonOnly(label: string): void {
  expect(screen.getByRole('progressbar', { name: label })).toHaveAttribute('aria-busy', 'true');
  for (const role of [
    'textbox',
    'combobox',
    'spinbutton',
    'switch',
    'slider',
    'radio',
    'button',
    'img',
    'link',
  ] as const) {
    expect(screen.queryByRole(role)).not.toBeInTheDocument();
  }
}
