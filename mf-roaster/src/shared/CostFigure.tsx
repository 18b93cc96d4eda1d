import { Field, Text } from '@fluentui/react-components';
import type { FormValues } from '@coffee/field-toolkit/forms';
import type { DetailSection } from '@coffee/field-toolkit/engine';
import { useTranslation } from 'react-i18next';
import { figureOf, useMoney } from './money';

/** The fields a cost section draws itself: figures computed on read, and the currency they are in. */
export const COST_FIGURES: ReadonlySet<string> = new Set([
  'batch_cost',
  'cost_per_kg',
  'greenbean_cost_kg',
  'cost_currency',
]);

/** A batch's cost section (behaviour §05-14); its fields' roles leave it out for those below managers. */
export const COST_SECTION: DetailSection = {
  title: 'area.sections.cost',
  fields: ['batch_cost', 'cost_per_kg', 'cost_currency'],
};

/**
 * A cost figure computed from the records (behaviour §05-14), in the roastery's currency: "no cost" when the green
 * it comes from has none, a note before the record is saved. The currency itself is not drawn.
 */
export function CostFigure({ name, values }: { name: string; values: FormValues }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (name === 'cost_currency') return null;
  const saved = values.cost_currency !== undefined;
  const value = figureOf(values[name]);
  const currency = typeof values.cost_currency === 'string' ? values.cost_currency : 'KRW';
  const text = !saved ? t('area.cost.afterSave') : value === null ? t('area.cost.none') : money(value, currency);
  return (
    <Field label={t(`fields.${name}`)}>
      <Text>{name === 'batch_cost' || value === null ? text : t('area.cost.perKg', { amount: text })}</Text>
    </Field>
  );
}
