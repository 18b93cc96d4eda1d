import type { FieldDef, SelectOption } from '@coffee/domain';
import { INPUT_DIRECT_VALUE, conditionHolds } from '@coffee/domain/pages';
import { useField } from 'react-final-form';
import type { FieldInputProps } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { ReactElement } from 'react';
import { WidgetField } from '@coffee/field-toolkit/widgets/shared';
import type { WidgetMode } from '@coffee/field-toolkit/widgets/shared';
import type { FileUploadFieldProps } from '@coffee/field-toolkit/widgets/FileUploadField';
import { rangeOptions } from './rangeOptions';
import { ChartFormField } from './chartField/ChartFormField';
import { useWidgetCode, widgetOf } from './widgetCode';
import { useFieldValues } from './useFieldValues';
import { FieldActionFrame, useFieldActionSpec } from './fieldActions';

export interface FormFieldProps {
  def: FieldDef;
  /** The form field name; an indexed name (`{field}_{i}`) for sub-list rows. Defaults to `def.name`. */
  name?: string;
  mode: WidgetMode;
  /** Translated label; defaults to `fields.<def.name>`. */
  label?: string;
  required?: boolean;
  disabled?: boolean;
  options?: readonly SelectOption[];
  optionsLoading?: boolean;
  onReloadOptions?: () => void;
  /** The page's handler of an accepted roasting file (`UploadResult`: true, false = not sent, or `{ error }`). */
  onUpload?: FileUploadFieldProps['onUpload'];
  /** The upload handler reads JSON (a RoasTime roast). */
  uploadReadsJson?: boolean;
  uploadReadsSpreadsheets?: boolean;
  /** Widget for kinds the toolkit does not draw itself (charts). */
  renderCustom?: (def: FieldDef, name: string) => ReactElement | null;
}

const TEXT_AREA_VARIANTS = { large: 'large', user: 'unlimited' } as const;

/**
 * Binds one domain field to its widget through react-final-form; a field whose `showWhen` does not hold is left
 * out, and a field with actions (the form's `FieldActionsProvider`) gets its buttons and timer highlight.
 */
export function FormField(props: FormFieldProps) {
  const { def, name = def.name, mode } = props;
  const condition = useFieldValues(def.showWhen ? [def.showWhen.field] : []);
  const spec = useFieldActionSpec(def.name);
  if (def.showWhen && !conditionHolds(def.showWhen, condition)) return null;
  if (!spec) return <FormWidget {...props} />;
  return (
    <FieldActionFrame def={def} name={name} editing={mode === 'edit'}>
      <FormWidget {...props} />
    </FieldActionFrame>
  );
}

