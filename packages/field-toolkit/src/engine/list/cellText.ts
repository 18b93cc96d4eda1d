import type { FieldDef, Locale } from '@coffee/domain';
import { fieldUnit, unitText } from '@coffee/domain/pages';
import { formatDateValue, formatDuration, formatMass, formatNumber } from '@coffee/field-toolkit/widgets/format';

/** A number with its unit beside it, as the detail shows it (behaviour §09-1.2): "96,735.0 g", "12 일". */
const withUnit = (text: string, name: string, locale: Locale): string => {
  const unit = fieldUnit(name);
  if (!unit || text === '') return text;
  return unit === '%' || unit === '°C' ? `${text}${unit === '%' ? ' %' : ' °C'}` : `${text} ${unitText(unit, locale)}`;
};

/**
 * A list cell's text: dates by the list's date form, durations as mm:ss as the form shows them, numbers in the
 * visitor's format with their unit, flags as yes / no (behaviour §03-3.1: the main flag).
 */
export function cellText(
  def: FieldDef | undefined,
  value: unknown,
  mobile: boolean,
  language: string,
  [yes, no]: readonly [string, string],
): string {
  if (value === null || value === undefined) return '';
  const locale: Locale = language === 'en' ? 'en' : 'kr';
  if (def && ['date', 'datetime'].includes(def.type)) return formatDateValue(String(value), 'date', mobile);
  if (def?.input === 'duration' && typeof value === 'number') return formatDuration(value);
  // A mass in the unit a person would use: grams under a kilogram, kilograms above (behaviour §09-1.2).
  if (def?.type === 'number' && typeof value === 'number' && fieldUnit(def.name) === 'g')
    return formatMass(value / (def.scale ?? 1));
  if (def?.type === 'number' && typeof value === 'number')
    return withUnit(formatNumber(value, def.scale ?? 1, language, def.input !== 'year'), def.name, locale);
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? yes : no;
  return String(value);
}
