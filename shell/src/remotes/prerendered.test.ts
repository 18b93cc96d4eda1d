import { setAreaState } from './areaStatus';
import { adoptPrerenderedPage } from './prerendered';

/** The body as a prerendered intro arrives: its style element, the shell's markup and the area's page in its slot. */
function prerenderedIntro() {
  document.head.innerHTML = '<style data-prerendered>.x{color:red}</style>';
  document.body.innerHTML =
    '<div id="root"><header>Coffee Note</header><div id="area-slot"><div id="area-mf-public-tools">' +
    '<div id="single-spa-application:mf-public-tools"><h1>Intro</h1><p>Lead</p></div></div></div></div>';
  const areaSlot = document.createElement('div');
  const container = document.createElement('div');
  areaSlot.append(container);
  adoptPrerenderedPage(document.getElementById('root')!, areaSlot, () => container);
  return { areaSlot, container, copy: areaSlot.firstElementChild as HTMLElement };
}

/** Mutation observers are called in a microtask after the change. */
const mutationsDelivered = () => Promise.resolve();

beforeEach(() => window.history.replaceState(null, '', '/en/info/intro'));

it('puts an inert copy of the page beside the hidden area, leaving the page in place until the shell renders', () => {
  const { container, copy } = prerenderedIntro();
  expect(copy).not.toBe(container);
  expect(copy.inert).toBe(true);
  expect(copy.querySelector('h1')?.textContent).toBe('Intro');
  expect(container.style.display).toBe('none');
  expect(document.querySelector('#root h1')?.textContent).toBe('Intro');
});

it('drops the copy and its styles once the remote has drawn the heading, not before', async () => {
  const { areaSlot, container, copy } = prerenderedIntro();
  container.innerHTML = '<div role="progressbar"></div>';
  await mutationsDelivered();
  expect(areaSlot.contains(copy)).toBe(true);
  container.innerHTML = '<div><h1>Intro</h1></div>';
  await mutationsDelivered();
  expect(areaSlot.contains(copy)).toBe(false);
  expect(container.style.display).toBe('');
  expect(document.querySelector('style[data-prerendered]')).toBeNull();
});

it('drops the copy when the visitor leaves the page or the remote fails', async () => {
  const left = prerenderedIntro();
  window.history.pushState(null, '', '/en/info/guide');
  window.dispatchEvent(new Event('single-spa:routing-event'));
  expect(left.areaSlot.contains(left.copy)).toBe(false);

  window.history.replaceState(null, '', '/en/info/intro');
  const failed = prerenderedIntro();
  setAreaState('mf-public-tools', 'failed');
  expect(failed.areaSlot.contains(failed.copy)).toBe(false);
  expect(failed.container.style.display).toBe('');
});

it('does nothing for an ordinary index.html', () => {
  document.body.innerHTML = '<div id="root"></div>';
  const areaSlot = document.createElement('div');
  adoptPrerenderedPage(document.getElementById('root')!, areaSlot, () => document.createElement('div'));
  expect(areaSlot.childElementCount).toBe(0);
});
