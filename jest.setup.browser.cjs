// jsdom lacks these; Dexie needs IndexedDB, Highcharts asks CSS.supports on load.
require('fake-indexeddb/auto');
const { TextDecoder, TextEncoder } = require('node:util');

globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;
globalThis.structuredClone ??= (value) => JSON.parse(JSON.stringify(value));
globalThis.CSS ??= {};
globalThis.CSS.supports ??= () => false;

// jsdom does no layout: every element's offsetParent is null and the body measures 0 × 0. Fluent's focus finder
// (tabster) then takes every button for hidden, and a dialog focuses its own surface instead of its first button,
// as no browser does; on a busy machine that focus can come before the focus manager knows the dialog, which it
// then hides from assistive tech (so `findByRole` finds no OK). Report a parent for an element not hidden by its
// attribute or inline style, and the window's size for the body, so dialogs take the focus as they do live.
/* global HTMLElement, document, window */
Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
  configurable: true,
  get() {
    if (!this.isConnected || this === this.ownerDocument.body) return null;
    const hidden = (element) =>
      element !== null && (element.hidden || element.style.display === 'none' || hidden(element.parentElement));
    return hidden(this) ? null : this.parentElement;
  },
});
document.body.getBoundingClientRect = () => {
  const { innerWidth: width, innerHeight: height } = window;
  return { x: 0, y: 0, top: 0, left: 0, width, height, right: width, bottom: height, toJSON: () => ({}) };
};
