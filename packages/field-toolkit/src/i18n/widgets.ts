import { widgetsEn as en } from './widgets.en';
import type { WidgetStringKey } from './widgets.en';
import { widgetsKr as kr } from './widgets.kr';

/** The toolkit's own UI strings in both languages, for tests; the runtime fetches one language at a time. */
export const widgetStrings: { kr: Record<WidgetStringKey, string>; en: Record<WidgetStringKey, string> } = { kr, en };
export type { WidgetStringKey };
