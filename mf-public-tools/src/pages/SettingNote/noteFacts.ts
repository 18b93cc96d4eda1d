import { durationText } from '@coffee/domain';
import type { BeanFact } from '../BeanInfo/BeanFacts';
import type { BeanFormat } from '../BeanInfo/beanFormat';

export type NoteRow = Readonly<Record<string, unknown>>;

/** Seconds as m:ss (a shot's or a pour's time). */
export function shotTime(value: unknown): string | null {
  const seconds = Number(value);
  if (value === null || value === undefined || value === '' || !Number.isFinite(seconds) || seconds < 0) return null;
  return durationText(Math.round(seconds));
}

const withUnit = (value: string | null, unit: string): string | null => (value === null ? null : `${value} ${unit}`);

/** What a guest reads of a dial-in: how it is brewed (type, grind, dose, yield, time, water) and the beans' age. */
export function noteFacts(row: NoteRow, format: BeanFormat, label: (field: string) => string): BeanFact[] {
  const age = row.brewing_date_term;
  return [
    { key: 'type', label: label('brewing_type'), value: format.codes('brewing_type', row.brewing_type) },
    {
      key: 'grind',
      label: label('brewing_grinder_point'),
      value: format.number('brewing_grinder_point', row.brewing_grinder_point),
    },
    {
      key: 'dose',
      label: label('brewing_bean_mass'),
      value: withUnit(format.number('brewing_bean_mass', row.brewing_bean_mass), 'g'),
    },
    {
      key: 'yield',
      label: label('brewing_result_total'),
      value: withUnit(format.number('brewing_result_total', row.brewing_result_total), 'g'),
    },
    { key: 'time', label: label('brewing_term'), value: shotTime(row.brewing_term) },
    {
      key: 'temp',
      label: label('brewing_temp'),
      value: withUnit(format.number('brewing_temp', row.brewing_temp), '°C'),
    },
    {
      key: 'age',
      label: label('brewing_date_term'),
      value: age === null || age === undefined ? null : String(age),
    },
  ];
}
