import type { FieldDef } from '@coffee/domain';
import { Button, Card, CardHeader, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { WidgetMode } from '@coffee/field-toolkit/widgets/shared';
import { addRow, indexedName, originKey, removeRow, rowCount } from './subLists';
import { useFieldValues } from './useFieldValues';
import type { FormValues } from './subLists';

const useStyles = makeStyles({
  // The rows take their section's whole width, so a row's fields sit side by side.
  list: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, gridColumn: '1 / -1' },
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
});

export interface SubListFieldProps {
  list: FieldDef;
  mode: WidgetMode;
  /** Renders one row field under its indexed name. */
  renderField: (def: FieldDef, name: string, index: number) => ReactNode;
}

/** Rows of a sub-list as indexed fields, with add and remove in edit mode (behaviour §01-3.6). */
export function SubListField({ list, mode, renderField }: SubListFieldProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const form = useForm<FormValues>();
  // The rows' bookkeeping only: typing in a row does not redraw the list.
  const count = rowCount(useFieldValues([originKey(list)]), list);
  const fields = list.rows?.fields ?? [];
  const max = list.rows?.maxRows;
  const replace = (change: (values: FormValues) => FormValues) => {
    const values = form.getState().values;
    const next = change(values);
    form.batch(() => {
      for (const [key, value] of Object.entries(next)) if (values[key] !== value) form.change(key, value);
      for (const key of Object.keys(values)) if (!(key in next)) form.change(key, undefined);
    });
  };

  return (
    <section className={styles.list} aria-label={t(`fields.${list.name}`)} data-field={list.name}>
      <Text weight="semibold">{t(`fields.${list.name}`)}</Text>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} appearance="outline">
          <CardHeader
            header={<Text>{t('widgets.rowNumber', { index: index + 1 })}</Text>}
            action={
              mode === 'edit' ? (
                <Button
                  appearance="subtle"
                  icon={<DeleteRegular />}
                  aria-label={`${t('widgets.removeRow')} ${index + 1}`}
                  onClick={() => replace((values) => removeRow(values, list, index))}
                />
              ) : undefined
            }
          />
          <div className={styles.row}>
            {fields.map((def) => (
              <div key={def.name}>{renderField(def, indexedName(def.name, index), index)}</div>
            ))}
          </div>
        </Card>
      ))}
      {mode === 'edit' && (max === undefined || count < max) && (
        <Button icon={<AddRegular />} onClick={() => replace((values) => addRow(values, list))}>
          {t('widgets.addRow')}
        </Button>
      )}
    </section>
  );
}
