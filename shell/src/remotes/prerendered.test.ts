import { renderHook } from '@testing-library/react';
import { useCopyTap } from '@coffee/field-toolkit/runtime';
import { setAreaState } from './areaStatus';
import { answerTapsOnPrerenderedPage } from './copyTaps';
import { adoptPrerenderedPage } from './prerendered';

/** The body as a prerendered page arrives: its style element, the shell's markup and the area's page in its slot. */
function prerenderedPage(page = '<h1>Intro</h1><p>Lead</p>') {
  document.head.innerHTML = '<style data-prerendered>.x{color:red}</style>';
  document.body.innerHTML =
    '<div id="root"><header>Coffee Note</header><div id="area-slot"><div id="area-mf-public-tools">' +
    `<div id="single-spa-application:mf-public-tools">${page}</div></div></div></div>`;
  const areaSlot = document.createElement('div');
  const container = document.createElement('div');
  areaSlot.append(container);
  adoptPrerenderedPage(document.getElementById('root')!, areaSlot, () => container);
  return { areaSlot, container, copy: areaSlot.firstElementChild as HTMLElement };
}

/** The tap kept for the live page now. */
function copyTapNow() {
  const { result, unmount } = renderHook(() => useCopyTap());
  unmount();
  return result.current;
}

/** Mutation observers are called in a microtask after the change. */
const mutationsDelivered = () => Promise.resolve();

beforeEach(() => window.history.replaceState(null, '', '/en/info/intro'));

it('puts an inert copy of the page beside the hidden area, leaving the page in place until the shell renders', () => {
  const { container, copy } = prerenderedPage();
  expect(copy).not.toBe(container);
  expect(copy).toHaveAttribute('inert');
  expect(copy).toHaveAttribute('aria-hidden', 'true');
  expect(copy.querySelector('h1')?.textContent).toBe('Intro');
  // Hidden but laid out at the slot's width: what it measures there is what it shows.
  expect(container.style.visibility).toBe('hidden');
  expect(container.style.position).toBe('absolute');
  expect(container.style.display).toBe('');
  expect(document.querySelector('#root h1')?.textContent).toBe('Intro');
});

it('drops the copy and its styles once the remote has drawn the heading, not before', async () => {
  const { areaSlot, container, copy } = prerenderedPage();
  container.innerHTML = '<div role="progressbar"></div>';
  await mutationsDelivered();
  expect(areaSlot.contains(copy)).toBe(true);
  container.innerHTML = '<div><h1>Intro</h1></div>';
  await mutationsDelivered();
  expect(areaSlot.contains(copy)).toBe(false);
  expect(container.style.visibility).toBe('');
  expect(document.querySelector('style[data-prerendered]')).toBeNull();
});

it('keeps the copy of a chart drawn after the heading until the remote has drawn that chart', async () => {
  const wheel = '<div data-chart="flavor-wheel" data-drawn="true"><svg></svg></div>';
  const { areaSlot, container, copy } = prerenderedPage(`<h1>Flavor wheel</h1>${wheel}`);
  container.innerHTML = '<h1>Flavor wheel</h1><div role="progressbar"></div>';
  await mutationsDelivered();
  expect(areaSlot.contains(copy)).toBe(true);
  container.innerHTML = '<h1>Flavor wheel</h1><div data-chart="flavor-wheel"><svg></svg></div>';
  await mutationsDelivered();
  expect(areaSlot.contains(copy)).toBe(true);
  expect(container.style.visibility).toBe('hidden');
  container.querySelector('[data-chart]')!.setAttribute('data-drawn', 'true');
  await mutationsDelivered();
  expect(areaSlot.contains(copy)).toBe(false);
  expect(container.style.visibility).toBe('');
});

it('drops the copy when the visitor leaves the page or the remote fails', async () => {
  const left = prerenderedPage();
  window.history.pushState(null, '', '/en/info/guide');
  window.dispatchEvent(new Event('single-spa:routing-event'));
  expect(left.areaSlot.contains(left.copy)).toBe(false);

  window.history.replaceState(null, '', '/en/info/intro');
  const failed = prerenderedPage();
  setAreaState('mf-public-tools', 'failed');
  expect(failed.areaSlot.contains(failed.copy)).toBe(false);
  expect(failed.container.style.visibility).toBe('');
});

it("answers a tap on a copied chart's part at once and keeps it for the live page; links stay inert", () => {
  const arc = (code: string, family: string) => `<path data-code="${code}" data-family="${family}"></path>`;
  const wheel = `<svg>${arc('FR', 'FR')}${arc('BB', 'FR')}<g data-code="RO" data-family="RO"><text>Roasted</text></g></svg>`;
  const { copy } = prerenderedPage(`<h1>Flavor wheel</h1><a href="/en/info/intro">Intro</a>${wheel}`);
  expect(copy).not.toHaveAttribute('inert');
  expect(copy.querySelector('a')).toHaveAttribute('inert');
  copy.querySelector('text')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  expect(copy.querySelector('svg')).toHaveAttribute('data-copy-tap', 'RO');
  const opacities = [...copy.querySelectorAll<SVGElement>('[data-code]')].map((part) => part.style.opacity);
  expect(opacities).toEqual(['0.25', '0.25', '']);
  expect(copyTapNow()).toBe('RO');
  // A tap beside the chart's parts asks nothing.
  copy.querySelector('h1')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  expect(copyTapNow()).toBe('RO');
});

it('keeps a tap made on the static page before the copy was made, and one made on it before the shell is drawn', () => {
  const wheel =
    '<svg><path data-code="FRUITY" data-family="FRUITY"></path><path data-code="ROASTED" data-family="ROASTED"></path></svg>';
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<div id="root"><div inert><div id="area-slot"><div id="area-mf-public-tools">' +
    `<h1>Flavor wheel</h1>${wheel}</div></div></div></div>`;
  answerTapsOnPrerenderedPage();
  const page = document.getElementById('root')!;
  page.querySelector('[data-code="ROASTED"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  const areaSlot = document.createElement('div');
  const container = document.createElement('div');
  areaSlot.append(container);
  adoptPrerenderedPage(page, areaSlot, () => container);
  const copy = areaSlot.firstElementChild!;
  expect(copy.querySelector('svg')).toHaveAttribute('data-copy-tap', 'ROASTED');
  expect(copyTapNow()).toBe('ROASTED');
  // The static page is still on screen until the shell's first render: a tap there reaches the copy too.
  page.querySelector('[data-code="FRUITY"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  expect(copy.querySelector('svg')).toHaveAttribute('data-copy-tap', 'FRUITY');
  expect(copy.querySelector<SVGElement>('[data-code="ROASTED"]')!.style.opacity).toBe('0.25');
  expect(copyTapNow()).toBe('FRUITY');
});

it('does nothing for an ordinary index.html', () => {
  document.body.innerHTML = '<div id="root"></div>';
  const areaSlot = document.createElement('div');
  adoptPrerenderedPage(document.getElementById('root')!, areaSlot, () => document.createElement('div'));
  expect(areaSlot.childElementCount).toBe(0);
});
