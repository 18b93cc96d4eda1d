import { useMemo } from 'react';
import type { Options } from 'highcharts';
import { useTranslation } from 'react-i18next';
import { useChartPalette } from '../shared/chartPalette';
import { useIsMobile } from '../shared/useIsMobile';
import { useStableValue } from '../shared/useStableValue';
import { ROAST_EVENT_TYPES_FOR_LABELS, ROAST_PHASE_KEYS_FOR_LABELS } from './labels';
import type { RoastingChartProps } from './RoastingChart.types';
import { buildRoastingChartOptions } from './roastingChartOptions';
import type { RoastingChartLabels } from './roastingChartOptions';

/** Options recomputed when the inputs' content changes; the same object (no redraw) otherwise. */
export function useRoastingChart(props: RoastingChartProps): { options: Options; mobile: boolean } {
  const { t, i18n } = useTranslation();
  const mobile = useIsMobile(props.mobile);
  const palette = useChartPalette();
  const input = useStableValue({
    samples: props.samples,
    events: props.events ?? [],
    rateOfRise: props.rateOfRise ?? [],
    phases: props.phases ?? [],
    developmentRatio: props.developmentRatio ?? null,
    reference: props.reference ?? null,
    overlays: props.overlays ?? [],
    batchLabel: props.label ?? '',
    range: props.range,
    language: i18n?.language,
  });
  const options = useMemo(() => {
    const labels: RoastingChartLabels = {
      time: t('charts.timeline.time'),
      temperature: t('charts.timeline.temperature'),
      bt: t('charts.timeline.bt'),
      et: t('charts.timeline.et'),
      ror: t('charts.timeline.ror'),
      rorAxis: t('charts.timeline.rorAxis'),
      events: Object.fromEntries(
        ROAST_EVENT_TYPES_FOR_LABELS.map((type) => [type, t(`charts.timeline.events.${type}`)]),
      ) as RoastingChartLabels['events'],
      phases: Object.fromEntries(
        ROAST_PHASE_KEYS_FOR_LABELS.map((key) => [key, t(`charts.timeline.phases.${key}`)]),
      ) as RoastingChartLabels['phases'],
      dtr: (value) => t('charts.timeline.dtr', { value }),
      reference: (label) => t('charts.timeline.referenceSeries', { label }),
      referenceAir: t('charts.timeline.referenceAir'),
      referenceRor: t('charts.timeline.referenceRor'),
    };
    return buildRoastingChartOptions({ ...input, mobile, labels, palette });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `t` follows the language, which is in `input`
  }, [input, mobile, palette]);
  return { options, mobile };
}
