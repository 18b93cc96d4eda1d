import { roasterEntities } from '@coffee/domain/pages';
import type { ListPageConfig } from '@coffee/field-toolkit/engine';
import { RoastLogImport } from './RoastLogImport';

const entity = roasterEntities.RoastingResult;

/**
 * The export ends with the latest cupping score of each batch (server column `cupnote_satis`); above the search, the
 * import of other software's roast logs (behaviour §08-6.4).
 */
export const list: ListPageConfig = {
  exportColumns: [...(entity.list?.columns ?? []), 'cupnote_satis'],
  summary: RoastLogImport,
};
