import type { CuppingForm, FieldDef } from '@coffee/domain';
import { cuppingSheetFields, cuppingSheetScore } from '@coffee/domain';
import { useFieldOptions, useLocale } from '@coffee/field-toolkit/engine';
import { NumberField, SearchSelectField } from '@coffee/field-toolkit/widgets';
import type { WidgetMode } from '@coffee/field-toolkit/widgets';
import { Card, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(14rem, 100%), 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
  score: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
});

export type SheetValues = Record<string, unknown>;

interface FieldProps {
  def: FieldDef;
  code: string;
  mode: WidgetMode;
  value: unknown;
  onChange: (value: unknown) => void;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Descriptors that apply: the flavor wheel's codes, several at once. */
function DescriptorField({ def, code, mode, value, onChange }: FieldProps) {
  const { t } = useTranslation();
  const options = useFieldOptions(def, {}, useLocale());
  return (
    <SearchSelectField
      name={`${def.name}_${code}`}
      label={t(`fields.${def.name}`)}
      mode={mode}
      multiple
      options={options.options}
      loading={options.loading}
      value={Array.isArray(value) ? (value as string[]) : []}
      onChange={(next) => onChange(Array.isArray(next) ? next : [])}
    />
  );
}

/** One field of the sheet, in the form's own bounds and steps (the QC note's field of the same name). */
function SheetField(props: FieldProps) {
  const { t } = useTranslation();
  const { def, code, mode, value, onChange } = props;
  if (def.type === 'stringArray') return <DescriptorField {...props} />;
  // The sheet keeps displayed points; the widget works in the field's stored scale (hundredths of a 2004 score).
  const scale = def.scale ?? 1;
  return (
    <NumberField
      name={`${def.name}_${code}`}
      label={t(`fields.${def.name}`)}
      mode={mode}
      required={mode === 'edit' && def.required === true}
      value={isNumber(value) ? Math.round(value * scale) : null}
      onChange={(next) => onChange(next === null ? null : next / scale)}
      scale={scale}
      step={def.step}
      min={def.min}
      max={def.max}
    />
  );
}

interface SampleSheetProps {
  form: CuppingForm;
  code: string;
  values: SheetValues;
  editable: boolean;
  onChange: (values: SheetValues) => void;
}

/** A sample's sheet under its blind code, with its live score. */
export function SampleSheet({ form, code, values, editable, onChange }: SampleSheetProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const score = cuppingSheetScore(form, values);
  return (
    <Card className={styles.card} aria-label={t('area.cupping.sample', { code })}>
      <Text as="h3" weight="semibold">
        {t('area.cupping.sample', { code })}
      </Text>
      <div className={styles.grid}>
        {cuppingSheetFields(form).map((def) => (
          <SheetField
            key={def.name}
            def={def}
            code={code}
            mode={editable ? 'edit' : 'view'}
            value={values[def.name]}
            onChange={(value) => onChange({ ...values, [def.name]: value })}
          />
        ))}
      </div>
      <Text role="status" aria-live="polite" className={styles.score}>
        {score === null
          ? t('area.cupping.scorePending')
          : t('area.cupping.sheetScore', { code, score: score.toFixed(2) })}
      </Text>
    </Card>
  );
}
