import {
  Caption1,
  Field,
  Input,
  Radio,
  RadioGroup,
  Text,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@coffee/api-client/query';
import { useTranslation } from 'react-i18next';
import { usePreferences, useSearchParams } from '@coffee/field-toolkit/runtime';
import { LevelTable } from '../../shared/LevelTable';
import { useMoney } from '../../shared/money';
import { kgText } from '../RoastingPlan/plan';
import { MARGIN_GROUPS } from '../../../model';
import type { MarginAnswer } from './margin';
import { marginChoices, marginQuery, marginRate } from './margin';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
  choices: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  totals: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  total: { display: 'flex', flexDirection: 'column-reverse', margin: 0 },
  figure: { margin: 0 },
});

type Row = MarginAnswer['rows'][number];

/**
 * Margins of what shipped (behaviour §05-15): per order, cafe, blend or month of a range, the revenue (supply value
 * at the lines' prices), the cost of the batches shipped and the gross margin, computed from the records.
 */
export function Screen() {
  const { t } = useTranslation();
  const styles = useStyles();
  const locale = usePreferences((state) => state.locale);
  const money = useMoney();
  const [query, setQuery] = useSearchParams();
  const choices = marginChoices(query);
  const answer = useQuery({ ...marginQuery(choices.from, choices.to, choices.group), enabled: choices.valid });
  const choose = (name: 'from' | 'to' | 'group', value: string) =>
    setQuery(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('from', choices.from);
        params.set('to', choices.to);
        params.set('group', choices.group);
        if (value) params.set(name, value);
        return params;
      },
      { replace: true },
    );
  const data = answer.data;
  const amount = (value: number) => (data ? money(value, data.currency) : '-');
  const name = (row: Row) => (locale === 'en' ? (row.name ?? row.name_kr) : (row.name_kr ?? row.name)) ?? row.key;
  const totals = data?.totals;
  return (
    <div className={styles.root}>
      <h1>{t('area.margin.title')}</h1>
      <Text>{t('area.margin.hint')}</Text>
      <div className={styles.choices}>
        <Field label={t('area.margin.from')}>
          <Input type="date" value={choices.from} onChange={(_, value) => choose('from', value.value)} />
        </Field>
        <Field label={t('area.margin.to')} validationMessage={choices.valid ? undefined : t('area.margin.badRange')}>
          <Input type="date" value={choices.to} onChange={(_, value) => choose('to', value.value)} />
        </Field>
        <Field label={t('area.margin.groupBy')}>
          <RadioGroup layout="horizontal" value={choices.group} onChange={(_, value) => choose('group', value.value)}>
            {MARGIN_GROUPS.map((group) => (
              <Radio key={group} value={group} label={t(`area.margin.groups.${group}`)} />
            ))}
          </RadioGroup>
        </Field>
      </div>
      {!choices.valid ? null : answer.isPending ? (
        <Text>{t('widgets.loading')}</Text>
      ) : !data || !totals ? (
        <Text role="alert">{t('area.margin.failed')}</Text>
      ) : (
        <>
          <dl className={styles.totals} aria-label={t('area.margin.totals')}>
            {(['revenue', 'cost', 'margin'] as const).map((key) => (
              <div key={key} className={styles.total}>
                <dt>
                  <Caption1>{t(`area.margin.${key}`)}</Caption1>
                </dt>
                <dd className={styles.figure}>
                  <Title3>{amount(totals[key])}</Title3>
                </dd>
              </div>
            ))}
          </dl>
          {(totals.unpriced_mass > 0 || totals.uncosted_mass > 0) && (
            <Text>
              {t('area.margin.leftOut', {
                unpriced: kgText(totals.unpriced_mass, locale),
                uncosted: kgText(totals.uncosted_mass, locale),
              })}
            </Text>
          )}
          {data.rows.length === 0 ? (
            <Text>{t('area.margin.none')}</Text>
          ) : (
            <LevelTable
              caption={t(`area.margin.groups.${choices.group}`)}
              rows={data.rows}
              rowKey={(row) => row.key}
              columns={[
                { label: t(`area.margin.groups.${choices.group}`), cell: name },
                { label: t('area.margin.shipped'), cell: (row) => kgText(row.shipped_mass, locale), number: true },
                { label: t('area.margin.revenue'), cell: (row) => amount(row.revenue), number: true },
                { label: t('area.margin.cost'), cell: (row) => amount(row.cost), number: true },
                { label: t('area.margin.margin'), cell: (row) => amount(row.margin), number: true },
                {
                  label: t('area.margin.rate'),
                  cell: (row) => marginRate(row.revenue, row.margin) ?? '-',
                  number: true,
                },
              ]}
            />
          )}
        </>
      )}
    </div>
  );
}
