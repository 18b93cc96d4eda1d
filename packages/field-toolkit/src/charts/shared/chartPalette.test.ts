import { loadTheme } from '@coffee/field-toolkit/runtime';
import { chartPalette, labelColorOn, LIGHT_PALETTE } from './chartPalette';

describe('chart palette', () => {
  it('resolves concrete colours from the Fluent theme', async () => {
    const darkTheme = await loadTheme('dark');
    const dark = chartPalette(darkTheme, 'dark');
    expect(dark.text).toBe(darkTheme.colorNeutralForeground1);
    expect(dark.background).toBe(darkTheme.colorNeutralBackground1);
    expect(LIGHT_PALETTE.text).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('puts dark text on light or faint fills and light text on dark fills', () => {
    expect(labelColorOn('#fff59d', '#ffffff')).toBe('#242424');
    expect(labelColorOn('#3e0317cc', '#ffffff')).toBe('#ffffff');
    expect(labelColorOn('#da1d2355', '#292929')).toBe('#ffffff');
    expect(labelColorOn('#da1d2355', '#ffffff')).toBe('#242424');
  });
});
