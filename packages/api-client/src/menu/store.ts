import type { SuiteMenu } from '@coffee/domain';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { apiGet } from '../fetch/request';
import { isOk } from '../fetch/status';

/**
 * The suite's menu as the running API describes it (`GET /api/menu`): the shell and the remotes decide access and
 * draw menus from it, so a page deployed with its remote and the server needs no new shell. The last one received
 * is kept, so a returning visitor's shell starts at once (and offline) while the current one loads.
 */
export type MenuStatus = 'loading' | 'ready' | 'failed';

export interface MenuState {
  status: MenuStatus;
  menu: SuiteMenu | null;
}

const KEPT_MENU = 'coffee.menu';

function keptMenu(): SuiteMenu | null {
  try {
    const raw = globalThis.localStorage?.getItem(KEPT_MENU);
    return raw ? (JSON.parse(raw) as SuiteMenu) : null;
  } catch {
    return null;
  }
}

function keepMenu(menu: SuiteMenu): void {
  try {
    globalThis.localStorage?.setItem(KEPT_MENU, JSON.stringify(menu));
  } catch {
    // Storage refused: the next start waits for the menu.
  }
}

export const menuStore = createStore<MenuState>(() => {
  const kept = keptMenu();
  return kept ? { status: 'ready', menu: kept } : { status: 'loading', menu: null };
});

export function useMenuStore<T>(selector: (state: MenuState) => T): T {
  return useStore(menuStore, selector);
}

/** The menu's tree, or undefined while none is known. */
export const menuTree = () => menuStore.getState().menu?.tree;

/** Sets the menu (a test, a page drawn without a server). */
export function setMenu(menu: SuiteMenu): void {
  menuStore.setState({ status: 'ready', menu });
}

/**
 * Fetches the menu. Without an answer, a kept menu stays in use; with none, the status says the menu failed (the
 * shell offers to try again) and it is asked for again once the browser is back online.
 */
export async function loadMenu(): Promise<void> {
  const response = await apiGet<SuiteMenu>('/api/menu', {}, { org: null });
  if (isOk(response)) {
    keepMenu(response.result);
    setMenu(response.result);
    return;
  }
  if (menuStore.getState().menu) return;
  menuStore.setState({ status: 'failed' });
  globalThis.addEventListener?.('online', () => void loadMenu(), { once: true });
}
