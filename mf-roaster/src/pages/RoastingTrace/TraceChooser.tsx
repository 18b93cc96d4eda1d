import { roasterEntities } from 'mf-roaster/model';
import { Field, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { queryOptions } from '@tanstack/react-query';
import { isOk } from '@coffee/api-client';
import type { ApiResponse } from '@coffee/api-client';
import { listQuery, useQuery } from '@coffee/api-client/query';
import type { ListExtras } from '@coffee/api-client/query';
import { batchName } from '@coffee/domain';
import type { EntityDef } from '@coffee/domain';
import { apiPaths, recordId } from '@coffee/field-toolkit/engine';
import { usePreferences, useNavigate } from '@coffee/field-toolkit/runtime';
import { useTranslation } from 'react-i18next';
import type { TraceStart } from './trace';
import { localName, tracePath } from './trace';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL, maxWidth: '40rem', minWidth: 0 },
  heading: { margin: 0 },
  // A native select is as wide as its longest option: a batch's long name would push the page past a phone's width.
  field: { minWidth: 0 },
  select: { minWidth: 0, maxWidth: '100%' },
});

type Row = Record<string, unknown>;

/** What the chooser offers for each kind of start: the records to list, newest first, and how each is named. */
const CHOICES: {
  kind: TraceStart['kind'];
  entity: EntityDef;
  order: string;
  label: (row: Row, english: boolean) => string;
}[] = [
  {
    kind: 'lot',
    entity: roasterEntities.RoasterGreenbeanYear,
    order: 'greenbean_year_orderdesc',
    label: (row, english) => `${localName(row, 'greenbean_name', english)} ${String(row.greenbean_year)}`,
  },
  {
    kind: 'roast',
    entity: roasterEntities.RoastingResult,
    order: 'roasting_result_date_orderdesc',
    label: (row, english) =>
      batchName({
        code: row.roasting_batch_code,
        date: row.roasting_result_date,
        name: localName(row, 'roasting_name', english),
      }),
  },
  {
    kind: 'blend',
    entity: roasterEntities.BlendingResult,
    order: 'blending_result_date_orderdesc',
    label: (row, english) =>
      batchName({
        code: row.blending_batch_code,
        date: row.blending_result_date,
        name: localName(row, 'blending_name', english),
      }),
  },
];

const choicesQuery = (choice: (typeof CHOICES)[number], english: boolean) =>
  queryOptions({
    ...listQuery<Row>(apiPaths({ entity: choice.entity }).list, { page: 1, list_count: 100, orderType: choice.order }),
    select: (answer: ApiResponse<Row[], ListExtras>) =>
      isOk(answer)
        ? answer.result.flatMap((row) => {
            const path = tracePath(choice.kind, row);
            return path ? [{ id: recordId(choice.entity, row), path, label: choice.label(row, english) }] : [];
          })
        : null,
  });

function StartPicker({ choice }: { choice: (typeof CHOICES)[number] }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const english = usePreferences((state) => state.locale) === 'en';
  const navigate = useNavigate();
  const options = useQuery(choicesQuery(choice, english));
  const label = t(`area.trace.choose.${choice.kind}`);
  return (
    <Field
      className={styles.field}
      label={label}
      validationState={options.data === null || options.isError ? 'error' : 'none'}
      validationMessage={options.data === null || options.isError ? t('area.trace.failed') : undefined}
    >
      <Select
        className={styles.select}
        select={{ className: styles.select }}
        value=""
        disabled={!options.data?.length}
        onChange={(_, data) => {
          const picked = options.data?.find((option) => option.id === data.value);
          if (picked) navigate(picked.path);
        }}
      >
        <option value="">
          {options.isPending
            ? t('widgets.loading')
            : options.data?.length
              ? t('area.trace.choose.pick')
              : t('area.trace.choose.empty')}
        </option>
        {(options.data ?? []).map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** The trace page opened without a start (from the menu): choose a green lot, a roast batch or a blend batch. */
export function TraceChooser() {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <h1 className={styles.heading}>{t('area.trace.title')}</h1>
      <Text>{t('area.trace.none')}</Text>
      {CHOICES.map((choice) => (
        <StartPicker key={choice.kind} choice={choice} />
      ))}
    </div>
  );
}
