import { Button } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { fromChartLog, resultFieldsToRoastEvents, roastLogToAlog } from '@coffee/domain';
import type { FormValues } from '@coffee/field-toolkit/forms';
import { saveFile } from '@coffee/field-toolkit/engine';

const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A saved batch as an Artisan profile (behaviour §08-6.3): the stored curve and timeline, the day, the green and
 * roasted masses; shown in view mode once the batch has a curve.
 */
export function ArtisanExport({ record, mode }: { record: FormValues; mode: 'write' | 'edit' | 'view' }) {
  const { t } = useTranslation();
  const samples = fromChartLog(record.roasting_chart_log);
  if (mode !== 'view' || samples.length === 0) return null;
  const code =
    textOf(record.roasting_batch_code) || `${textOf(record.roasting_result_date)}-${record.roasting_result_seq ?? ''}`;
  const download = () => {
    const alog = roastLogToAlog(
      { samples, events: resultFieldsToRoastEvents(record) },
      {
        title: code,
        date: textOf(record.roasting_result_date) || null,
        weightInG: numberOrNull(record.greenbean_total_mass),
        weightOutG: numberOrNull(record.roasting_mass),
        roastingNotes: textOf(record.roasting_result_memo),
      },
    );
    saveFile(new Blob([alog], { type: 'application/octet-stream' }), `${code.replace(/[^\w.-]+/g, '_')}.alog`);
  };
  return (
    <Button icon={<ArrowDownloadRegular />} onClick={download}>
      {t('blocks.roasting.exportAlog')}
    </Button>
  );
}
