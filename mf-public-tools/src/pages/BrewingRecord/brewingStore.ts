import { create } from 'zustand';
import type { BrewingStepInput } from '@coffee/domain';
import { emptySteps, sampleRecipe } from '@coffee/domain';

/** The shared stopwatch's timer of this page (the shell's toolbar shows it as "brewing"). */
export const BREWING_TIMER = 'brewing';

interface BrewingRecipeState {
  dose: number | null;
  steps: BrewingStepInput[];
  /** Epoch ms the current brew started at (the record's start time); null after a reset. */
  startedAt: number | null;
  setDose(dose: number | null): void;
  setStep(index: number, change: Partial<BrewingStepInput>): void;
  loadSample(): void;
  clearSteps(): void;
  setStartedAt(startedAt: number | null): void;
}

/** Kept outside the page so the recipe survives leaving the page while the timer keeps running. */
export const useBrewingRecipe = create<BrewingRecipeState>()((set) => ({
  ...sampleRecipe(),
  startedAt: null,
  setDose: (dose) => set({ dose }),
  setStep: (index, change) =>
    set((state) => ({ steps: state.steps.map((step, at) => (at === index ? { ...step, ...change } : step)) })),
  loadSample: () => set(sampleRecipe()),
  clearSteps: () => set({ steps: emptySteps() }),
  setStartedAt: (startedAt) => set({ startedAt }),
}));
