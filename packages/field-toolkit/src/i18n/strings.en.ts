import { messagesEn } from './messages.en';
import { widgetsEn } from './widgets.en';

/** The toolkit's catalogue in English: the runtime fetches it as a chunk of its own when a page first needs English. */
export const stringsEn = { messages: messagesEn, widgets: widgetsEn };
