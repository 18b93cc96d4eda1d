import type { LocalisedStrings } from '../runtime/i18n';
import { messages } from './messages';
import { widgetStrings } from './widgets';

export { SPEC_MESSAGE_KEYS } from './messages';

/** The toolkit's catalogue in both languages, for tests and tools; pages fetch one language (runtime `loadLanguage`). */
export const baseCatalogue: Record<string, LocalisedStrings> = { messages, widgets: widgetStrings };
