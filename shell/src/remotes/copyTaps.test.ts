import { answerTapsOnPrerenderedPage, COPY_TAP_EVENT } from './copyTaps';

const arc = (code: string, family: string) => `<path data-code="${code}" data-family="${family}"></path>`;

/** The static HTML's root as the prerender writes it: each of its parts inert. */
function prerenderedRoot(area: string) {
  document.body.innerHTML =
    '<div id="root"><header inert><a href="/en/info/intro">Coffee Note</a></header>' +
    `<div inert><a href="/en/info/guide">Guide</a><main id="content" tabindex="-1">${area}</main></div></div>`;
}

it("makes the static page's tapped chart answer before the shell has started, and tells the tap", () => {
  prerenderedRoot(`<svg>${arc('FRUITY', 'FRUITY')}${arc('BERRY', 'FRUITY')}${arc('ROASTED', 'ROASTED')}</svg>`);
  const told: string[] = [];
  document.addEventListener(COPY_TAP_EVENT, (event) => told.push((event as CustomEvent<string>).detail));
  answerTapsOnPrerenderedPage();
  const [header, page] = [...document.querySelectorAll<HTMLElement>('#root > *')] as [HTMLElement, HTMLElement];
  // The part without a chart stays inert whole; the chart's part answers, its links stay inert.
  expect(header).toHaveAttribute('inert');
  expect(page).not.toHaveAttribute('inert');
  expect(page.querySelector('a')).toHaveAttribute('inert');
  expect(page.querySelector('main')).not.toHaveAttribute('inert');
  page.querySelector('[data-code="BERRY"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  expect(page.querySelector('svg')).toHaveAttribute('data-copy-tap', 'BERRY');
  expect([...page.querySelectorAll<SVGElement>('path')].map((part) => part.style.opacity)).toEqual(['', '', '0.25']);
  expect(told).toEqual(['BERRY']);
});

it('leaves a static page without a named chart inert', () => {
  prerenderedRoot('<h1>Guide</h1>');
  answerTapsOnPrerenderedPage();
  expect([...document.querySelectorAll('#root > *')].every((part) => part.hasAttribute('inert'))).toBe(true);
});
