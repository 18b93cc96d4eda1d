import { create } from 'zustand';
import type { RoastLog } from '@coffee/domain';
import type { ManualPoint } from './manualPoints';
import { samplePoints } from './manualPoints';

export type RoastSource = 'manual' | 'file';

export interface ImportedLog {
  fileName: string;
  log: RoastLog;
}

interface RoastingSession {
  points: ManualPoint[];
  imported: ImportedLog | null;
  source: RoastSource;
  setPoints(points: ManualPoint[]): void;
  setImported(imported: ImportedLog): void;
  setSource(source: RoastSource): void;
}

const initial = () => ({ points: samplePoints(), imported: null, source: 'manual' as RoastSource });

/**
 * The typed points and the imported file, kept outside the page so they survive it being drawn again: switching
 * the language remounts the area. Held in memory for this visit only.
 */
export const useRoastingSession = create<RoastingSession>()((set) => ({
  ...initial(),
  setPoints: (points) => set({ points }),
  setImported: (imported) => set({ imported, source: 'file' }),
  setSource: (source) => set({ source }),
}));

export const resetRoastingSession = (): void => useRoastingSession.setState(initial());
