import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { AreaName } from '@coffee/domain';
import { noteCopyTap } from '@coffee/field-toolkit/runtime';
import { AREA_NAMES } from '@coffee/domain/navigation';
import { areaStatusStore } from './areaStatus';
import { answerCopyTaps, COPY_TAP_EVENT, markCopyTap } from './copyTaps';

/** The area whose prerendered page the content slot shows, while the visitor is still on that page. */
const prerenderedStore = createStore<{ area: AreaName | null }>()(() => ({ area: null }));

export const usePrerenderedArea = (): AreaName | null => useStore(prerenderedStore, (state) => state.area);

/**
 * Whether the remote's own render shows what the copy shows (behaviour §11-2.2): the page's heading, and each chart
 * the copy holds (`data-chart`, its name) drawn as it stays (`data-drawn`: its animation over), so a chart drawn
 * after its page's heading never vanishes between the copy and the live page.
 */
export function drawsCopy(container: Element, copy: Element): boolean {
  if (!container.querySelector('h1')) return false;
  const charts = new Set([...copy.querySelectorAll('[data-chart]')].map((chart) => chart.getAttribute('data-chart')));
  return [...charts].every((name) => container.querySelector(`[data-chart="${name}"][data-drawn]`));
}

/**
 * A guest's public page can arrive prerendered: the static HTML of the page as the suite draws it
 * (packages/workspace-tools/src/prerender.mjs), inert until the scripts run (`answerCopyTaps` then). Before the
 * shell's first render replaces the root's markup, a copy of the page's content goes into the area slot beside the
 * area's container (the remote's React root, which it clears), and stays until the remote has drawn the page itself
 * ({@link drawsCopy}); the container stays hidden until then, so neither a spinner nor an empty slot shows in
 * between. Hidden, it keeps the slot's width (laid out over the copy, invisible): a chart measured there is drawn at
 * the size it shows at, not redrawn once shown. Leaving the page or a failed remote drops the copy too.
 */
export function adoptPrerenderedPage(
  root: HTMLElement,
  areaSlot: HTMLElement,
  containerFor: (area: AreaName) => HTMLElement,
): void {
  const prerendered = root.querySelector<HTMLElement>('#area-slot > [id^="area-"]');
  const area = AREA_NAMES.find((name) => prerendered?.id === `area-${name}`);
  if (!prerendered || !area) return;
  const container = containerFor(area);
  // A copy: the page itself stays where it is until the shell's first render replaces it (the copy is then in place).
  const copy = document.createElement('div');
  // Out of assistive technology's tree: the live page, hidden beside it, is what it reads.
  copy.setAttribute('aria-hidden', 'true');
  copy.append(...[...prerendered.childNodes].map((node) => node.cloneNode(true)));
  answerCopyTaps(copy);
  // A tap on the page or on its copy: the copy shows it (a tap on the page itself came before the copy was in
  // place, or was cloned with it) and the live page is told.
  const onTap = (event: Event) => {
    const code = (event as CustomEvent<string>).detail;
    markCopyTap(copy, code);
    noteCopyTap(code);
  };
  const tappedBefore = copy.querySelector('[data-copy-tap]')?.getAttribute('data-copy-tap');
  if (tappedBefore) onTap(new CustomEvent(COPY_TAP_EVENT, { detail: tappedBefore }));
  document.addEventListener(COPY_TAP_EVENT, onTap);
  areaSlot.insertBefore(copy, container);
  const HIDDEN = { position: 'absolute', insetBlockStart: '0', insetInline: '0', visibility: 'hidden' } as const;
  Object.assign(container.style, HIDDEN);
  areaSlot.style.position = 'relative';
  prerenderedStore.setState({ area });

  const { pathname } = window.location;
  const release = () => {
    observer.disconnect();
    stopWatchingArea();
    document.removeEventListener(COPY_TAP_EVENT, onTap);
    window.removeEventListener('single-spa:routing-event', onRoute);
    copy.remove();
    for (const property of ['position', 'inset-block-start', 'inset-inline', 'visibility'])
      container.style.removeProperty(property);
    areaSlot.style.removeProperty('position');
    document.querySelector('style[data-prerendered]')?.remove();
    prerenderedStore.setState({ area: null });
  };
  const observer = new MutationObserver(() => {
    if (drawsCopy(container, copy)) release();
  });
  observer.observe(container, { childList: true, subtree: true, attributeFilter: ['data-drawn'] });
  const onRoute = () => {
    if (window.location.pathname !== pathname) release();
  };
  window.addEventListener('single-spa:routing-event', onRoute);
  const stopWatchingArea = areaStatusStore.subscribe((state) => {
    if (state.areas[area] === 'failed') release();
  });
}
