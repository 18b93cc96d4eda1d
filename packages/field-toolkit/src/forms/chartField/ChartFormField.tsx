import type { FieldDef } from '@coffee/domain';
import { codeGroupsQuery, useQuery } from '@coffee/api-client/query';
import type { RoastChartReference } from '@coffee/field-toolkit/charts';
import { Skeleton, SkeletonItem, makeStyles } from '@fluentui/react-components';
import { useField, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '@coffee/field-toolkit/runtime';
import { WidgetField } from '@coffee/field-toolkit/widgets/shared';
import type { WidgetMode } from '@coffee/field-toolkit/widgets/shared';
import { useFieldValues } from '../useFieldValues';

const loadChartFields = () => import('@coffee/field-toolkit/charts/fields');

/** The charts module is fetched only when a chart field is on screen (the engine never imports charts statically). */
const ChartFieldView = lazyComponent(() => loadChartFields().then((charts) => charts.ChartFieldView));

const FLAVOR_GROUP = 'FLVR';

const useStyles = makeStyles({ wide: { gridColumn: '1 / -1', minWidth: 0 } });

export interface ChartFormFieldProps {
  def: FieldDef;
  name: string;
  mode: WidgetMode;
  label: string;
  /** A roasting timeline's batch to compare with, drawn behind the curve (a page passes it through `renderField`). */
  reference?: RoastChartReference | null;
}

function ChartSkeleton({ label }: { label: string }) {
  return (
    <Skeleton aria-label={label} aria-busy="true">
      <SkeletonItem size={128} />
    </Skeleton>
  );
}

/** A radar, flavor wheel, brewing curve or roasting timeline bound to the form through the def's `chartOf`. */
export function ChartFormField({ def, name, mode, label, reference }: ChartFormFieldProps) {
  const styles = useStyles();
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'kr';
  const form = useForm();
  const { input } = useField(name, { subscription: { value: true } });
  const values = useFieldValues(def.chartOf ?? []);
  const wheel = def.input === 'flavorwheel';
  const codes = useQuery({ ...codeGroupsQuery(wheel ? [FLAVOR_GROUP] : [], locale), enabled: wheel });
  const flavorCodes = wheel && codes.isSuccess ? (codes.data[FLAVOR_GROUP] ?? []) : undefined;
  return (
    <div className={styles.wide}>
      {/* A roast curve read in view is its section's content: the region keeps the label, the page does not repeat it. */}
      <WidgetField name={name} label={mode === 'view' && def.input === 'timeline' ? '' : label} mode={mode}>
        <ChartFieldView
          fallback={<ChartSkeleton label={label} />}
          def={def}
          value={input.value === '' ? null : input.value}
          values={values}
          readOnly={mode !== 'edit' || def.readOnly === true}
          flavorCodes={flavorCodes}
          locale={locale}
          onChange={(field, next) => form.change(field, next)}
          reference={reference}
        />
      </WidgetField>
    </div>
  );
}
