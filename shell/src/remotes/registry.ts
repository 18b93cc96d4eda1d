import { getInstance, loadRemote, registerGlobalPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AppError, LifeCycles } from 'single-spa';
import {
  LOAD_ERROR,
  MOUNTED,
  SKIP_BECAUSE_BROKEN,
  addErrorHandler,
  getAppStatus,
  registerApplication,
  start,
  triggerAppChange,
} from 'single-spa';
import type { AreaName } from '@coffee/domain';
import { AREA_NAMES, areaOfRoute, parseRoute } from '@coffee/domain/navigation';
import { menuStore, sessionStore } from '@coffee/api-client';
import type { SuiteConfig } from '../config/suiteConfig';
import { accessOf } from '../access/visitor';
import { setAreaMismatch, setAreaState } from './areaStatus';
import { sharedVersionRule } from './sharedVersions';

/** Module Federation names cannot hold hyphens. */
export const federationName = (area: AreaName) => area.replace(/-/g, '_');

/** The areas a visitor may load: guests only the public tools (nothing else is even registered). */
export function areasFor(signedIn: boolean, config: SuiteConfig): AreaName[] {
  return AREA_NAMES.filter((area) => config.remotes[area] && (signedIn || area === 'mf-public-tools'));
}

/**
 * The element remotes mount into. It lives outside React's tree (the shell's layout attaches it to the content
 * area), so it exists before the first render and survives every re-render of the shell.
 */
export const areaSlot = document.createElement('div');
areaSlot.id = 'area-slot';

export function containerFor(area: AreaName): HTMLElement {
  const id = `area-${area}`;
  let container = areaSlot.querySelector<HTMLElement>(`#${id}`);
  if (!container) {
    container = document.createElement('div');
    container.id = id;
    areaSlot.appendChild(container);
  }
  return container;
}

function remoteDefinitions(areas: readonly AreaName[], config: SuiteConfig) {
  return areas.map((area) => ({ name: federationName(area), entry: config.remotes[area]! }));
}

/** The remote that owns a route, by the suite's menu (none while it is not known). */
function areaOf(segments: readonly string[]): AreaName | undefined {
  const areas = menuStore.getState().menu?.areas;
  return areas && areaOfRoute(segments, areas);
}

/**
 * Whether the shell is done with the page at the address: its area mounted (the page then holds what it still
 * draws itself), failed, or not shown (no area owns the route, or the visitor may not open it).
 */
export function routeSettled(areas: readonly AreaName[]): boolean {
  const menu = menuStore.getState().menu;
  if (!menu) return false;
  const { segments } = parseRoute(globalThis.location.pathname);
  const area = areaOf(segments);
  if (!area || !areas.includes(area)) return true;
  const status = getAppStatus(area);
  if (status === MOUNTED || status === LOAD_ERROR || status === SKIP_BECAUSE_BROKEN) return true;
  const access = accessOf(segments, sessionStore.getState(), menu).kind;
  return access !== 'allowed' && access !== 'loading';
}

/** Calls `settled` after the first of single-spa's routings that leaves the page to its area (`routeSettled`). */
function onceRouteSettled(areas: readonly AreaName[], settled: () => void): void {
  const check = () => {
    if (!routeSettled(areas)) return;
    window.removeEventListener('single-spa:routing-event', check);
    settled();
  };
  window.addEventListener('single-spa:routing-event', check);
}

let registeredConfig: SuiteConfig | null = null;
const lastFailure = new Map<AreaName, number>();
/** single-spa loads an app that failed to load again only once this long has passed since the failure. */
const SINGLE_SPA_RELOAD_GUARD_MS = 200;

/**
 * Registers the visitor's remotes with the federation runtime and with single-spa, then starts single-spa.
 * `routeSettled` is called once the route's area has mounted its page, failed, or is not to be shown.
 */
export function registerAreas(config: SuiteConfig, routeSettled: () => void = () => {}): void {
  registeredConfig = config;
  const areas = areasFor(sessionStore.getState().status === 'signedIn', config);
  registerGlobalPlugins([
    sharedVersionRule(getInstance()!.options.name, (remote, mismatch) => {
      const area = AREA_NAMES.find((name) => federationName(name) === remote);
      if (area) setAreaMismatch(area, mismatch);
    }),
  ]);
  registerRemotes(remoteDefinitions(areas, config));
  // The route's area starts loading at once; single-spa, which loads an area once it is active (the visitor's rights
  // allow it), then finds it loaded. A failure here is left to that load, which reports it.
  const routeArea = areaOf(parseRoute(globalThis.location.pathname).segments);
  if (routeArea && areas.includes(routeArea)) void loadRemote(`${federationName(routeArea)}/app`).catch(() => null);
  for (const area of areas) {
    registerApplication<{ domElement: HTMLElement }>({
      name: area,
      app: async () => {
        setAreaState(area, 'loading');
        const lifecycles = await loadRemote<LifeCycles<{ domElement: HTMLElement }>>(`${federationName(area)}/app`);
        if (!lifecycles) throw new Error(`${area} exposes no ./app`);
        return lifecycles;
      },
      activeWhen: (location) => {
        const { segments } = parseRoute(location.pathname);
        const menu = menuStore.getState().menu;
        return areaOf(segments) === area && accessOf(segments, sessionStore.getState(), menu).kind === 'allowed';
      },
      customProps: () => ({ domElement: containerFor(area) }),
    });
  }
  addErrorHandler((error: AppError) => {
    console.error(error);
    if ((AREA_NAMES as readonly string[]).includes(error.appOrParcelName)) {
      const area = error.appOrParcelName as AreaName;
      lastFailure.set(area, Date.now());
      setAreaState(area, 'failed');
    }
  });
  window.addEventListener('single-spa:app-change', () => {
    for (const area of areas) if (getAppStatus(area) === MOUNTED) setAreaState(area, 'mounted');
  });
  // Access depends on the session, the rights and the suite's menu: re-evaluate which area is active when they change.
  sessionStore.subscribe(() => triggerAppChange());
  menuStore.subscribe(() => triggerAppChange());
  onceRouteSettled(areas, routeSettled);
  start({ urlRerouteOnly: true });
}

/** Tries a failed area again without reloading the page: forget the failed remote entry, then reroute. */
export function retryArea(area: AreaName): void {
  if (!registeredConfig) return;
  setAreaState(area, 'loading');
  registerRemotes(remoteDefinitions([area], registeredConfig), { force: true });
  const wait = (lastFailure.get(area) ?? 0) + SINGLE_SPA_RELOAD_GUARD_MS - Date.now();
  window.setTimeout(() => void triggerAppChange(), Math.max(0, wait));
}
