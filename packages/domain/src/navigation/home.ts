/** The people a home page is for (behaviour §10-1), in the order a visitor holding several lands on them. */
export const HOME_ROLES = ['roastery', 'cafe', 'admin', 'lover'] as const;
export type HomeRole = (typeof HOME_ROLES)[number];

/** The call of a role's home page. */
export const homePath = (role: HomeRole): string => `/api/home/${role}`;
