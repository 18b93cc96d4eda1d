import { Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSchemas, useTables } from './systemApi';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
});

export interface TableChoice {
  schema: string;
  table: string;
}

export interface TablePickerProps {
  value: TableChoice;
  onChange: (next: TableChoice) => void;
  /** Prefix of the two labels (the compare screen has a left and a right table). */
  label?: string;
  /** Only the schema (the collection screen). */
  schemaOnly?: boolean;
}

/** Schema and table selects of the system tool. */
export function TablePicker({ value, onChange, label, schemaOnly = false }: TablePickerProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const schemas = useSchemas();
  const tables = useTables(value.schema);
  const prefix = label ? `${label} ` : '';
  return (
    <div className={styles.root}>
      <Field label={`${prefix}${t('fields.table_schema')}`}>
        <Select value={value.schema} onChange={(_, data) => onChange({ schema: data.value, table: '' })}>
          <option value="">{t('area.system.choose')}</option>
          {schemas.rows.map((row) => (
            <option key={row.TABLE_SCHEMA}>{row.TABLE_SCHEMA}</option>
          ))}
        </Select>
      </Field>
      {!schemaOnly && (
        <Field label={`${prefix}${t('fields.table_name')}`}>
          <Select
            value={value.table}
            disabled={!value.schema}
            onChange={(_, data) => onChange({ ...value, table: data.value })}
          >
            <option value="">{t('area.system.choose')}</option>
            {tables.rows.map((row) => (
              <option key={row.TABLE_NAME}>{row.TABLE_NAME}</option>
            ))}
          </Select>
        </Field>
      )}
    </div>
  );
}
