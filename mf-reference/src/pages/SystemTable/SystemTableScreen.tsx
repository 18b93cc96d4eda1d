import { SYSTEM_COLUMN_CHECKS } from 'mf-reference/model';
import { useMemo, useState } from 'react';
import {
  Button,
  Checkbox,
  Field,
  Input,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Textarea,
  Title3,
  Toolbar,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ClipboardPasteRegular, CodeRegular, SaveRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ValueType } from '@coffee/domain';
import { alert } from '@coffee/field-toolkit/dialogs';
import { useLocale } from '@coffee/field-toolkit/engine';
import { validateBeforeSave } from '@coffee/field-toolkit/forms';
import { TextField } from '@coffee/field-toolkit/widgets';
import { ParsingError, defaultSettings, generateSource, infoBlock, parseInfoBlock } from './codegen';
import type { ColumnCheck, ColumnSetting, TableSettings } from './codegen';
import { TEXT_SETTINGS, loadStoredSettings, settingsEntity, storeSettings } from './settingsForm';
import { useColumns, useTables } from './systemApi';
import { TablePicker } from './TablePicker';
import type { TableChoice } from './TablePicker';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  scroll: { overflowX: 'auto' },
  code: { fontFamily: tokens.fontFamilyMonospace, minHeight: '16rem' },
});

const VALUE_TYPES: readonly ValueType[] = [
  'string',
  'number',
  'boolean',
  'date',
  'datetime',
  'time',
  'month',
  'stringArray',
];

