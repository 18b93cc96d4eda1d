import { lazy, Suspense, useState, useTransition } from 'react';
import type { KeyboardEvent, ReactElement } from 'react';
import { ToolbarButton } from './ToolbarParts';
import type ChoiceMenuPopupComponent from './ChoiceMenuPopup';

export interface ChoiceMenuProps<T extends string> {
  /** Accessible name of the setting, e.g. "Theme". */
  label: string;
  icon: ReactElement;
  value: T;
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (value: T) => void;
  /** Shows the current choice beside the icon (hidden on narrow screens by the caller's CSS). */
  showValue?: boolean;
  className?: string;
}

// Fluent's menu, tooltip and their positioning engine are a large part of the shell's first download; every page
// shows these buttons but few visitors open them: the code is fetched when a pointer or the focus reaches one,
// and the menu takes the button's place when it is first opened.
const loadPopup = () => import('./ChoiceMenuPopup');
// lazy() drops the component's type parameter; the module's own signature is restored here.
const ChoiceMenuPopup = lazy(loadPopup) as unknown as typeof ChoiceMenuPopupComponent;

/** A toolbar button opening a radio menu: one setting, its options, the current one checked. */
export function ChoiceMenu<T extends string>(props: ChoiceMenuProps<T>) {
  const [opened, setOpened] = useState(false);
  // In a transition React keeps the plain button on screen until the menu's code has arrived.
  const [, startTransition] = useTransition();
  const open = () => startTransition(() => setOpened(true));

  if (opened)
    return (
      <Suspense>
        <ChoiceMenuPopup {...props} defaultOpen />
      </Suspense>
    );
  return (
    <ToolbarButton
      icon={props.icon}
      aria-label={`${props.label}: ${props.optionLabel(props.value)}`}
      aria-haspopup="menu"
      className={props.className}
      onPointerEnter={() => void loadPopup()}
      onFocus={() => void loadPopup()}
      onClick={open}
      onKeyDown={(event: KeyboardEvent) => event.key === 'ArrowDown' && open()}
    >
      {props.showValue ? props.optionLabel(props.value) : undefined}
    </ToolbarButton>
  );
}
