import { useEffect, useRef } from 'react';
import { useForm } from 'react-final-form';
import { findField } from '@coffee/domain/pages';
import type { EntityDef } from '@coffee/domain/pages';
import { confirm } from '@coffee/field-toolkit/dialogs';
import { parseIndexedName } from '@coffee/field-toolkit/forms';
import type { FormValues } from '@coffee/field-toolkit/forms';
import { registerLeaveGuard } from '@coffee/field-toolkit/runtime';

/** Marks the history entry pushed in front of an edited form, so that Back can ask first. */
const GUARD_ENTRY = 'coffeeUnsavedGuard';

export const askToDiscard = () =>
  confirm({
    title: { key: 'widgets.unsavedTitle' },
    message: { key: 'widgets.unsavedText' },
    okLabel: { key: 'widgets.unsavedLeave' },
    cancelLabel: { key: 'widgets.unsavedStay' },
  });

const isPlainLinkClick = (event: MouseEvent): HTMLAnchorElement | null => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  const here = window.location;
  return url.origin === here.origin && (url.pathname !== here.pathname || url.search !== here.search) ? anchor : null;
};

/**
 * Whether a change of `name` is the user's to lose: a value the form shows but never saves (a batch's roast date
 * copied beside the brew) or computes from the others follows the saved fields and is not.
 */
export function holdsUserChange(entity: EntityDef, name: string): boolean {
  const field = findField(entity, name) ?? parseIndexedName(entity, name)?.field;
  return !field || (field.stored !== false && !field.computed);
}

/**
 * While a form in write or edit mode holds changes, leaving asks before discarding them: a link anywhere on the
 * page (menus, tabs drawn as links), Back (an extra history entry in front of the form), closing or reloading the
 * tab (the browser's own question), and the shell's own navigation through `leaveAllowed()`.
 */
export function LeaveGuard({ active, entity }: { active: boolean; entity: EntityDef }) {
  const form = useForm<FormValues>();
  const activeRef = useRef(active);
  /** The URL of the guard entry of this editing session; forgotten when the form leaves edit (saved, cancelled). */
  const guardRef = useRef<string | null>(null);
  useEffect(() => {
    activeRef.current = active;
    if (!active) guardRef.current = null;
  }, [active]);

  useEffect(() => {
    const dirty = () =>
      activeRef.current &&
      Object.entries(form.getState().dirtyFields ?? {}).some(
        ([name, changed]) => changed && holdsUserChange(entity, name),
      );
    let bypass = false;

    const onClick = (event: MouseEvent) => {
      const anchor = bypass || !dirty() ? null : isPlainLinkClick(event);
      if (!anchor) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      void askToDiscard().then((leave) => {
        if (!leave) return;
        bypass = true;
        anchor.click();
        bypass = false;
      });
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirty()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    const pushGuard = () => {
      guardRef.current = window.location.href;
      window.history.pushState({ ...(window.history.state as object), [GUARD_ENTRY]: true }, '', guardRef.current);
    };
    const onPopState = () => {
      const state = window.history.state as Record<string, unknown> | null;
      if (guardRef.current === null || state?.[GUARD_ENTRY] || window.location.href !== guardRef.current) return;
      // Back left the guard entry for the form's own entry: the form is still on screen.
      guardRef.current = null;
      if (!dirty()) return window.history.back();
      void askToDiscard().then((leave) => (leave ? window.history.back() : pushGuard()));
    };
    const unsubscribe = form.subscribe(() => dirty() && guardRef.current === null && pushGuard(), {
      dirtyFields: true,
    });

    const unregister = registerLeaveGuard({ dirty, ask: askToDiscard });
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('popstate', onPopState);
    return () => {
      unsubscribe();
      unregister();
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('popstate', onPopState);
    };
  }, [form, entity]);
  return null;
}
