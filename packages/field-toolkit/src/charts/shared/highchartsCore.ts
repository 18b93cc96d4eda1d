// The Highcharts core every chart module attaches to, set up to draw under the suite's Content-Security-Policy.
import Highcharts from 'highcharts';
import paletteCss from 'highcharts/css/highcharts-palette.css';

const ADOPTED: unique symbol = Symbol.for('coffee.highchartsPalette');

/**
 * Highcharts 13 writes its palette (the CSS variables of its default colours) as the text of a `<style>` element,
 * which the suite's policy refuses (no inline styles). The same variables come from Highcharts' own palette file
 * instead, adopted by the document as a constructed style sheet (CSSOM, which the policy allows), once.
 */
export function adoptHighchartsPalette(target: Document = document): void {
  const marked = target as Document & { [ADOPTED]?: true };
  // jsdom (the unit tests) has no constructed style sheets; every browser the suite supports has.
  if (marked[ADOPTED] || !('adoptedStyleSheets' in target)) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(paletteCss);
  target.adoptedStyleSheets = [...target.adoptedStyleSheets, sheet];
  marked[ADOPTED] = true;
}

Highcharts.setOptions({ palette: { injectCSS: false } });
adoptHighchartsPalette();

export { Highcharts };
