/** Routes of this area's pages below the locale prefix (behaviour §03-2.3 to §03-2.4). */
export const QUALITY_ROUTES = {
  QCBrewingResult: 'roaster/qc/blr',
  QCBrewingDefault: 'roaster/qc/brd',
  QCBlending: 'roaster/qc/blending',
  QCRoasting: 'roaster/qc/roasting',
  QCGreenbean: 'roaster/qc/greenbean',
  QCCoffeebean: 'cafe/cupnote/coffeebean',
} as const;

export type QualityPageKey = keyof typeof QUALITY_ROUTES;

/** The list path of a page inside the remote's router (basename = locale prefix). */
export const listPath = (key: QualityPageKey): string => `/${QUALITY_ROUTES[key]}`;
