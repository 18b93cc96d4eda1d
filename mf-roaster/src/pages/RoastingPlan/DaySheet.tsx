import {
  Button,
  Field,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStaticStyles,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, usePreferences } from '@coffee/field-toolkit/runtime';
import { roastBatchPath } from '../../shared/planBatch';
import type { PlanAnswer } from './plan';
import { kgText, nameIn, PHONE_QUERY } from './plan';
import { ScheduleDay } from './ScheduleDay';

/** Printing shows the day sheet alone, without the suite's frame or the page's controls. */
const usePrintStyles = makeStaticStyles(`@media print {
  body * { visibility: hidden; }
  [data-day-sheet], [data-day-sheet] * { visibility: visible; }
  [data-day-sheet] { position: absolute; inset: 0 auto auto 0; width: 100%; }
  [data-day-sheet] [data-screen-only] { display: none; }
}`);

const useStyles = makeStyles({
  sheet: { display: 'grid', gap: tokens.spacingVerticalS, overflowX: 'auto', maxWidth: '100%' },
  controls: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  rows: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  table: { tableLayout: 'auto', width: '100%', minWidth: 'max-content', [PHONE_QUERY]: { display: 'none' } },
  cards: {
    display: 'none',
    listStyle: 'none',
    margin: 0,
    padding: 0,
    [PHONE_QUERY]: { display: 'grid', gap: tokens.spacingVerticalS },
  },
  card: {
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingVerticalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  cardTitle: { fontWeight: tokens.fontWeightSemibold, margin: 0 },
});

/** The batches of one day with their green rows and lots, "Roast this batch", and the printable sheet (behaviour §05-3). */
export function DaySheet({ plan }: { plan: PlanAnswer }) {
  usePrintStyles();
  const { t } = useTranslation();
  const styles = useStyles();
  const locale = usePreferences((state) => state.locale);
  const english = locale === 'en';
  const busyDays = plan.days.filter((day) => plan.batches.some((batch) => batch.date === day));
  const [chosen, setChosen] = useState<string | undefined>();
  const day = chosen && plan.days.includes(chosen) ? chosen : (busyDays[0] ?? plan.days[0] ?? '');
  const recipes = new Map(plan.recipes.map((recipe) => [recipe.roasting_seq, recipe]));
  const beans = new Map(plan.lots.map((lot) => [lot.greenbean_roaster_seq, lot]));
  const batches = plan.batches.filter((batch) => batch.date === day);
  const recipeName = (seq: number) => {
    const recipe = recipes.get(seq);
    return recipe ? nameIn(english, recipe, String(seq)) : String(seq);
  };
  const beanName = (seq: number) => {
    const bean = beans.get(seq);
    return bean ? nameIn(english, bean, String(seq)) : String(seq);
  };
  const rowText = (row: PlanAnswer['batches'][number]['rows'][number]) =>
    `${beanName(row.greenbean_roaster_seq)} ${row.greenbean_year ?? t('area.plan.noLot')}: ${kgText(row.greenbean_mass, locale)}`;
  const title = t('area.plan.daySheetOf', { day });
  return (
    <section className={styles.sheet} aria-label={t('area.plan.daySheet')} data-day-sheet="">
      <h2>{title}</h2>
      <div className={styles.controls} data-screen-only="">
        <Field label={t('area.plan.day')}>
          <Select value={day} onChange={(_, data) => setChosen(data.value)}>
            {plan.days.map((option) => (
              <option key={option} value={option}>
                {busyDays.includes(option) ? t('area.plan.dayWithBatches', { day: option }) : option}
              </option>
            ))}
          </Select>
        </Field>
        <Button onClick={() => window.print()}>{t('area.plan.print')}</Button>
        <ScheduleDay batches={batches} />
      </div>
      {batches.length === 0 ? (
        <Text>{t('area.plan.noBatch')}</Text>
      ) : (
        <Table size="small" aria-label={title} className={styles.table}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('area.plan.recipe')}</TableHeaderCell>
              <TableHeaderCell>{t('area.plan.batchNo')}</TableHeaderCell>
              <TableHeaderCell>{t('area.plan.greenRows')}</TableHeaderCell>
              <TableHeaderCell>{t('area.plan.roasted')}</TableHeaderCell>
              <TableHeaderCell data-screen-only="">{t('area.plan.action')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {batches.map((batch) => (
              <TableRow key={`${batch.roasting_seq}_${batch.number}`}>
                <TableCell>{recipeName(batch.roasting_seq)}</TableCell>
                <TableCell>{batch.number}</TableCell>
                <TableCell>
                  <ul className={styles.rows}>
                    {batch.rows.map((row) => (
                      <li key={row.greenbean_roaster_seq}>{rowText(row)}</li>
                    ))}
                  </ul>
                </TableCell>
                <TableCell>{kgText(batch.roasted, locale)}</TableCell>
                <TableCell data-screen-only="">
                  <Link to={roastBatchPath(batch)}>{t('area.plan.roastThis')}</Link>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {batches.length > 0 && (
        <ul className={styles.cards} aria-label={title}>
          {batches.map((batch) => (
            <li key={`${batch.roasting_seq}_${batch.number}`} className={styles.card}>
              <p
                className={styles.cardTitle}
              >{`${recipeName(batch.roasting_seq)} · ${t('area.plan.batchNo')} ${batch.number}`}</p>
              <ul className={styles.rows}>
                {batch.rows.map((row) => (
                  <li key={row.greenbean_roaster_seq}>{rowText(row)}</li>
                ))}
              </ul>
              <span>{`${t('area.plan.roasted')}: ${kgText(batch.roasted, locale)}`}</span>
              <Link to={roastBatchPath(batch)} data-screen-only="">
                {t('area.plan.roastThis')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
