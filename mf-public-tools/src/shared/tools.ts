import { PUBLIC_ROUTES, TOOL_ROUTES } from '@coffee/domain/navigation';

/** The free tools' paths: the page routes use them and the intro and guide link to them (`toolList` pictures them). */
export const TOOL_PATHS = TOOL_ROUTES;

export type ToolKey = keyof typeof TOOL_PATHS;

export const INFO_PATHS = { intro: PUBLIC_ROUTES.intro, guide: PUBLIC_ROUTES.guide } as const;
/** Owned by the shell; a link there leaves this area (single-spa follows the URL change). */
export const SIGN_IN_PATH = 'user/signin';
