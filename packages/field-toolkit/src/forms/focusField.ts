const FOCUSABLE = 'input:not([type="hidden"]), textarea, select, button, [tabindex]:not([tabindex="-1"])';

/** Scrolls to the widget of a field (its `data-field` frame) and focuses its first control. */
export function focusField(name: string, root: ParentNode = document): boolean {
  const frame = root.querySelector<HTMLElement>(`[data-field="${CSS.escape(name)}"]`);
  if (!frame) return false;
  const control = frame.matches(FOCUSABLE) ? frame : frame.querySelector<HTMLElement>(FOCUSABLE);
  const target = control ?? frame;
  target.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  target.focus({ preventScroll: true });
  return true;
}
