import { roasterEntities } from '@coffee/domain/pages';
import type { ListPageConfig } from '@coffee/field-toolkit/engine';

const entity = roasterEntities.RoastingResult;

/** The export ends with the latest cupping score of each batch (server column `cupnote_satis`). */
export const list: ListPageConfig = { exportColumns: [...(entity.list?.columns ?? []), 'cupnote_satis'] };
