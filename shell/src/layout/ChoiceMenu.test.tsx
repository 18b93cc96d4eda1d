import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, Toolbar, webLightTheme } from '@fluentui/react-components';
import { useState } from 'react';
import { ChoiceMenu } from './ChoiceMenu';

const THEMES = ['light', 'dark'] as const;

function ThemeMenu() {
  const [theme, setTheme] = useState<(typeof THEMES)[number]>('light');
  return (
    <FluentProvider theme={webLightTheme}>
      <Toolbar aria-label="Settings">
        <ChoiceMenu
          label="Theme"
          icon={<span />}
          value={theme}
          options={THEMES}
          optionLabel={(option) => (option === 'light' ? 'Light' : 'Dark')}
          onChange={setTheme}
        />
      </Toolbar>
    </FluentProvider>
  );
}

describe('ChoiceMenu', () => {
  it('opens its menu on the first click, though the menu code arrives only then, and applies the choice', async () => {
    render(<ThemeMenu />);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Theme: Light' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Dark' }));
    expect(await screen.findByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument();
  });

  // Focus moves (into the menu, back to the button) need a real layout: e2e/tests/accessibility.spec.ts checks them.
  it('opens from the keyboard with Enter, its current choice checked', async () => {
    render(<ThemeMenu />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Theme: Light' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menuitemradio', { name: 'Light' })).toBeChecked();
    expect(screen.getByRole('menuitemradio', { name: 'Dark' })).not.toBeChecked();
  });
});
