import { messagesKr } from './messages.kr';
import { widgetsKr } from './widgets.kr';

/** The toolkit's catalogue in Korean: the runtime fetches it as a chunk of its own when a page first needs Korean. */
export const stringsKr = { messages: messagesKr, widgets: widgetsKr };
