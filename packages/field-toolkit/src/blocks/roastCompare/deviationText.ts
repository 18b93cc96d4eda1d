import { DEVIATION_UNITS } from '@coffee/domain';
import type { DeviationValue } from '@coffee/domain';

/** A figure as shown: signed for differences, plain for the means, with its unit (s as m:ss past a minute). */
export function deviationText(figure: Pick<DeviationValue, 'figure' | 'value'>): string {
  const { value } = figure;
  if (value === null) return '-';
  const unit = DEVIATION_UNITS[figure.figure];
  const mean = figure.figure === 'meanBt' || figure.figure === 'meanRor';
  const sign = mean || value === 0 ? '' : value > 0 ? '+' : '−';
  const size = Math.abs(value);
  if (unit === 's') return `${sign}${Math.round(size)} s`;
  return `${sign}${size.toFixed(1)} ${unit}`;
}

/** A tolerance as shown, e.g. "±1.5 °C", "±15 s". */
export function toleranceText(figure: Pick<DeviationValue, 'figure' | 'tolerance'>): string {
  const unit = DEVIATION_UNITS[figure.figure];
  return unit === 's' ? `±${Math.round(figure.tolerance)} s` : `±${figure.tolerance.toFixed(1)} ${unit}`;
}
