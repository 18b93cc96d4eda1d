/**
 * Readies the browser's formatting data while the shell's own scripts download and the page is idle. A page's first
 * `Intl` date format loads the browser's locale and calendar data: about 0.1 s on a phone's CPU (4x slower). Without
 * this, Highcharts pays it when its code starts, between the batch page's curve arriving and its drawing, and a form
 * pays part of it with its first number (docs/performance.md, "Loading on a phone"). Later formats take a few milliseconds.
 */
export function warmFormats(): void {
  const warm = () => {
    const locale = globalThis.document.documentElement.lang || undefined;
    new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(0);
    new Intl.NumberFormat(locale).format(0.5);
  };
  // The timeout keeps a page that is never idle from putting it off past its first chart, which would pay it anyway.
  if (typeof globalThis.requestIdleCallback === 'function') globalThis.requestIdleCallback(warm, { timeout: 1000 });
  else setTimeout(warm, 0);
}
