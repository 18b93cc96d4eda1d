import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { AreaName } from '@coffee/domain';
import type { SharedMismatch } from './sharedVersions';

export type AreaLoadState = 'idle' | 'loading' | 'mounted' | 'failed';

interface AreaStatusState {
  areas: Partial<Record<AreaName, AreaLoadState>>;
  /** Areas that failed because they were built for another major version of a shared package. */
  mismatches: Partial<Record<AreaName, SharedMismatch>>;
}

/** What the shell knows of each remote: shown as a spinner or an area-level error in the content slot. */
export const areaStatusStore = createStore<AreaStatusState>()(() => ({ areas: {}, mismatches: {} }));

export function setAreaState(area: AreaName, state: AreaLoadState): void {
  areaStatusStore.setState((current) => ({
    areas: { ...current.areas, [area]: state },
    // A new attempt finds its own reason.
    mismatches: state === 'loading' ? { ...current.mismatches, [area]: undefined } : current.mismatches,
  }));
}

export function setAreaMismatch(area: AreaName, mismatch: SharedMismatch): void {
  areaStatusStore.setState((current) => ({ mismatches: { ...current.mismatches, [area]: mismatch } }));
}

export function useAreaMismatch(area: AreaName): SharedMismatch | undefined {
  return useStore(areaStatusStore, (state) => state.mismatches[area]);
}

export function useAreaState(area: AreaName | undefined): AreaLoadState {
  return useStore(areaStatusStore, (state) => (area ? (state.areas[area] ?? 'idle') : 'idle'));
}