function FormWidget({
  def,
  name = def.name,
  mode,
  label,
  required,
  disabled,
  options,
  optionsLoading,
  onReloadOptions,
  onUpload,
  uploadReadsJson,
  uploadReadsSpreadsheets,
  renderCustom,
}: FormFieldProps) {
  const { t } = useTranslation();
  const { input, meta } = useField(name, {
    subscription: { value: true, error: true, submitError: true, touched: true },
  });
  const common = {
    name,
    label: label ?? t(`fields.${def.name}`),
    mode,
    required,
    disabled,
    error: meta.touched ? ((meta.error ?? meta.submitError) as string | undefined) : undefined,
    onBlur: () => input.onBlur(),
  };
  const value = input.value === '' ? null : (input.value as unknown);
  const set = (next: unknown) => input.onChange(next ?? null);
  const selectOptions = options ?? rangeOptions(def, value);
  const code = useWidgetCode(widgetOf(def));
  // Its widget's code is on its way: the field holds its place as while its record loads.
  if (!code)
    return (
      <WidgetField name={name} label={common.label} mode="skeleton">
        {null}
      </WidgetField>
    );
  const {
    DateField,
    DirectSelectField,
    DurationField,
    ImageField,
    LinkField,
    NumberField,
    QrLinkFormField,
    RateField,
    SearchSelectField,
    SelectField,
    SliderField,
    SwitchField,
    TextAreaField,
    TextField,
    UploadFormField,
  } = code;

  switch (def.input) {
    case 'input':
      return <TextField {...common} value={value as string} onChange={set} maxBytes={def.maxBytes} />;
    case 'duration':
      return <DurationField {...common} value={value as number} onChange={set} />;
    case 'inputNumber':
    case 'year':
      return (
        <NumberField
          {...common}
          value={value as number}
          onChange={set}
          scale={def.scale}
          step={def.step}
          min={def.min}
          max={def.max}
          grouping={def.input !== 'year'}
        />
      );
    case 'textArea':
      return (
        <TextAreaField
          {...common}
          value={value as string}
          onChange={set}
          variant={def.textAreaSize ? TEXT_AREA_VARIANTS[def.textAreaSize] : 'normal'}
          maxBytes={def.maxBytes}
        />
      );
    case 'select':
    case 'selectSearch': {
      const selectProps = { ...common, options: selectOptions, loading: optionsLoading, onReload: onReloadOptions };
      if (def.direct) {
        return (
          <WithCompanion name={name.replace(def.name, def.direct)}>
            {(companion) => (
              <DirectSelectField
                {...selectProps}
                value={value as string | number}
                onChange={set}
                directValue={INPUT_DIRECT_VALUE}
                companionName={companion.name}
                companionLabel={t(`fields.${def.direct}`)}
                companionValue={companion.value as string}
                onCompanionChange={(next) => companion.onChange(next)}
              />
            )}
          </WithCompanion>
        );
      }
      if (def.input === 'selectSearch' || def.multiple) {
        return <SearchSelectField {...selectProps} multiple={def.multiple} value={value as string} onChange={set} />;
      }
      return <SelectField {...selectProps} value={value as string | number} onChange={set} />;
    }
    case 'switch':
      return (
        <SwitchField
          {...common}
          value={value as boolean}
          onChange={set}
          {...(def.type === 'boolean' ? { onValue: true, offValue: false } : {})}
        />
      );
    case 'rate':
      return (
        <RateField {...common} value={value as number} onChange={set} max={def.rateMax} allowHalf={def.rateHalf} />
      );
    case 'slider':
      return (
        <SliderField
          {...common}
          value={value as number}
          onChange={set}
          min={def.min}
          max={def.max}
          step={def.step}
          marks={def.marks}
        />
      );
    case 'date':
    case 'datetime':
    case 'time':
    case 'month':
      return (
        <DateField {...common} kind={def.input} value={value as string} onChange={set} compact={def.compactDate} />
      );
    case 'qrcode':
      return <QrLinkFormField {...common} serial={value as string | null} link={def.qrLink} />;
    case 'image':
      return <ImageField {...common} value={value as string} onChange={set} />;
    case 'link':
      return <LinkField {...common} value={value as string} onChange={set} />;
    case 'upload':
      return (
        <UploadFormField
          {...common}
          value={value as string}
          onUpload={onUpload}
          readsJson={uploadReadsJson}
          readsSpreadsheets={uploadReadsSpreadsheets}
        />
      );
    case 'radar':
    case 'flavorwheel':
    case 'line':
    case 'timeline':
      return renderCustom?.(def, name) ?? <ChartFormField def={def} name={name} mode={mode} label={common.label} />;
    default:
      return renderCustom?.(def, name) ?? null;
  }
}

/**
 * The typed-in companion of a select with a direct entry (`def.direct`), a form field of its own: registered only
 * where a field has one, as every registration costs each later change of the form a notification.
 */
function WithCompanion({
  name,
  children,
}: {
  name: string;
  children: (companion: FieldInputProps<unknown>) => ReactElement;
}) {
  return children(useField(name, { subscription: { value: true } }).input);
}
