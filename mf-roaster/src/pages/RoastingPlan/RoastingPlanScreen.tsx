import { Field, Input, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@coffee/api-client/query';
import { useTranslation } from 'react-i18next';
import { usePreferences, useSearchParams } from '@coffee/field-toolkit/runtime';
import { DaySheet } from './DaySheet';
import { PlanTables } from './PlanTables';
import { kgText, nameIn, planQuery, rangeOf } from './plan';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
  range: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  shortfalls: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

/**
 * The production plan for a range (behaviour §05-3): what to blend, roast and take from which green lot to meet the
 * open orders and minimum stock, green short flagged, and the day's batches to roast and print.
 */
export function Screen() {
  const { t } = useTranslation();
  const styles = useStyles();
  const locale = usePreferences((state) => state.locale);
  const [query, setQuery] = useSearchParams();
  const range = rangeOf(query);
  const plan = useQuery({ ...planQuery(range.from, range.to), enabled: range.valid });
  const setDate = (name: 'from' | 'to', value: string) =>
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
  const short = plan.data?.lots.filter((lot) => lot.short > 0) ?? [];
  return (
    <div className={styles.root}>
      <h1>{t('area.plan.title')}</h1>
      <Text>{t('area.plan.hint')}</Text>
      <div className={styles.range}>
        <Field label={t('area.plan.from')}>
          <Input type="date" value={range.from} onChange={(_, data) => setDate('from', data.value)} />
        </Field>
        <Field
          label={t('area.plan.to')}
          validationMessage={range.valid ? undefined : t('area.plan.badRange', { days: range.maxDays })}
        >
          <Input type="date" value={range.to} onChange={(_, data) => setDate('to', data.value)} />
        </Field>
      </div>
      {!range.valid ? null : plan.isPending ? (
        <Text>{t('widgets.loading')}</Text>
      ) : !plan.data ? (
        <Text role="alert">{t('area.plan.failed')}</Text>
      ) : (
        <>
          {short.length > 0 && (
            <MessageBar intent="warning" layout="multiline">
              <MessageBarBody>
                <strong>{t('area.plan.greenShort')}</strong>
                <ul className={styles.shortfalls}>
                  {short.map((lot) => (
                    <li key={`${lot.greenbean_roaster_seq}_${lot.greenbean_year ?? ''}`}>
                      {t('area.plan.shortOf', {
                        lot: `${nameIn(locale === 'en', lot, String(lot.greenbean_roaster_seq))} ${lot.greenbean_year ?? t('area.plan.noLot')}`,
                        mass: kgText(lot.short, locale),
                      })}
                    </li>
                  ))}
                </ul>
              </MessageBarBody>
            </MessageBar>
          )}
          {plan.data.late.length > 0 && (
            <MessageBar intent="error" layout="multiline">
              <MessageBarBody>
                <strong>{t('area.plan.late')}</strong>
                <Text block>{t('area.plan.lateHint')}</Text>
                <ul className={styles.shortfalls} aria-label={t('area.plan.late')}>
                  {plan.data.late.map((line) => (
                    <li key={`${line.order_year}_${line.order_seq}_${line.blending_seq}`}>
                      {t('area.plan.lateLine', {
                        cafe: nameIn(
                          locale === 'en',
                          { name: line.cafe_name, name_kr: line.cafe_name_kr },
                          String(line.order_seq),
                        ),
                        blend: nameIn(locale === 'en', line, String(line.blending_seq)),
                        mass: kgText(line.mass, locale),
                        wanted: line.wanted_date,
                        roastBy: line.roast_by,
                      })}
                    </li>
                  ))}
                </ul>
              </MessageBarBody>
            </MessageBar>
          )}
          <PlanTables plan={plan.data} />
          <DaySheet plan={plan.data} />
        </>
      )}
    </div>
  );
}
