/**
 * Screens with unsaved edits (a form in write or edit mode), so that navigation of any area (the shell's tabs,
 * menus and language switch) can ask before discarding them. Kept on `globalThis` like the dialog store, so a
 * bundle that carries a second copy of this module still sees the forms of the others.
 */
export interface LeaveGuard {
  /** True while the screen holds changes that leaving would discard. */
  dirty: () => boolean;
  /** Asks the visitor; true = leave and discard. */
  ask: () => Promise<boolean>;
}

const KEY = Symbol.for('coffee.leaveGuards');
const guards = ((globalThis as Record<symbol, unknown>)[KEY] ??= new Set<LeaveGuard>()) as Set<LeaveGuard>;

/** Registers a screen's guard; returns its removal. */
export function registerLeaveGuard(guard: LeaveGuard): () => void {
  guards.add(guard);
  return () => guards.delete(guard);
}

export function hasUnsavedChanges(): boolean {
  return [...guards].some((guard) => guard.dirty());
}

/** Whether navigation may go on: true at once without unsaved edits, else the visitor's answer. */
export async function leaveAllowed(): Promise<boolean> {
  const dirty = [...guards].find((guard) => guard.dirty());
  return dirty ? dirty.ask() : true;
}
