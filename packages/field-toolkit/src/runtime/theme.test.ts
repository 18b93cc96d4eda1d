import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lightTheme, loadTheme } from './theme';
import { buildThemes } from './themeBuilder';

describe('the ready-made themes', () => {
  // UPDATE_THEMES=1 writes themes/light.json and themes/dark.json anew (after a change of the brand ramp or of Fluent).
  if (process.env.UPDATE_THEMES) {
    for (const [mode, theme] of Object.entries(buildThemes())) {
      writeFileSync(join(__dirname, 'themes', `${mode}.json`), `${JSON.stringify(theme, null, 2)}\n`);
    }
  }

  it('are the themes Fluent builds from the coffee brand ramp, light and dark', async () => {
    const built = buildThemes();
    expect(lightTheme).toEqual(built.light);
    expect(await loadTheme('light')).toBe(lightTheme);
    expect(await loadTheme('dark')).toEqual(built.dark);
  });
});