function ColumnRows({
  columns,
  onChange,
}: {
  columns: readonly ColumnSetting[];
  onChange: (index: number, next: ColumnSetting) => void;
}) {
  const { t } = useTranslation();
  const toggle = (column: ColumnSetting, check: ColumnCheck, on: boolean): ColumnCheck[] =>
    SYSTEM_COLUMN_CHECKS.filter((item) => (item === check ? on : column.column_checks.includes(item)));
  return (
    <Table aria-label={t('fields.column_list')} size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('fields.column_name')}</TableHeaderCell>
          <TableHeaderCell>{t('fields.column_type')}</TableHeaderCell>
          <TableHeaderCell>{t('fields.column_code_group')}</TableHeaderCell>
          {SYSTEM_COLUMN_CHECKS.map((check) => (
            <TableHeaderCell key={check}>{check}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {columns.map((column, index) => (
          <TableRow key={column.column_name}>
            <TableCell>{column.column_name}</TableCell>
            <TableCell>
              <Select
                aria-label={`${column.column_name} ${t('fields.column_type')}`}
                value={column.column_type}
                onChange={(_, data) => onChange(index, { ...column, column_type: data.value as ValueType })}
              >
                {VALUE_TYPES.map((type) => (
                  <option key={type}>{type}</option>
                ))}
              </Select>
            </TableCell>
            <TableCell>
              <Input
                aria-label={`${column.column_name} ${t('fields.column_code_group')}`}
                value={column.column_code_group}
                onChange={(_, data) =>
                  onChange(index, { ...column, column_code_group: data.value.trim().toUpperCase() })
                }
              />
            </TableCell>
            {SYSTEM_COLUMN_CHECKS.map((check) => (
              <TableCell key={check}>
                <Checkbox
                  aria-label={`${column.column_name} ${check}`}
                  checked={column.column_checks.includes(check)}
                  onChange={(_, data) =>
                    onChange(index, { ...column, column_checks: toggle(column, check, data.checked === true) })
                  }
                />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The settings of one table: page, rights and per-column checks; code creation and the info block. */
function TableSettingsEditor({ initial }: { initial: TableSettings }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const styles = useStyles();
  const [settings, setSettings] = useState(initial);
  const [source, setSource] = useState('');
  const [pasted, setPasted] = useState('');
  const set = (name: keyof TableSettings, value: unknown) => setSettings((current) => ({ ...current, [name]: value }));
  const setColumn = (index: number, next: ColumnSetting) =>
    setSettings((current) => ({
      ...current,
      column_list: current.column_list.map((column, i) => (i === index ? next : column)),
    }));

  const generate = async () => {
    if (!(await validateBeforeSave(t, settingsEntity, { ...settings }, { mode: 'write', locale }))) return;
    setSource(generateSource(settings));
  };
  const save = async () => {
    const ok = storeSettings(settings, infoBlock(settings));
    await alert({
      title: { key: 'area.system.saveSettings' },
      message: { key: ok ? 'area.system.saved' : 'messages.error_text' },
    });
  };
  const apply = async () => {
    try {
      setSettings(parseInfoBlock(pasted));
      setSource('');
    } catch (error) {
      if (!(error instanceof ParsingError)) throw error;
      await alert({ title: { key: 'messages.error' }, message: { key: 'messages.parsing_error' } });
    }
  };

  return (
    <div className={styles.root}>
      <section aria-label={t('area.system.pageSettings')} className={styles.grid}>
        {TEXT_SETTINGS.map((name) => (
          <TextField
            key={name}
            name={name}
            label={t(`fields.${name}`)}
            mode="edit"
            required={settingsEntity.fields.find((field) => field.name === name)?.required === true}
            value={settings[name]}
            onChange={(value) => set(name, value ?? '')}
          />
        ))}
        <TextField
          name="auth_list"
          label={t('fields.auth_list')}
          mode="edit"
          value={settings.auth_list.join(',')}
          onChange={(value) =>
            set(
              'auth_list',
              (value ?? '')
                .split(',')
                .map((item) => item.trim())
                .filter(Boolean),
            )
          }
        />
      </section>
      <div className={styles.scroll}>
        <ColumnRows columns={settings.column_list} onChange={setColumn} />
      </div>
      <Toolbar aria-label={t('area.system.actions')}>
        <Button appearance="primary" icon={<CodeRegular />} onClick={() => void generate()}>
          {t('area.system.generate')}
        </Button>
        <Button icon={<SaveRegular />} onClick={() => void save()}>
          {t('area.system.saveSettings')}
        </Button>
      </Toolbar>
      {source && (
        <Field label={t('area.system.generated')}>
          <Textarea className={styles.code} readOnly value={source} resize="vertical" />
        </Field>
      )}
      <div className={styles.grid}>
        <Field label={t('area.system.infoBlock')}>
          <Textarea className={styles.code} readOnly value={infoBlock(settings)} resize="vertical" />
        </Field>
        <Field label={t('area.system.pasteBlock')}>
          <Textarea
            className={styles.code}
            value={pasted}
            onChange={(_, data) => setPasted(data.value)}
            resize="vertical"
          />
        </Field>
      </div>
      <Toolbar aria-label={t('area.system.pasteBlock')}>
        <Button icon={<ClipboardPasteRegular />} disabled={!pasted.trim()} onClick={() => void apply()}>
          {t('area.system.apply')}
        </Button>
      </Toolbar>
    </div>
  );
}

/** user/system/table (behaviour §03-3.14, §03-5): pick a table, set its page up and generate the page config. */
export function SystemTableScreen() {
  const { t } = useTranslation();
  const styles = useStyles();
  const [choice, setChoice] = useState<TableChoice>({ schema: 'public', table: '' });
  const tables = useTables(choice.schema);
  const columns = useColumns(choice.schema, choice.table);
  const keys = tables.rows.find((row) => row.TABLE_NAME === choice.table)?.PRIMARY_KEYS;

  const initial = useMemo(() => {
    if (!choice.table || columns.loading || columns.rows.length === 0 || !keys) return null;
    const stored = loadStoredSettings(choice.schema, choice.table);
    try {
      if (stored) return parseInfoBlock(stored);
    } catch {
      // A broken stored block falls back to the defaults.
    }
    return defaultSettings(choice.schema, choice.table, keys, columns.rows);
  }, [choice.schema, choice.table, columns.loading, columns.rows, keys]);

  return (
    <div className={styles.root}>
      <Title3 as="h1">{t('pages.SystemTable')}</Title3>
      <TablePicker value={choice} onChange={setChoice} />
      {initial && <TableSettingsEditor key={`${initial.table_schema}.${initial.table_name}`} initial={initial} />}
    </div>
  );
}

export { SystemTableScreen as Screen };
