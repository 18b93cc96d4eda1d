import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { AreaName } from '@coffee/domain';

export type AreaLoadState = 'idle' | 'loading' | 'mounted' | 'failed';

interface AreaStatusState {
  areas: Partial<Record<AreaName, AreaLoadState>>;
}

/** What the shell knows of each remote: shown as a spinner or an area-level error in the content slot. */
export const areaStatusStore = createStore<AreaStatusState>()(() => ({ areas: {} }));

export function setAreaState(area: AreaName, state: AreaLoadState): void {
  areaStatusStore.setState((current) => ({ areas: { ...current.areas, [area]: state } }));
}

export function useAreaState(area: AreaName | undefined): AreaLoadState {
  return useStore(areaStatusStore, (state) => (area ? (state.areas[area] ?? 'idle') : 'idle'));
}
