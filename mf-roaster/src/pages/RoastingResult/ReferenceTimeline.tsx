import type { FieldDef } from '@coffee/domain';
import { useQuery } from '@coffee/api-client/query';
import { useTranslation } from 'react-i18next';
import { ChartFormField } from '@coffee/field-toolkit/forms';
import type { FormValues } from '@coffee/field-toolkit/forms';
import { isReferenceItself, referenceQuery } from '../../shared/reference';

export interface ReferenceTimelineProps {
  def: FieldDef;
  name: string;
  values: FormValues;
  mode: 'view' | 'edit';
}

/**
 * The batch's roasting chart with its recipe's reference batch behind it (behaviour §04-2), aligned on CHARGE; the chart
 * alone while there is no recipe, no reference, the reference is this batch, or it could not be read.
 */
export function ReferenceTimeline({ def, name, values, mode }: ReferenceTimelineProps) {
  const { t } = useTranslation();
  const recipe = values.roasting_seq;
  const query = useQuery({
    ...referenceQuery(recipe),
    enabled: recipe !== undefined && recipe !== null && recipe !== '',
  });
  const reference = query.data && !isReferenceItself(query.data, values) ? query.data : null;
  return <ChartFormField def={def} name={name} mode={mode} label={t(`fields.${name}`)} reference={reference} />;
}
