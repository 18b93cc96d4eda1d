import { roasterEntities } from 'mf-roaster/model';
import { Checkbox, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useQueries, useQuery } from '@coffee/api-client/query';
import { useTranslation } from 'react-i18next';
import { RoastCompare } from '@coffee/field-toolkit/blocks/roastCompare';
import type { CompareBatch } from '@coffee/field-toolkit/blocks/roastCompare';
import { useSearchParams } from '@coffee/field-toolkit/runtime';
import { MAX_BATCHES, MIN_BATCHES, batchLabel, batchQuery, batchesOf, recentBatchesQuery } from './batches';

const CHART_OF =
  roasterEntities.RoastingResult.fields.find((field) => field.name === 'roasting_chart_log')?.chartOf ?? [];

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  choices: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
    maxHeight: '14rem',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    padding: tokens.spacingHorizontalS,
  },
});

/** 2-5 roast batches side by side: the phase table and their curves, aligned on CHARGE (behaviour §04-2). */
export function Screen() {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const english = i18n.language === 'en';
  const [query, setQuery] = useSearchParams();
  const chosen = batchesOf(query);
  const choices = useQuery(recentBatchesQuery(english));
  const records = useQueries({ queries: chosen.map(batchQuery) });
  const toggle = (id: string, on: boolean) => {
    const next = on ? [...chosen, id] : chosen.filter((candidate) => candidate !== id);
    setQuery(
      (current) => {
        const params = new URLSearchParams(current);
        if (next.length) params.set('batches', next.join(','));
        else params.delete('batches');
        return params;
      },
      { replace: true },
    );
  };
  const batches: CompareBatch[] = records.flatMap((record, index) =>
    record.data
      ? [{ id: chosen[index] ?? String(index), label: batchLabel(record.data, english), values: record.data }]
      : [],
  );

  return (
    <div className={styles.root}>
      <h1>{t('area.compare.title')}</h1>
      <Text>{t('area.compare.hint', { min: MIN_BATCHES, max: MAX_BATCHES })}</Text>
      {choices.isPending ? (
        <Text>{t('widgets.loading')}</Text>
      ) : !choices.data ? (
        <Text role="alert">{t('area.compare.failed')}</Text>
      ) : (
        <fieldset className={styles.choices}>
          <legend>{t('area.compare.choose')}</legend>
          {choices.data.map((choice) => {
            const on = chosen.includes(choice.id);
            return (
              <Checkbox
                key={choice.id}
                label={choice.label}
                checked={on}
                disabled={!on && chosen.length >= MAX_BATCHES}
                onChange={(_, data) => toggle(choice.id, data.checked === true)}
              />
            );
          })}
        </fieldset>
      )}
      {chosen.length < MIN_BATCHES ? (
        <Text role="status">{t('area.compare.tooFew', { min: MIN_BATCHES })}</Text>
      ) : records.some((record) => record.isPending) ? (
        <Text>{t('widgets.loading')}</Text>
      ) : (
        <RoastCompare batches={batches} chartOf={CHART_OF} />
      )}
    </div>
  );
}
