// jsdom lacks these; Dexie needs IndexedDB, Highcharts asks CSS.supports on load.
require('fake-indexeddb/auto');
const { TextDecoder, TextEncoder } = require('node:util');

globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;
globalThis.structuredClone ??= (value) => JSON.parse(JSON.stringify(value));
globalThis.CSS ??= {};
globalThis.CSS.supports ??= () => false;
