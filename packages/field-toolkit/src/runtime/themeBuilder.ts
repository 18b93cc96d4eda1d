import type { BrandVariants, Theme } from '@fluentui/react-components';
import { createDarkTheme, createLightTheme } from '@fluentui/react-components';

/** A roast ramp: from dark roast (10) through medium to crema (160). */
export const coffeeBrand: BrandVariants = {
  10: '#070302',
  20: '#1F130D',
  30: '#331E14',
  40: '#432719',
  50: '#53301E',
  60: '#643A23',
  70: '#754428',
  80: '#874E2D',
  90: '#995933',
  100: '#A7673F',
  110: '#B4764F',
  120: '#C0865F',
  130: '#CC9670',
  140: '#D7A782',
  150: '#E2B895',
  160: '#ECC9A9',
};

/**
 * The suite's two themes built by Fluent from the brand ramp. Pages get them ready-made from `themes/*.json` (the
 * builder and Fluent's palettes would cost every first visit ~5 KB gzip); its test checks the file matches this.
 */
export function buildThemes(): { light: Theme; dark: Theme } {
  return {
    light: createLightTheme(coffeeBrand),
    dark: {
      ...createDarkTheme(coffeeBrand),
      colorBrandForeground1: coffeeBrand[130],
      colorBrandForeground2: coffeeBrand[140],
      colorBrandForegroundLink: coffeeBrand[140],
    },
  };
}
