import type { BrewingStepInput, FieldDef } from '@coffee/domain';
import { fromStored, massCurve } from '@coffee/domain';
import { Text } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlavorCode } from '../FlavorWheel/FlavorWheel.types';
// By package name: the chart components stay those of the one shared charts module.
import { FlavorWheel, LineChart, RadarChart, RoastingChart } from '@coffee/field-toolkit/charts';
import { useStableValue } from '../shared/useStableValue';
import type { RoastChartReference } from '../RoastingChart/RoastingChart.types';
import type { ChartValues } from './chartFieldData';
import { radarPoints, roastingChartData, stepsFromValues, withReferenceRor } from './chartFieldData';
import { usePreferences } from '@coffee/field-toolkit/runtime';

const MASS_AXIS = { unit: 'g', decimals: 1, floor: 0, defaultMin: 0, defaultMax: 100 } as const;

export interface ChartFieldViewProps {
  /** A field of input radar, flavorwheel, line or timeline; `chartOf` names the fields it draws. */
  def: FieldDef;
  /** The field's own value (the chart log of a timeline). */
  value: unknown;
  /** Current values of the `chartOf` fields. */
  values: ChartValues;
  /** The wheel edits its list only when false. */
  readOnly: boolean;
  /** FLVR code entries (flavor wheel). */
  flavorCodes?: readonly FlavorCode[];
  locale?: string;
  /** Writes a `chartOf` field back to the form (the wheel's flavor list). */
  onChange?: (name: string, value: unknown) => void;
  /** A timeline's batch to compare with (a recipe's reference batch), aligned on CHARGE. */
  reference?: RoastChartReference | null;
}

const bySuffix = (names: readonly string[], suffix: string) => names.find((name) => name.endsWith(suffix));

function WheelField({ def, values, readOnly, flavorCodes, locale, onChange }: ChartFieldViewProps) {
  const { t } = useTranslation();
  const names = def.chartOf ?? [];
  const list = bySuffix(names, '_list');
  const selected = Array.isArray(values[list ?? '']) ? (values[list ?? ''] as string[]) : [];
  if (flavorCodes && flavorCodes.length === 0) return <Text role="status">{t('charts.fields.noCodes')}</Text>;
  return (
    <FlavorWheel
      codes={flavorCodes ?? []}
      selected={selected}
      onSelectedChange={list && onChange ? (next) => onChange(list, next) : undefined}
      readOnly={readOnly || !list}
      locale={locale}
      simple={values[bySuffix(names, '_simple') ?? ''] === true}
      reverse={values[bySuffix(names, '_reverse') ?? ''] === true}
      rotation={fromStored(values[bySuffix(names, '_rotate') ?? ''], 10) ?? 0}
      downloadable
    />
  );
}

export interface BrewingCurveChartProps {
  steps: readonly BrewingStepInput[];
  /** File name prefix of the PNG download. */
  downloadPrefix?: string;
}

/** Water poured over time from a brewing record's steps (the form field and the public brewing record). */
export function BrewingCurveChart({ steps, downloadPrefix }: BrewingCurveChartProps) {
  const { t } = useTranslation();
  const log = useStableValue(massCurve(steps));
  return (
    <LineChart
      log={log}
      series={[{ key: 'mass', name: t('charts.fields.curveSeries') }]}
      valueAxis={{ title: t('charts.fields.curveAxis'), ...MASS_AXIS }}
      label={t('charts.fields.curveTitle')}
      downloadable
      downloadPrefix={downloadPrefix}
    />
  );
}

function CurveField({ def, values }: ChartFieldViewProps) {
  return <BrewingCurveChart steps={stepsFromValues(values, def.chartOf ?? [])} />;
}

function TimelineField({ def, value, values, reference }: ChartFieldViewProps) {
  const { t } = useTranslation();
  const span = usePreferences((state) => state.rorSpan);
  const data = useStableValue(
    useMemo(() => roastingChartData(value, values, def.chartOf ?? [], span), [value, values, def.chartOf, span]),
  );
  const compared = useMemo(() => reference && withReferenceRor(reference, span), [reference, span]);
  return <RoastingChart {...data} reference={compared} label={t(`fields.${def.name}`)} downloadable />;
}

function RadarField({ def, values }: ChartFieldViewProps) {
  const { t } = useTranslation();
  const points = radarPoints(values, def.chartOf ?? [], (name) => t(`fields.${name}`));
  return <RadarChart points={points} downloadable />;
}

/** A chart drawn as a form field (behaviour §01-2.7): the engine lazily loads this through `@coffee/field-toolkit/charts`. */
/** The chart each chart input draws. */
const CHART_OF_INPUT: Partial<Record<FieldDef['input'], { preload(): Promise<void> }>> = {
  radar: RadarChart,
  flavorwheel: FlavorWheel,
  line: LineChart,
  timeline: RoastingChart,
};

/**
 * Starts fetching the chart (and Highcharts) a chart input draws, before its field renders; resolves once its code is
 * in (at once for an input that draws no chart).
 */
export function preloadChartOf(input: FieldDef['input']): Promise<void> {
  return CHART_OF_INPUT[input]?.preload() ?? Promise.resolve();
}

export function ChartFieldView(props: ChartFieldViewProps) {
  switch (props.def.input) {
    case 'radar':
      return <RadarField {...props} />;
    case 'flavorwheel':
      return <WheelField {...props} />;
    case 'line':
      return <CurveField {...props} />;
    case 'timeline':
      return <TimelineField {...props} />;
    default:
      return null;
  }
}
