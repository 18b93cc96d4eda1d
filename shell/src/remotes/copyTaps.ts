/** Told on the document when a prerendered page's chart part is tapped: `detail` is its `data-code`. */
export const COPY_TAP_EVENT = 'coffee:copy-tap';

/** How much of the copy's drawing stays bright beside what a tap on it chose. */
const DIMMED_OPACITY = '0.25';

/** Shows a tap's answer on each drawing (a desktop's and a phone's) holding `code`'s part: its family stays bright. */
export function markCopyTap(page: ParentNode, code: string): void {
  for (const drawing of page.querySelectorAll('svg')) {
    const parts = [...drawing.querySelectorAll<SVGElement>('[data-family]')];
    const family = parts.find((part) => part.getAttribute('data-code') === code)?.getAttribute('data-family');
    if (family === undefined) continue;
    parts.forEach((part) => {
      part.style.opacity = part.getAttribute('data-family') === family ? '' : DIMMED_OPACITY;
    });
    drawing.setAttribute('data-copy-tap', code);
  }
}

/**
 * Makes a prerendered page whose chart names its parts (`data-code`, `data-family`: the flavor wheel's arcs and
 * labels) answer a tap on one at once ({@link markCopyTap}) and tell it ({@link COPY_TAP_EVENT}) for the live page,
 * which does what that tap does there once it can (behaviour §11-2.1). Its links and buttons stay inert; a page
 * without such a chart stays inert whole. Needs no shared module: the shell's entry calls it before they are in.
 */
export function answerCopyTaps(page: HTMLElement): void {
  if (!page.querySelector('[data-code]')) {
    page.setAttribute('inert', '');
    return;
  }
  page.removeAttribute('inert');
  // Not what holds the chart (the main region is a skip link's target, `tabindex="-1"`).
  page.querySelectorAll('a, button, input, select, textarea, [tabindex]').forEach((control) => {
    if (!control.querySelector('[data-code]')) control.setAttribute('inert', '');
  });
  page.addEventListener('click', (event) => {
    const code =
      event.target instanceof Element ? event.target.closest('[data-code]')?.getAttribute('data-code') : null;
    if (!code) return;
    markCopyTap(page, code);
    document.dispatchEvent(new CustomEvent(COPY_TAP_EVENT, { detail: code }));
  });
}

/**
 * The prerendered page in the document's root (the server's static HTML, inert whole) answers taps from the moment
 * the shell's entry runs, before the shell has started and put its copy in place.
 */
export function answerTapsOnPrerenderedPage(root: HTMLElement | null = document.getElementById('root')): void {
  for (const part of root?.children ?? [])
    if (part instanceof HTMLElement && part.hasAttribute('inert')) answerCopyTaps(part);
}
