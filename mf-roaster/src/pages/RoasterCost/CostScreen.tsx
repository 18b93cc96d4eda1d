import { Field, Input, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@coffee/api-client/query';
import { useTranslation } from 'react-i18next';
import { CategoryChart } from '@coffee/field-toolkit/charts';
import { usePreferences, useSearchParams } from '@coffee/field-toolkit/runtime';
import { LevelTable } from '../../shared/LevelTable';
import { useMoney } from '../../shared/money';
import { kgText, nameIn } from '../RoastingPlan/plan';
import type { TrendRow } from './costs';
import { monthsOf, recipesOf, trendQuery, trendRange } from './costs';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
  choices: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  chart: { minWidth: 0 },
});

/**
 * Cost per kg roasted by recipe over time (behaviour §05-14): a recipe's months on a line, every recipe's months in
 * a table, from the batches' costs computed from the records; batches whose green has no cost are counted apart.
 */
export function Screen() {
  const { t } = useTranslation();
  const styles = useStyles();
  const locale = usePreferences((state) => state.locale);
  const english = locale === 'en';
  const money = useMoney();
  const [query, setQuery] = useSearchParams();
  const range = trendRange(query);
  const answer = useQuery({ ...trendQuery(range.from, range.to), enabled: range.valid });
  const choose = (name: string, value: string) =>
    setQuery(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('from', range.from);
        params.set('to', range.to);
        if (value) params.set(name, value);
        return params;
      },
      { replace: true },
    );
  const data = answer.data;
  const recipes = recipesOf(data?.rows ?? []);
  // The recipe asked for, else the first with a cost to draw.
  const chosen =
    recipes.find((row) => String(row.roasting_seq) === query.get('recipe')) ??
    recipes.find((recipe) =>
      data?.rows.some((row) => row.roasting_seq === recipe.roasting_seq && row.cost_per_kg !== null),
    ) ??
    recipes[0];
  const recipeName = (row: TrendRow) =>
    nameIn(english, { name: row.roasting_name, name_kr: row.roasting_name_kr }, String(row.roasting_seq));
  const perKg = (row: TrendRow) =>
    row.cost_per_kg === null || !data ? t('area.cost.none') : money(row.cost_per_kg, data.currency);
  const points = chosen
    ? monthsOf(range.from, range.to).map((month) => ({
        label: month,
        value:
          data?.rows.find((row) => row.roasting_seq === chosen.roasting_seq && row.month === month)?.cost_per_kg ??
          null,
      }))
    : [];
  return (
    <div className={styles.root}>
      <h1>{t('area.costs.title')}</h1>
      <Text>{t('area.costs.hint')}</Text>
      <div className={styles.choices}>
        <Field label={t('area.margin.from')}>
          <Input type="date" value={range.from} onChange={(_, value) => choose('from', value.value)} />
        </Field>
        <Field label={t('area.margin.to')} validationMessage={range.valid ? undefined : t('area.margin.badRange')}>
          <Input type="date" value={range.to} onChange={(_, value) => choose('to', value.value)} />
        </Field>
        {recipes.length > 0 && (
          <Field label={t('area.costs.recipe')}>
            <Select
              value={chosen ? String(chosen.roasting_seq) : ''}
              onChange={(_, value) => choose('recipe', value.value)}
            >
              {recipes.map((row) => (
                <option key={row.roasting_seq} value={String(row.roasting_seq)}>
                  {recipeName(row)}
                </option>
              ))}
            </Select>
          </Field>
        )}
      </div>
      {!range.valid ? null : answer.isPending ? (
        <Text>{t('widgets.loading')}</Text>
      ) : !data ? (
        <Text role="alert">{t('area.costs.failed')}</Text>
      ) : data.rows.length === 0 ? (
        <Text>{t('area.costs.none')}</Text>
      ) : (
        <>
          {chosen && (
            <section className={styles.chart}>
              <CategoryChart
                kind="line"
                label={t('area.costs.chart', { recipe: recipeName(chosen) })}
                seriesName={t('fields.cost_per_kg')}
                points={points}
              />
            </section>
          )}
          <LevelTable
            caption={t('area.costs.table')}
            rows={data.rows}
            rowKey={(row) => `${row.roasting_seq}_${row.month}`}
            columns={[
              { label: t('area.costs.recipe'), cell: recipeName },
              { label: t('area.costs.month'), cell: (row) => row.month },
              { label: t('area.costs.batches'), cell: (row) => row.batches, number: true },
              { label: t('area.costs.roasted'), cell: (row) => kgText(row.roasted_mass, locale), number: true },
              { label: t('fields.cost_per_kg'), cell: perKg, number: true },
              { label: t('area.costs.uncosted'), cell: (row) => row.uncosted, number: true },
            ]}
          />
        </>
      )}
    </div>
  );
}
