import { createElement } from 'react';
import type { ComponentType } from 'react';

declare global {
  interface Window {
    /** Widgets rendered since the page loaded. */
    benchRenders: number;
  }
}

window.benchRenders = 0;

/** The widget, counting each of its renders. */
export function counted<P extends object>(Widget: ComponentType<P>): ComponentType<P> {
  function Counted(props: P) {
    window.benchRenders += 1;
    return createElement(Widget, props);
  }
  return Counted;
}
