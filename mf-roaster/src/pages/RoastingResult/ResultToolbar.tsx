import { roasterEntities } from '@coffee/domain';
import { ExportCsvButton } from '@coffee/field-toolkit/blocks';

const entity = roasterEntities.RoastingResult;

/** The batch list as CSV with the latest cupping score of each batch (server column `cupnote_satis`). */
export function Toolbar() {
  return (
    <ExportCsvButton
      listPath={entity.api?.list ?? '/api/roaster/roasting/result/list'}
      columns={[...(entity.list?.columns ?? []), 'cupnote_satis']}
      fileName="roasting-results.csv"
    />
  );
}
