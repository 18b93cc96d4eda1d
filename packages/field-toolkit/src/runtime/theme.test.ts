import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { darkTheme, lightTheme } from './theme';
import { buildThemes } from './themeBuilder';

describe('the ready-made themes', () => {
  // UPDATE_THEMES=1 writes themes.json anew (after a change of the brand ramp or of Fluent).
  if (process.env.UPDATE_THEMES) {
    writeFileSync(join(__dirname, 'themes.json'), `${JSON.stringify(buildThemes(), null, 2)}\n`);
  }

  it('are the themes Fluent builds from the coffee brand ramp, light and dark', () => {
    const built = buildThemes();
    expect(lightTheme).toEqual(built.light);
    expect(darkTheme).toEqual(built.dark);
  });
});
